import { BadRequestException, Injectable } from '@nestjs/common';
import type { ErrorResponse, ScoreResponse } from '@czeus/contract';
import { type GameEvent, replay, type GameSummary } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { rows } from '../database/rows.js';
import type { ScoreDto } from './dto/score.dto.js';

/** Gems the replay may spend: the ledger, not the log, is the authority on purchases. */
const REPLAY_GEM_BUDGET = 1_000_000;
/** Play time may exceed the time since the puzzle was served by no more than this (clock skew). */
const SERVED_SLACK_S = 5;
/** A claimed play time may differ from the replay's by rounding only. */
const PLAY_TIME_TOLERANCE_S = 1;

const refuse = (details: string[]): never => {
  const body: ErrorResponse = { statusCode: 400, message: 'puzzle-fail', details };
  throw new BadRequestException(body);
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
  constructor(private readonly db: DataSource) {}

  /**
   * Replays the game's log against the puzzle this player was served and records the
   * server's figures, crediting the gems earned through the ledger in the same transaction.
   * A claim the replay does not confirm, or a log the game rules reject, records nothing.
   */
  async record(caller: Caller, claim: ScoreDto): Promise<ScoreResponse> {
    const done = await this.stored(caller, claim.gameId);
    if (done) return done;

    const [served] = await rows<{ record: PuzzleRecord; seconds: number | string }>(
      this.db,
      `SELECT p.record, extract(epoch FROM now() - min(s.served_at)) AS seconds
         FROM served_puzzle s JOIN puzzle p ON p.id = s.puzzle_id
        WHERE s.player_id = $1 AND s.puzzle_id = $2
        GROUP BY p.record`,
      [caller.playerId, claim.puzzleId],
    );
    if (!served) refuse(['puzzleId: not served to this player']);
    const played = replay(served.record, claim.events as GameEvent[], REPLAY_GEM_BUDGET);
    if (!played.ok) refuse([`events[${played.index}]: ${played.reason}`]);
    const { summary } = played as { summary: GameSummary };
    if (!summary.finished || !summary.finishType) refuse(['events: the game is not finished']);
    if (summary.playTime > Number(served.seconds) + SERVED_SLACK_S)
      refuse(['playTime: longer than since the puzzle was served']);
    const mismatch = disagreements(claim, summary, served.record.difficulty);
    if (mismatch.length) refuse(mismatch);

    const stars = summary.stars;
    return this.db.transaction(async (tx) => {
      // The player's row is locked first: the game insert below takes a key-share lock on it
      // (the foreign key), and two posts of one player that both held that lock and then asked
      // for the row lock deadlocked (bench:api found it). NO KEY UPDATE still admits the
      // key-share locks of other inserts.
      let [{ gems }] = await rows<{ gems: number }>(
        tx,
        `SELECT gems FROM player WHERE id = $1 FOR NO KEY UPDATE`,
        [caller.playerId],
      );
      const [paid] = await rows<{ n: number | string }>(
        tx,
        `SELECT count(*) AS n FROM gem_entry WHERE player_id = $1 AND idempotency_key LIKE $2 AND reason IN ('smart-hint', 'reveal')`,
        [caller.playerId, `${claim.gameId}:%`],
      );
      if (summary.hintsUsed + summary.revealsUsed > Number(paid.n))
        refuse(['hintsUsed: more hints and reveals than were paid for']);
      const [inserted] = await rows<{ id: string }>(
        tx,
        `INSERT INTO game (player_id, game_key, puzzle_id, difficulty, finish_type, score, stars, gems_earned, play_time,
                           errors_made, hints_used, reveals_used, events)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (player_id, game_key) DO NOTHING RETURNING id`,
        [
          caller.playerId,
          claim.gameId,
          claim.puzzleId,
          served.record.difficulty,
          summary.finishType,
          summary.score,
          stars,
          summary.gemsEarned,
          summary.playTime,
          summary.errorsMade,
          summary.hintsUsed,
          summary.revealsUsed,
          JSON.stringify(claim.events),
        ],
      );
      if (inserted && summary.gemsEarned > 0) {
        gems += summary.gemsEarned;
        await tx.query(`UPDATE player SET gems = $2 WHERE id = $1`, [caller.playerId, gems]);
        await tx.query(
          `INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after) VALUES ($1, $2, 'game', $3, $4)`,
          [caller.playerId, summary.gemsEarned, `game:${claim.gameId}`, gems],
        );
      }
      return {
        gameId: claim.gameId,
        score: summary.score,
        stars,
        gemsEarned: summary.gemsEarned,
        playTime: summary.playTime,
        finishType: summary.finishType as 'success' | 'errors_fail',
        gems,
      };
    });
  }

  /** The recorded result of a game already posted (a retry). */
  private async stored(caller: Caller, gameId: string): Promise<ScoreResponse | undefined> {
    const [game] = await rows<StoredGame & { gems: number }>(
      this.db,
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

/** Where the claimed figures differ from the replay's. */
function disagreements(claim: ScoreDto, s: GameSummary, difficulty: number): string[] {
  const out: string[] = [];
  if (claim.score !== s.score) out.push(`score: the game gives ${s.score}`);
  if (claim.finishType !== s.finishType) out.push(`finishType: the game gives ${s.finishType}`);
  if (claim.errorsMade !== s.errorsMade) out.push(`errorsMade: the game gives ${s.errorsMade}`);
  if (claim.hintsUsed !== s.hintsUsed + s.revealsUsed)
    out.push(`hintsUsed: the game gives ${s.hintsUsed + s.revealsUsed}`);
  if (claim.difficulty !== difficulty) out.push(`difficulty: the puzzle's is ${difficulty}`);
  if (Math.abs(claim.playTime - s.playTime) > PLAY_TIME_TOLERANCE_S)
    out.push(`playTime: the game gives ${s.playTime}`);
  for (const star of ['finishedStar', 'timeStar', 'noerrorsStar'] as const) {
    if (claim[star] !== s[star]) out.push(`${star}: the game gives ${s[star]}`);
  }
  return out;
}
