import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Games1763920000000 implements MigrationInterface {
  name = 'Games1763920000000';

  async up(db: QueryRunner): Promise<void> {
    // A finished game with the figures the server's replay of its log gave.
    await db.query(`
      CREATE TABLE game (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        player_id uuid NOT NULL REFERENCES player (id) ON DELETE CASCADE,
        game_key varchar(64) NOT NULL,
        puzzle_id varchar(100) NOT NULL REFERENCES puzzle (id),
        difficulty smallint NOT NULL,
        finish_type varchar(16) NOT NULL,
        score integer NOT NULL CHECK (score >= 0),
        stars smallint NOT NULL,
        gems_earned integer NOT NULL,
        play_time real NOT NULL,
        errors_made smallint NOT NULL,
        hints_used smallint NOT NULL,
        reveals_used smallint NOT NULL,
        events jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT game_once UNIQUE (player_id, game_key)
      )`);
    await db.query(`CREATE INDEX game_player ON game (player_id, score DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE game`);
  }
}
