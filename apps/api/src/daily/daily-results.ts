import type { GameSummary } from '@czeus/game';
import type { EntityManager } from 'typeorm';
import { rows } from '../database/rows.js';
import { type Day, dayOf } from './daily-dates.js';
import { type StoredStreak, streakAfterSolve } from './streak.js';

/** A scored game as the daily sees it, inside the score's transaction. */
export interface ScoredGame {
  playerId: string;
  tenant: string;
  puzzleId: string;
  /** The serving the score took (`served_puzzle.id`). */
  servingId: string;
  /** The recorded game's id (`game.id`). */
  gameId: string;
  summary: GameSummary;
  /** The server's clock at the score. */
  now: Date;
}

/**
 * Ranks a game of a daily played on its date: served and scored on that UTC date. The player's
 * first such finished game is the one that ranks (a failure too, so a lost first try cannot be
 * replaced by a better second); games of the archive, games that crossed midnight and later
 * games change nothing. A solve on its date extends the player's streak. Runs inside the
 * score's transaction, which holds the player's row, so one player's games come here one at
 * a time; the result's key keeps a race from ranking twice all the same.
 */
export async function recordDailyGame(tx: EntityManager, game: ScoredGame): Promise<void> {
  const [daily] = await rows<{ day: Day; served_day: Day }>(
    tx,
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            to_char(s.served_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS served_day
       FROM daily_puzzle d JOIN served_puzzle s ON s.id = $2
      WHERE d.puzzle_id = $1`,
    [game.puzzleId, game.servingId],
  );
  const today = dayOf(game.now);
  if (!daily || daily.day !== today || daily.served_day !== today) return;
  const { summary } = game;
  const solved = summary.finishType === 'success';
  const ranked = await rows<RankedRow>(
    tx,
    `INSERT INTO daily_result (day, player_id, tenant, game_id, solved, hints, errors, play_time, stars, finished_at, listed)
     SELECT $1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, p.username IS NOT NULL FROM player p WHERE p.id = $2
     ON CONFLICT (day, player_id) DO NOTHING
     RETURNING tenant, to_char(day, 'YYYY-MM-DD') AS day, hints, errors, play_time, solved AND listed AS counted`,
    [
      today,
      game.playerId,
      game.tenant,
      game.gameId,
      solved,
      summary.hintsUsed + summary.revealsUsed,
      summary.errorsMade,
      summary.playTime,
      summary.stars,
      game.now,
    ],
  );
  await countRanked(tx, ranked);
  if (solved) await extendStreak(tx, game.playerId, today);
}

interface RankedRow {
  tenant: string;
  day: Day;
  hints: number;
  errors: number;
  play_time: number;
  /** Solved and listed: a row of the ranking. */
  counted: boolean;
}

/**
 * A guest who makes an account is listed from then on, with the results it ranked as a guest.
 * Runs in the transaction that gives the player its username.
 */
export async function listDailyResults(tx: EntityManager, playerId: string): Promise<void> {
  const listed = await rows<RankedRow>(
    tx,
    `UPDATE daily_result SET listed = true WHERE player_id = $1 AND NOT listed
     RETURNING tenant, to_char(day, 'YYYY-MM-DD') AS day, hints, errors, play_time, solved AS counted`,
    [playerId],
  );
  await countRanked(tx, listed);
}

/** Adds rows that joined a ranking to the counts ranks are read from (`daily_rank_count`). */
async function countRanked(tx: EntityManager, results: RankedRow[]): Promise<void> {
  for (const r of results.filter((row) => row.counted)) {
    await tx.query(
      `INSERT INTO daily_rank_count (tenant, day, hints, errors, play_second, n)
       VALUES ($1, $2::date, $3, $4, floor($5::real)::integer, 1)
       ON CONFLICT (tenant, day, hints, errors, play_second) DO UPDATE SET n = daily_rank_count.n + 1`,
      [r.tenant, r.day, r.hints, r.errors, r.play_time],
    );
  }
}

async function extendStreak(tx: EntityManager, playerId: string, day: Day): Promise<void> {
  const [stored] = await rows<StoredStreak>(
    tx,
    `SELECT current, best, freezes, to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
       FROM daily_streak WHERE player_id = $1`,
    [playerId],
  );
  const next = streakAfterSolve(stored, day);
  await tx.query(
    `INSERT INTO daily_streak (player_id, current, best, freezes, last_day) VALUES ($1, $2, $3, $4, $5::date)
     ON CONFLICT (player_id) DO UPDATE
       SET current = excluded.current, best = excluded.best, freezes = excluded.freezes, last_day = excluded.last_day`,
    [playerId, next.current, next.best, next.freezes, next.lastDay],
  );
}
