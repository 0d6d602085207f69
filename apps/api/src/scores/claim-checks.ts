import { type GemSpendReason, purchaseKey } from '@czeus/contract';
import { COUNTDOWN_SECONDS, type GameSummary } from '@czeus/game';
import { decodePuzzle, numbersToFind, type PuzzleRecord } from '@czeus/puzzle';
import type { ScoreDto } from './dto/score.dto.js';

/**
 * The countdown and the play both happen between the serving and the score post, on one
 * server clock; the client measures play in milliseconds. Only rounding needs room.
 */
const SERVED_SLACK_S = 1;
/** A claimed play time may differ from the replay's by rounding only. */
const PLAY_TIME_TOLERANCE_S = 1;

/** Seconds a serving must have aged before a game of `playTime` seconds on it can be posted. */
export const leastServingAge = (playTime: number): number => playTime + COUNTDOWN_SECONDS - SERVED_SLACK_S;

/** Where the claimed figures differ from the replay's. */
export function disagreements(claim: ScoreDto, s: GameSummary, difficulty: number): string[] {
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

/**
 * Where a success came faster than a person solves its puzzle: under the puzzle's least
 * solving time (ms), less the share of its numbers the player bought by reveal. A failure earns
 * nothing anyway, and may honestly end in seconds (three wrong presses).
 */
export function tooFast(s: GameSummary, record: PuzzleRecord, leastSolvingMs: number): string[] {
  if (s.finishType !== 'success') return [];
  const numbers = numbersToFind(decodePuzzle(record));
  const found = Math.max(0, numbers - s.revealsUsed);
  const least = numbers === 0 ? 0 : (leastSolvingMs * found) / numbers;
  if (s.playTime * 1000 >= least) return [];
  return [`playTime: faster than a person solves this puzzle (at least ${(least / 1000).toFixed(2)} s)`];
}

/** The ledger entries that must have paid for a game's hints and reveals, one each. */
export function purchasesOf(gameId: string, s: GameSummary): { key: string; reason: GemSpendReason }[] {
  const keys = (reason: GemSpendReason, count: number) =>
    Array.from({ length: count }, (_, i) => ({ key: purchaseKey(gameId, reason, i + 1), reason }));
  return [...keys('smart-hint', s.hintsUsed), ...keys('reveal', s.revealsUsed)];
}
