import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginThrottle1763960000000 implements MigrationInterface {
  name = 'LoginThrottle1763960000000';

  async up(db: QueryRunner): Promise<void> {
    // Login attempts per account name since its last successful login, shared by every API
    // server and kept over restarts. The email is stored as a hash: unknown and mistyped
    // addresses are throttled too, and the table need not keep a list of them.
    await db.query(`
      CREATE TABLE login_throttle (
        tenant varchar(64) NOT NULL,
        email_hash bytea NOT NULL,
        attempts integer NOT NULL,
        last_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        PRIMARY KEY (tenant, email_hash)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE login_throttle`);
  }
}
