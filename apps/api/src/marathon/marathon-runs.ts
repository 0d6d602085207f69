import type { MarathonResult, MarathonRun } from '@czeus/contract';
import { marathonSlot } from '@czeus/game';
import type { DataSource, EntityManager } from 'typeorm';
import { rows } from '../database/rows.js';

/** A run as stored; pg gives bigint and count as strings. */
export interface RunRow {
  id: string;
  day: string;
  puzzles: number;
  seconds: number;
  lives: number;
  serving_id: string | null;
  over: boolean;
}

/** The columns of a RunRow, for `SELECT … FROM marathon_run`. */
export const RUN_COLUMNS = `id, day::text AS day, puzzles, seconds, lives, serving_id::text AS serving_id,
  ended_at IS NOT NULL AS over`;

/** A run as the player sees it: one from another day is over whatever its row says. */
export function runView(row: RunRow, today: string): MarathonRun {
  const over = row.over || row.day !== today;
  return {
    runId: row.id,
    day: row.day,
    puzzles: Number(row.puzzles),
    seconds: Math.round(Number(row.seconds) * 1000) / 1000,
    lives: over ? 0 : Number(row.lives),
    over,
    next: over ? null : marathonSlot(Number(row.puzzles)),
  };
}

/** The player's best run: most puzzles, then fewest seconds (index `marathon_run_player`). */
export async function bestRun(
  db: DataSource | EntityManager,
  playerId: string,
): Promise<MarathonResult | null> {
  const [best] = await rows<{ puzzles: number; seconds: number }>(
    db,
    `SELECT puzzles, seconds FROM marathon_run WHERE player_id = $1 AND puzzles > 0
      ORDER BY puzzles DESC, seconds LIMIT 1`,
    [playerId],
  );
  return best
    ? { puzzles: Number(best.puzzles), seconds: Math.round(Number(best.seconds) * 1000) / 1000 }
    : null;
}
