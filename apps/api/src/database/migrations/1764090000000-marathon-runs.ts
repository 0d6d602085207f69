import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarathonRuns1764090000000 implements MigrationInterface {
  name = 'MarathonRuns1764090000000';

  async up(db: QueryRunner): Promise<void> {
    // A marathon run: its verified puzzles and their play seconds, the lives its next game
    // starts with, and the serving of the puzzle it waits on (one at a time).
    await db.query(`
      CREATE TABLE marathon_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        day date NOT NULL,
        puzzles integer NOT NULL DEFAULT 0 CHECK (puzzles >= 0),
        seconds double precision NOT NULL DEFAULT 0 CHECK (seconds >= 0),
        lives smallint NOT NULL CHECK (lives >= 0),
        serving_id bigint REFERENCES served_puzzle (id) ON DELETE SET NULL,
        started_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    // One running run per player: two starts at once make one run.
    await db.query(
      `CREATE UNIQUE INDEX marathon_run_running ON marathon_run (player_id) WHERE ended_at IS NULL`,
    );
    // The best run and today's latest are read by the player's id.
    await db.query(`CREATE INDEX marathon_run_player ON marathon_run (player_id, puzzles DESC, seconds)`);
    // A serving made for a run is scored only with that run's id.
    await db.query(
      `ALTER TABLE served_puzzle ADD COLUMN marathon_run uuid REFERENCES marathon_run (id) ON DELETE CASCADE`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE served_puzzle DROP COLUMN marathon_run`);
    await db.query(`DROP TABLE marathon_run`);
  }
}
