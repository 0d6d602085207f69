import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ErrorResponse, MarathonResponse } from '@czeus/contract';
import { MARATHON_START_LIVES, marathonSlot } from '@czeus/game';
import type { Band, Level, PuzzleRecord, ShapeNumber } from '@czeus/puzzle';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { dayOf } from '../daily/daily-dates.js';
import { rows } from '../database/rows.js';
import { PuzzlesService } from '../puzzles/puzzles.service.js';
import { bestRun, RUN_COLUMNS, type RunRow, runView } from './marathon-runs.js';

const refuse = (status: 404 | 409, detail: string): never => {
  const body: ErrorResponse = { statusCode: status, message: 'puzzle-fail', details: [detail] };
  throw status === 404 ? new NotFoundException(body) : new ConflictException(body);
};

/**
 * Marathon runs: started, resumed the same UTC day (the server's clock), and served puzzle by
 * puzzle. A run moves on only in the score post of its game (scores.service.ts), so every
 * puzzle it counts is an ordinary verified game.
 */
@Injectable()
export class MarathonService {
  constructor(
    private readonly db: DataSource,
    private readonly puzzles: PuzzlesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today's latest run (the running one first) and the best run. */
  async status(caller: Caller): Promise<MarathonResponse> {
    const today = dayOf(this.clock.now());
    const [latest] = await rows<RunRow>(
      this.db,
      `SELECT ${RUN_COLUMNS} FROM marathon_run WHERE player_id = $1 AND day = $2::date
        ORDER BY ended_at IS NULL DESC, started_at DESC LIMIT 1`,
      [caller.playerId, today],
    );
    return { run: latest ? runView(latest, today) : null, best: await bestRun(this.db, caller.playerId) };
  }

  /**
   * Resumes today's running run, or starts one. A run still running from an earlier day ends
   * here: it cannot be resumed. The unique running run per player makes two starts at once one.
   */
  async start(caller: Caller): Promise<MarathonResponse> {
    const now = this.clock.now();
    const today = dayOf(now);
    await this.db.query(
      `UPDATE marathon_run SET ended_at = $2 WHERE player_id = $1 AND ended_at IS NULL AND day < $3::date`,
      [caller.playerId, now, today],
    );
    await this.db.query(
      `INSERT INTO marathon_run (player_id, day, lives, started_at) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (player_id) WHERE ended_at IS NULL DO NOTHING`,
      [caller.playerId, today, MARATHON_START_LIVES, now],
    );
    return this.status(caller);
  }

  /**
   * The puzzle of the run's next step: the one already served while its game is not posted
   * (a resume plays the same puzzle), else a new serving of the next slot, marked with the run.
   */
  async serve(caller: Caller, runId: string): Promise<PuzzleRecord> {
    const run = await this.running(caller, runId);
    const waiting = run.serving_id ? await this.servedPuzzle(this.db, run.serving_id) : undefined;
    if (waiting) return waiting;
    const step = marathonSlot(Number(run.puzzles));
    // Picked (perhaps made) outside the transaction: the embedded database has one session.
    const record = await this.puzzles.pick(caller, {
      level: step.level as Level,
      shape: step.shape as ShapeNumber,
      band: step.band as Band,
    });
    return this.db.transaction(async (tx) => {
      const [locked] = await rows<{ serving_id: string | null; puzzles: number }>(
        tx,
        `SELECT serving_id::text AS serving_id, puzzles FROM marathon_run
          WHERE id = $1 AND ended_at IS NULL FOR UPDATE`,
        [run.id],
      );
      if (!locked || Number(locked.puzzles) !== Number(run.puzzles)) refuse(409, 'runId: the run moved on');
      // Another request served the step meanwhile: both get that one.
      const raced = locked.serving_id ? await this.servedPuzzle(tx, locked.serving_id) : undefined;
      if (raced) return raced;
      const [serving] = await rows<{ id: string }>(
        tx,
        `INSERT INTO served_puzzle (player_id, puzzle_id, served_at, marathon_run) VALUES ($1, $2, $3, $4)
         RETURNING id::text AS id`,
        [caller.playerId, record.puzzleId, this.clock.now(), run.id],
      );
      await tx.query(`UPDATE marathon_run SET serving_id = $2 WHERE id = $1`, [run.id, serving.id]);
      return record;
    });
  }

  /** The caller's run, running and of today; a stale one is ended as it is found. */
  private async running(caller: Caller, runId: string): Promise<RunRow> {
    const now = this.clock.now();
    const [run] = await rows<RunRow>(
      this.db,
      `SELECT ${RUN_COLUMNS} FROM marathon_run WHERE id = $1 AND player_id = $2`,
      [runId, caller.playerId],
    );
    if (!run) return refuse(404, 'runId: no such run of this player');
    if (run.over) refuse(409, 'runId: the run is over');
    if (run.day !== dayOf(now)) {
      await this.db.query(`UPDATE marathon_run SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [
        run.id,
        now,
      ]);
      refuse(409, 'runId: the run is from another day');
    }
    return run;
  }

  /** The puzzle of a serving not yet scored. */
  private async servedPuzzle(
    db: DataSource | EntityManager,
    servingId: string,
  ): Promise<PuzzleRecord | undefined> {
    const [served] = await rows<{ record: PuzzleRecord }>(
      db,
      `SELECT p.record FROM served_puzzle s JOIN puzzle p ON p.id = s.puzzle_id WHERE s.id = $1 AND s.game_id IS NULL`,
      [servingId],
    );
    return served?.record;
  }
}
