import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsEvents1763880000000 implements MigrationInterface {
  name = 'AnalyticsEvents1763880000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE analytics_event (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant varchar(64) NOT NULL,
        session_id varchar(64) NOT NULL,
        event_name varchar(64) NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX analytics_event_tenant_name ON analytics_event (tenant, event_name, received_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE analytics_event`);
  }
}
