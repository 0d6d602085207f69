import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyRankCounts1764070000000 implements MigrationInterface {
  name = 'DailyRankCounts1764070000000';

  async up(db: QueryRunner): Promise<void> {
    // Whether the result is shown to others (its player has an account): kept on the row, so the
    // ranking's index holds exactly the listed results and no read joins the players to filter.
    await db.query(`ALTER TABLE daily_result ADD COLUMN listed boolean NOT NULL DEFAULT false`);
    await db.query(`
      UPDATE daily_result r SET listed = true
        FROM player p WHERE p.id = r.player_id AND p.username IS NOT NULL`);
    await db.query(`DROP INDEX daily_result_rank`);
    await db.query(
      `CREATE INDEX daily_result_rank ON daily_result (tenant, day, hints, errors, play_time, finished_at, player_id)
        WHERE solved AND listed`,
    );
    // Listed solved results per date counted by (hints, errors, whole seconds of play): a rank
    // is the sum of the counts ahead plus the few results of its own second, instead of a count
    // of every row ahead (half a million at the middle of a million).
    await db.query(`
      CREATE TABLE daily_rank_count (
        tenant varchar(64) NOT NULL,
        day date NOT NULL,
        hints smallint NOT NULL,
        errors smallint NOT NULL,
        play_second integer NOT NULL,
        n integer NOT NULL CHECK (n > 0),
        PRIMARY KEY (tenant, day, hints, errors, play_second)
      )`);
    await db.query(`
      INSERT INTO daily_rank_count (tenant, day, hints, errors, play_second, n)
      SELECT tenant, day, hints, errors, floor(play_time)::integer, count(*)
        FROM daily_result WHERE solved AND listed
       GROUP BY tenant, day, hints, errors, floor(play_time)::integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE daily_rank_count`);
    await db.query(`DROP INDEX daily_result_rank`);
    await db.query(
      `CREATE INDEX daily_result_rank ON daily_result (tenant, day, hints, errors, play_time, finished_at, player_id)
        WHERE solved`,
    );
    await db.query(`ALTER TABLE daily_result DROP COLUMN listed`);
  }
}
