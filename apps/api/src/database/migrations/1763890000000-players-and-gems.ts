import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayersAndGems1763890000000 implements MigrationInterface {
  name = 'PlayersAndGems1763890000000';

  async up(db: QueryRunner): Promise<void> {
    // A player is a guest (keyed by the browser's session id) until registered; registering
    // turns the guest's row into the account, so what the guest earned stays.
    await db.query(`
      CREATE TABLE player (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant varchar(64) NOT NULL,
        session_id varchar(64),
        email varchar(254),
        username varchar(36),
        password_hash text,
        gems integer NOT NULL CHECK (gems >= 0),
        last_daily date,
        created_at timestamptz NOT NULL DEFAULT now(),
        registered_at timestamptz
      )`);
    await db.query(
      `CREATE UNIQUE INDEX player_session ON player (tenant, session_id) WHERE session_id IS NOT NULL`,
    );
    await db.query(
      `CREATE UNIQUE INDEX player_email ON player (tenant, lower(email)) WHERE email IS NOT NULL`,
    );
    await db.query(
      `CREATE UNIQUE INDEX player_username ON player (tenant, lower(username)) WHERE username IS NOT NULL`,
    );
    // The gem ledger: append-only; player.gems is its running sum, kept in the same transaction.
    await db.query(`
      CREATE TABLE gem_entry (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount <> 0),
        reason varchar(32) NOT NULL,
        idempotency_key varchar(100) NOT NULL,
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT gem_entry_once UNIQUE (player_id, idempotency_key)
      )`);
    // Logged-out tokens, kept until they would have expired anyway.
    await db.query(`CREATE TABLE revoked_token (jti uuid PRIMARY KEY, expires_at timestamptz NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE revoked_token`);
    await db.query(`DROP TABLE gem_entry`);
    await db.query(`DROP TABLE player`);
  }
}
