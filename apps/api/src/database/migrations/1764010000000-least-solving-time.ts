import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeastSolvingTime1764010000000 implements MigrationInterface {
  name = 'LeastSolvingTime1764010000000';

  async up(db: QueryRunner): Promise<void> {
    // The least play (ms) a person needs on the puzzle (leastSolvingMs); a score faster than it
    // is refused. Stored when the puzzle is made; puzzles stored before get it at their first score.
    await db.query(`ALTER TABLE puzzle ADD COLUMN least_solving_ms integer CHECK (least_solving_ms >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE puzzle DROP COLUMN least_solving_ms`);
  }
}
