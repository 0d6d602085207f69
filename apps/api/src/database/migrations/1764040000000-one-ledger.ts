import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OneLedger1764040000000 implements MigrationInterface {
  name = 'OneLedger1764040000000';

  async up(db: QueryRunner): Promise<void> {
    // A player is made with no gems; the start gems are the ledger's first movement like any
    // other (ledger/ledger.ts), so no statement but the ledger's names the balance.
    await db.query(`ALTER TABLE player ALTER COLUMN gems SET DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE player ALTER COLUMN gems DROP DEFAULT`);
  }
}
