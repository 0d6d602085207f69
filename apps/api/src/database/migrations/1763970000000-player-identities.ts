import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerIdentities1763970000000 implements MigrationInterface {
  name = 'PlayerIdentities1763970000000';

  async up(db: QueryRunner): Promise<void> {
    // Social logins: a provider's id of a person, per tenant, names one player for
    // good. A player may have several (Google and Facebook, say) beside an email and password.
    await db.query(`
      CREATE TABLE player_identity (
        tenant varchar(64) NOT NULL,
        provider varchar(16) NOT NULL,
        subject varchar(255) NOT NULL,
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, provider, subject)
      )`);
    await db.query(`CREATE INDEX player_identity_player ON player_identity (player_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE player_identity`);
  }
}
