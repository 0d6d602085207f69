import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StockedServings1764100000000 implements MigrationInterface {
  name = 'StockedServings1764100000000';

  async up(db: QueryRunner): Promise<void> {
    // A serving kept on the player's device for play without the network: the slot it was
    // stocked for (land-shape-difficulty), so the stock is counted and answered per slot.
    await db.query(`ALTER TABLE served_puzzle ADD COLUMN stock_slot text`);
    await db.query(
      `CREATE INDEX served_puzzle_stock ON served_puzzle (player_id, stock_slot, served_at)
        WHERE stock_slot IS NOT NULL AND game_id IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX served_puzzle_stock`);
    await db.query(`ALTER TABLE served_puzzle DROP COLUMN stock_slot`);
  }
}
