import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TutorialsSeen1763975000000 implements MigrationInterface {
  name = 'TutorialsSeen1763975000000';

  async up(db: QueryRunner): Promise<void> {
    // The lands whose tutorial a player saw or declined, so a new device does not ask again.
    await db.query(`ALTER TABLE player ADD COLUMN tutorials_seen text[] NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE player DROP COLUMN tutorials_seen`);
  }
}
