import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PuzzleBank1763910000000 implements MigrationInterface {
  name = 'PuzzleBank1763910000000';

  async up(db: QueryRunner): Promise<void> {
    // Puzzles are content shared by every tenant; what a player was served is theirs.
    await db.query(`
      CREATE TABLE puzzle (
        id varchar(100) PRIMARY KEY,
        level smallint NOT NULL,
        shape smallint NOT NULL,
        band smallint NOT NULL,
        difficulty smallint NOT NULL,
        record jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX puzzle_choice ON puzzle (level, shape, band)`);
    await db.query(`
      CREATE TABLE served_puzzle (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        puzzle_id varchar(100) NOT NULL REFERENCES puzzle (id),
        served_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX served_puzzle_player ON served_puzzle (player_id, puzzle_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE served_puzzle`);
    await db.query(`DROP TABLE puzzle`);
  }
}
