import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyResultsByPlayer1764060000000 implements MigrationInterface {
  name = 'DailyResultsByPlayer1764060000000';

  async up(db: QueryRunner): Promise<void> {
    // A player's solved dates in order (GET /user/stats's calendar and freezes): the key is
    // (day, player_id), which finds one date's rows, not one player's.
    await db.query(`CREATE INDEX daily_result_player ON daily_result (player_id, day)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX daily_result_player`);
  }
}
