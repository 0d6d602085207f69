import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyPuzzle1764050000000 implements MigrationInterface {
  name = 'DailyPuzzle1764050000000';

  async up(db: QueryRunner): Promise<void> {
    // A daily is made for its date and is in no slot of the bank: GET /game never picks it, and
    // the bank's counts per slot (its seeds' indexes) leave it out.
    await db.query(`ALTER TABLE puzzle ADD COLUMN daily boolean NOT NULL DEFAULT false`);
    // The one puzzle of each UTC date; once chosen it never changes (the key refuses a second).
    await db.query(`
      CREATE TABLE daily_puzzle (
        day date PRIMARY KEY,
        puzzle_id varchar(100) NOT NULL UNIQUE REFERENCES puzzle (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A player's first finished game of a daily, served and scored on its date: the one that
    // ranks. The key is one row per player and date, so racing posts cannot rank twice.
    await db.query(`
      CREATE TABLE daily_result (
        day date NOT NULL REFERENCES daily_puzzle (day),
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        tenant varchar(64) NOT NULL,
        game_id uuid NOT NULL UNIQUE REFERENCES game (id) ON DELETE CASCADE,
        solved boolean NOT NULL,
        hints smallint NOT NULL,
        errors smallint NOT NULL,
        play_time real NOT NULL,
        stars smallint NOT NULL,
        finished_at timestamptz NOT NULL,
        PRIMARY KEY (day, player_id)
      )`);
    // The leaderboard's order, so the top and the rows around a player are an index range.
    await db.query(
      `CREATE INDEX daily_result_rank ON daily_result (tenant, day, hints, errors, play_time, finished_at, player_id)
        WHERE solved`,
    );
    // A player's streak as of the last day it covered (a solved daily, or a missed day a freeze covered).
    await db.query(`
      CREATE TABLE daily_streak (
        player_id uuid PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
        current integer NOT NULL CHECK (current >= 0),
        best integer NOT NULL CHECK (best >= current),
        freezes smallint NOT NULL CHECK (freezes BETWEEN 0 AND 2),
        last_day date NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE daily_streak`);
    await db.query(`DROP TABLE daily_result`);
    await db.query(`DROP TABLE daily_puzzle`);
    await db.query(`ALTER TABLE puzzle DROP COLUMN daily`);
  }
}
