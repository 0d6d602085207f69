import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ZenServings1764080000000 implements MigrationInterface {
  name = 'ZenServings1764080000000';

  async up(db: QueryRunner): Promise<void> {
    // A serving for a zen game: never scored, and its puzzle counts as seen for the slot's picks.
    await db.query(`ALTER TABLE served_puzzle ADD COLUMN zen boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE served_puzzle DROP COLUMN zen`);
  }
}
