import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdTickets1763930000000 implements MigrationInterface {
  name = 'AdTickets1763930000000';

  async up(db: QueryRunner): Promise<void> {
    // One ticket per ad the server saw start; the reward needs it, once, and only after the ad ran.
    await db.query(`
      CREATE TABLE ad_ticket (
        ticket_hash char(64) PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX ad_ticket_player ON ad_ticket (player_id, used_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ad_ticket`);
  }
}
