import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordReset1763900000000 implements MigrationInterface {
  name = 'PasswordReset1763900000000';

  async up(db: QueryRunner): Promise<void> {
    // Only a hash of each mailed code is kept: a copy of the table cannot reset anyone's password.
    await db.query(`
      CREATE TABLE password_reset (
        code_hash char(64) PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    // Every token carries the generation it was issued in; a new password starts a new one,
    // so the logins made with the old password stop working.
    await db.query(`ALTER TABLE player ADD COLUMN token_generation integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE player DROP COLUMN token_generation`);
    await db.query(`DROP TABLE password_reset`);
  }
}
