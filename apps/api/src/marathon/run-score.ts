import type { ErrorResponse, MarathonScore } from '@czeus/contract';
import { type GameSummary, livesAfterSolve } from '@czeus/game';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { rows } from '../database/rows.js';
import { bestRun, RUN_COLUMNS, type RunRow, runView } from './marathon-runs.js';

/** The run a score post names, as read before its replay. */
export interface RunForScore {
  id: string;
  lives: number;
  servingId: string;
}

const refuse = (detail: string, status: 400 | 409 = 400): never => {
  const body: ErrorResponse = { statusCode: status, message: 'puzzle-fail', details: [detail] };
  throw status === 400 ? new BadRequestException(body) : new ConflictException(body);
};

/**
 * The caller's run a score post names, running and of `today`, waiting on a serving of the
 * posted puzzle: its lives are what the game started with, so the replay uses them.
 */
export async function runForScore(
  db: DataSource,
  playerId: string,
  runId: string,
  puzzleId: string,
  today: string,
): Promise<RunForScore> {
  const [run] = await rows<
    Pick<RunRow, 'id' | 'day' | 'lives' | 'serving_id' | 'over'> & { puzzle_id: string | null }
  >(
    db,
    `SELECT r.id, r.day::text AS day, r.lives, r.serving_id::text AS serving_id,
            r.ended_at IS NOT NULL AS over, s.puzzle_id
       FROM marathon_run r LEFT JOIN served_puzzle s ON s.id = r.serving_id AND s.game_id IS NULL
      WHERE r.id = $1 AND r.player_id = $2`,
    [runId, playerId],
  );
  if (!run) return refuse('runId: no such run of this player');
  if (run.over) refuse('runId: the run is over', 409);
  if (run.day !== today) refuse('runId: the run is from another day', 409);
  if (!run.serving_id || run.puzzle_id !== puzzleId) refuse("puzzleId: not the run's waiting puzzle");
  return { id: run.id, lives: Number(run.lives), servingId: run.serving_id as string };
}

/**
 * Moves the run on by its verified game, in the score's transaction: a solve adds the puzzle,
 * its seconds and a little life; a loss ends the run. Only while the run still waits on this
 * serving with the lives the replay started from, so two posts cannot move it twice.
 */
export async function advanceRun(
  tx: EntityManager,
  run: RunForScore,
  summary: GameSummary,
  now: Date,
  today: string,
  playerId: string,
): Promise<MarathonScore> {
  const solved = summary.finishType === 'success';
  const [moved] = await rows<RunRow>(
    tx,
    `UPDATE marathon_run
        SET puzzles = puzzles + $4, seconds = seconds + $5, lives = $6, serving_id = NULL,
            ended_at = CASE WHEN $7 THEN NULL ELSE $8::timestamptz END
      WHERE id = $1 AND serving_id = $2 AND lives = $3 AND ended_at IS NULL AND day = $9::date
      RETURNING ${RUN_COLUMNS}`,
    [
      run.id,
      run.servingId,
      run.lives,
      solved ? 1 : 0,
      solved ? summary.playTime : 0,
      solved ? livesAfterSolve(summary.livesLeft) : 0,
      solved,
      now,
      today,
    ],
  );
  if (!moved) refuse('runId: the run moved on', 409);
  return { run: runView(moved, today), best: await bestRun(tx, playerId) };
}
