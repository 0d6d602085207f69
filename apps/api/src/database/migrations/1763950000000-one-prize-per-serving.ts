import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OnePrizePerServing1763950000000 implements MigrationInterface {
  name = 'OnePrizePerServing1763950000000';

  async up(db: QueryRunner): Promise<void> {
    // A serving is scored at most once: the game that used it. Unique, so two posts that race
    // for one serving cannot both take it.
    await db.query(
      `ALTER TABLE served_puzzle ADD COLUMN game_id uuid UNIQUE REFERENCES game (id) ON DELETE SET NULL`,
    );
    // A puzzle's prize is paid once per player: the best stars so far are read per puzzle.
    await db.query(`CREATE INDEX game_player_puzzle ON game (player_id, puzzle_id)`);
    // The daily reward's day is the player's calendar day in the zone fixed at their first
    // claim; the time of the last credit bounds how soon a changed zone may pay again.
    await db.query(
      `ALTER TABLE player ADD COLUMN daily_zone varchar(64), ADD COLUMN last_daily_at timestamptz`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE player DROP COLUMN daily_zone, DROP COLUMN last_daily_at`);
    await db.query(`DROP INDEX game_player_puzzle`);
    await db.query(`ALTER TABLE served_puzzle DROP COLUMN game_id`);
  }
}
