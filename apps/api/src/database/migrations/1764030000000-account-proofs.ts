import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountProofs1764030000000 implements MigrationInterface {
  name = 'AccountProofs1764030000000';

  async up(db: QueryRunner): Promise<void> {
    // When the player proved they read this email (a verified provider email, or a mailed reset
    // link used). Registering proves nothing: anyone may type anyone's address, so only a proved
    // email lets a provider's identity join the account.
    await db.query(`ALTER TABLE player ADD COLUMN email_verified_at timestamptz`);
    // Accounts made by Google or LinkedIn with no password kept the email only because the
    // provider vouched for it.
    await db.query(`
      UPDATE player p SET email_verified_at = p.registered_at
       WHERE p.email IS NOT NULL AND p.password_hash IS NULL
         AND EXISTS (SELECT 1 FROM player_identity i
                      WHERE i.player_id = p.id AND i.provider IN ('google', 'linkedin'))`);
    // Proofs that open a door once: a sign-in nonce, a solved login challenge. Kept until they
    // would have expired anyway, so the table holds at most a lifetime's worth.
    await db.query(`
      CREATE TABLE spent_proof (
        proof varchar(128) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX spent_proof_expiry ON spent_proof (expires_at)`);
    // Logins past the free attempts ask for a proof of work instead of locking the name.
    await db.query(`ALTER TABLE login_throttle DROP COLUMN locked_until`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE login_throttle ADD COLUMN locked_until timestamptz`);
    await db.query(`DROP TABLE spent_proof`);
    await db.query(`ALTER TABLE player DROP COLUMN email_verified_at`);
  }
}
