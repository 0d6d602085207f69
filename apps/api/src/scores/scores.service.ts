import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import type { ErrorResponse, ScoreResponse } from '@czeus/contract';
import { type GameEvent, gemsEarned, replay, type GameSummary } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { dayOf } from '../daily/daily-dates.js';
import { recordDailyGame } from '../daily/daily-results.js';
import { rows } from '../database/rows.js';
import { credit } from '../ledger/ledger.js';
import { advanceRun, runForScore } from '../marathon/run-score.js';
import { storedLeastSolvingMs } from '../puzzles/least-solving.js';
import { GEM_PRICES } from '../rewards/economy.js';
import { disagreements, leastServingAge, purchasesOf, tooFast } from './claim-checks.js';
import type { ScoreDto } from './dto/score.dto.js';

/** Gems the replay may spend: the ledger, not the log, is the authority on purchases. */
const REPLAY_GEM_BUDGET = 1_000_000;

const refuse = (details: string[], status: 400 | 409 = 400): never => {
  const body: ErrorResponse = { statusCode: status, message: 'puzzle-fail', details };
  throw status === 400 ? new BadRequestException(body) : new ConflictException(body);
};

interface StoredGame {
  score: number;
  stars: number;
  gems_earned: number;
  play_time: number;
  finish_type: 'success' | 'errors_fail';
}

@Injectable()
export class ScoresService {
  constructor(
    private readonly db: DataSource,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Replays the game's log against the puzzle this player was served and records the
   * server's figures, crediting the gems earned through the ledger in the same transaction.
   * A claim the replay does not confirm, a log the game rules reject, or a success faster
   * than a person solves the puzzle records nothing.
   */
  async record(caller: Caller, claim: ScoreDto): Promise<ScoreResponse> {
    const done = await this.stored(this.db, caller, claim.gameId);
    if (done) return done;
    // A marathon game starts with its run's lives; the run is read before the replay and
    // moved on only if it still waits on this game with them (advanceRun).
    const today = dayOf(this.clock.now());
    const run = claim.runId
      ? await runForScore(this.db, caller.playerId, claim.runId, claim.puzzleId, today)
      : undefined;

    const [served] = await rows<{ record: PuzzleRecord; least_solving_ms: number | null }>(
      this.db,
      `SELECT p.record, p.least_solving_ms FROM puzzle p
        WHERE p.id = $2 AND EXISTS (SELECT 1 FROM served_puzzle s WHERE s.player_id = $1 AND s.puzzle_id = p.id)`,
      [caller.playerId, claim.puzzleId],
    );
    if (!served) refuse(['puzzleId: not served to this player']);
    const played = replay(served.record, claim.events as GameEvent[], REPLAY_GEM_BUDGET, 0, run?.lives);
    if (!played.ok) refuse([`events[${played.index}]: ${played.reason}`]);
    const { summary } = played as { summary: GameSummary };
    if (!summary.finished || !summary.finishType) refuse(['events: the game is not finished']);
    const mismatch = disagreements(claim, summary, served.record.difficulty);
    if (mismatch.length) refuse(mismatch);
    const least = await storedLeastSolvingMs(this.db, served.record, served.least_solving_ms);
    const hurried = tooFast(summary, served.record, least);
    if (hurried.length) refuse(hurried);

    return this.db.transaction(async (tx) => {
      // The player's row is locked first, so one player's posts are checked one at a time
      // (two racing for one serving cannot both take it), and the game insert's key-share lock
      // on the row (its foreign key) cannot deadlock with another post (bench:api found it).
      let [{ gems }] = await rows<{ gems: number }>(
        tx,
        `SELECT gems FROM player WHERE id = $1 FOR NO KEY UPDATE`,
        [caller.playerId],
      );
      const retried = await this.stored(tx, caller, claim.gameId);
      if (retried) return retried;
      const serving = run
        ? await this.runServing(tx, run.servingId, summary.playTime)
        : await this.servingFor(tx, caller, claim.puzzleId, summary.playTime);
      await this.refuseUnpaid(tx, caller, claim.gameId, summary);

      const success = summary.finishType === 'success';
      const { difficulty, difficultyLevel: band } = served.record;
      const earned = Math.min(
        await this.owed(tx, caller, claim.puzzleId, gemsEarned(band, summary.stars, success)),
        await this.leftToday(tx, caller),
      );
      const [inserted] = await rows<{ id: string }>(
        tx,
        `INSERT INTO game (player_id, game_key, puzzle_id, difficulty, finish_type, score, stars, gems_earned, play_time,
                           errors_made, hints_used, reveals_used, events)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          caller.playerId,
          claim.gameId,
          claim.puzzleId,
          difficulty,
          summary.finishType,
          summary.score,
          summary.stars,
          earned,
          summary.playTime,
          summary.errorsMade,
          summary.hintsUsed,
          summary.revealsUsed,
          JSON.stringify(claim.events),
        ],
      );
      await tx.query(`UPDATE served_puzzle SET game_id = $2 WHERE id = $1`, [serving, inserted.id]);
      await recordDailyGame(tx, {
        playerId: caller.playerId,
        tenant: caller.tenant,
        puzzleId: claim.puzzleId,
        servingId: serving,
        gameId: inserted.id,
        summary,
        now: this.clock.now(),
      });
      if (earned > 0) gems = await credit(tx, caller.playerId, earned, 'game', `game:${claim.gameId}`);
      const marathon = run
        ? await advanceRun(tx, run, summary, this.clock.now(), today, caller.playerId)
        : undefined;
      return {
        gameId: claim.gameId,
        score: summary.score,
        stars: summary.stars,
        gemsEarned: earned,
        playTime: summary.playTime,
        finishType: summary.finishType as 'success' | 'errors_fail',
        gems,
        ...(marathon ? { marathon } : {}),
      };
    });
  }

  /**
   * The serving this game was played on: one of this player's servings of the puzzle not yet
   * scored, old enough to hold the countdown and the play time; the newest such. Refused when
   * every serving was scored (another id for a game already posted) or none is old enough. A
   * zen serving is never one: zen pays nothing, and what it showed (the solution at its end)
   * must not carry into a scored game of the same serving.
   */
  private async servingFor(
    tx: EntityManager,
    caller: Caller,
    puzzleId: string,
    playTime: number,
  ): Promise<string> {
    const servings = await rows<{ id: string; age: number | string; zen: boolean; run: string | null }>(
      tx,
      `SELECT id, extract(epoch FROM $3::timestamptz - served_at) AS age, zen, marathon_run AS run FROM served_puzzle
        WHERE player_id = $1 AND puzzle_id = $2 AND game_id IS NULL ORDER BY served_at DESC`,
      [caller.playerId, puzzleId, this.clock.now()],
    );
    const open = servings.filter((s) => !s.zen && !s.run);
    if (open.length === 0 && servings.some((s) => s.run))
      refuse(['runId: served for a marathon run, posted without it']);
    if (open.length === 0 && servings.length > 0) refuse(['puzzleId: served for zen, which scores nothing']);
    if (open.length === 0) refuse(['gameId: every serving of this puzzle to this player was scored'], 409);
    const serving = open.find((s) => Number(s.age) >= leastServingAge(playTime));
    if (!serving) refuse(['playTime: longer than since the puzzle was served']);
    return (serving as { id: string }).id;
  }

  /** A marathon game's serving (its run's waiting one), old enough to hold the play time. */
  private async runServing(tx: EntityManager, servingId: string, playTime: number): Promise<string> {
    const [serving] = await rows<{ age: number | string }>(
      tx,
      `SELECT extract(epoch FROM $2::timestamptz - served_at) AS age FROM served_puzzle
        WHERE id = $1 AND game_id IS NULL`,
      [servingId, this.clock.now()],
    );
    if (!serving) refuse(['runId: the run moved on'], 409);
    if (Number(serving.age) < leastServingAge(playTime))
      refuse(['playTime: longer than since the puzzle was served']);
    return servingId;
  }

  /**
   * One prize per puzzle: a game pays what its stars are worth less what the puzzle has paid
   * this player so far, so a better result pays only its extra stars, and gems the daily cap
   * held back can be earned by playing the puzzle again another day.
   */
  private async owed(tx: EntityManager, caller: Caller, puzzleId: string, worth: number): Promise<number> {
    const [paid] = await rows<{ gems: number | string }>(
      tx,
      `SELECT coalesce(sum(gems_earned), 0) AS gems FROM game WHERE player_id = $1 AND puzzle_id = $2`,
      [caller.playerId, puzzleId],
    );
    return Math.max(0, worth - Number(paid.gems));
  }

  /** Gems games may still pay the player this UTC day (config `gameGemsDailyCap`). */
  private async leftToday(tx: EntityManager, caller: Caller): Promise<number> {
    const [today] = await rows<{ gems: number | string }>(
      tx,
      `SELECT coalesce(sum(amount), 0) AS gems FROM gem_entry
        WHERE player_id = $1 AND reason = 'game'
          AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [caller.playerId],
    );
    return Math.max(0, this.config.gameGemsDailyCap - Number(today.gems));
  }

  /** Each hint and reveal of the game must match its own ledger entry of this game, at its price. */
  private async refuseUnpaid(
    tx: EntityManager,
    caller: Caller,
    gameId: string,
    summary: GameSummary,
  ): Promise<void> {
    const wanted = purchasesOf(gameId, summary);
    if (wanted.length === 0) return;
    const paid = await rows<{ idempotency_key: string; reason: string; amount: number }>(
      tx,
      `SELECT idempotency_key, reason, amount FROM gem_entry WHERE player_id = $1 AND idempotency_key = ANY($2)`,
      [caller.playerId, wanted.map((w) => w.key)],
    );
    const unpaid = wanted.filter(
      (w) =>
        !paid.some(
          (p) => p.idempotency_key === w.key && p.reason === w.reason && p.amount === -GEM_PRICES[w.reason],
        ),
    );
    if (unpaid.length) refuse(unpaid.map((u) => `hintsUsed: ${u.key} was not paid for`));
  }

  /** The recorded result of a game already posted (a retry). */
  private async stored(
    db: DataSource | EntityManager,
    caller: Caller,
    gameId: string,
  ): Promise<ScoreResponse | undefined> {
    const [game] = await rows<StoredGame & { gems: number }>(
      db,
      `SELECT g.score, g.stars, g.gems_earned, g.play_time, g.finish_type, p.gems
         FROM game g JOIN player p ON p.id = g.player_id
        WHERE g.player_id = $1 AND g.game_key = $2`,
      [caller.playerId, gameId],
    );
    if (!game) return undefined;
    return {
      gameId,
      score: game.score,
      stars: game.stars,
      gemsEarned: game.gems_earned,
      playTime: game.play_time,
      finishType: game.finish_type,
      gems: game.gems,
    };
  }
}
