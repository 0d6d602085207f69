import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsRetention1764020000000 implements MigrationInterface {
  name = 'AnalyticsRetention1764020000000';

  async up(db: QueryRunner): Promise<void> {
    // What remains of raw events once they are older than the retention: per tenant, UTC day
    // and event name, how many were sent and by how many sessions. No session ids are kept.
    await db.query(`
      CREATE TABLE analytics_daily (
        tenant varchar(64) NOT NULL,
        day date NOT NULL,
        event_name varchar(64) NOT NULL,
        events bigint NOT NULL,
        sessions integer NOT NULL,
        PRIMARY KEY (tenant, day, event_name)
      )`);
    // The roll-up finds the oldest day and deletes it by received_at alone.
    await db.query(`CREATE INDEX analytics_event_received_at ON analytics_event (received_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX analytics_event_received_at`);
    await db.query(`DROP TABLE analytics_daily`);
  }
}
