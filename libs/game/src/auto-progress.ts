import type { Band, Level, ShapeNumber } from '@czeus/puzzle';

/**
 * Auto-progress (spec sections 3, 4, 9): counters move with each result; when one reaches its
 * land's threshold, "Continue" moves along the sequence of (land, shape, difficulty) steps.
 */
export interface AutoProgress {
  /** Perfect games (three stars, no hint). */
  W: number;
  /** Three-star games, hinted or not. */
  Y: number;
  /** Finished games. */
  A: number;
  /** Games not finished successfully. */
  B: number;
  /** X and Z are in the spec's state with no rule given: kept, never moved. */
  X: number;
  Z: number;
  /** Index in SEQUENCE of the current step. */
  step: number;
  last: { puzzleId: string; result: GameResult } | null;
}

export type GameResult = 'perfect' | 'hinted' | 'finished' | 'failed';
export type LevelUp = 'W' | 'Y' | 'A' | 'B' | null;

export const INITIAL_PROGRESS: AutoProgress = { W: 0, X: 0, Y: 0, Z: 0, A: 0, B: 0, step: 0, last: null };

/** Spec section 9: thresholds (W, Y, A, B) per land. */
export const THRESHOLDS: Record<Level, { W: number; Y: number; A: number; B: number }> = {
  1: { W: 1, Y: 1, A: 2, B: 1 },
  2: { W: 2, Y: 2, A: 3, B: 1 },
  3: { W: 2, Y: 2, A: 4, B: 1 },
};

/**
 * The 36 steps the spec's table names: every (land, shape, difficulty) a player may choose
 * (difficulty at most land + 1), a land's shapes at one difficulty before the next difficulty.
 * (The spec pairs each with a number 5-10 of unconfirmed meaning; it is not used.)
 */
export const SEQUENCE: readonly (readonly [Level, ShapeNumber, Band])[] = ([1, 2, 3] as Level[]).flatMap(
  (level) =>
    Array.from({ length: level + 1 }, (_, b) => (b + 1) as Band).flatMap((band) =>
      ([1, 2, 3, 4] as ShapeNumber[]).map((shape) => [level, shape, band] as const),
    ),
);

const RANK: Record<GameResult, number> = { failed: 0, finished: 1, hinted: 2, perfect: 3 };

export function resultOf(summary: {
  finishType: string | null;
  stars: number;
  hintsUsed: number;
  revealsUsed: number;
}): GameResult {
  if (summary.finishType !== 'success') return 'failed';
  if (summary.stars === 3) return summary.hintsUsed + summary.revealsUsed === 0 ? 'perfect' : 'hinted';
  return 'finished';
}

/** The counters a result raises: W and Y on perfect, Y on hinted, A on finished, B on failure. */
function raises(result: GameResult): Pick<AutoProgress, 'W' | 'Y' | 'A' | 'B'> {
  return {
    W: result === 'perfect' ? 1 : 0,
    Y: result === 'perfect' || result === 'hinted' ? 1 : 0,
    A: result === 'failed' ? 0 : 1,
    B: result === 'failed' ? 1 : 0,
  };
}

/**
 * Counts a result and checks for a level-up. Playing the same puzzle again raises nothing;
 * a worse result than last time takes back what the last one raised.
 */
export function recordResult(
  progress: AutoProgress,
  level: Level,
  puzzleId: string,
  result: GameResult,
): { progress: AutoProgress; levelUp: LevelUp } {
  const next = { ...progress, last: { puzzleId, result } };
  if (progress.last?.puzzleId === puzzleId) {
    if (RANK[result] < RANK[progress.last.result]) {
      const undo = raises(progress.last.result);
      for (const k of ['W', 'Y', 'A', 'B'] as const) next[k] = Math.max(0, next[k] - undo[k]);
    }
    return { progress: next, levelUp: null };
  }
  const up = raises(result);
  for (const k of ['W', 'Y', 'A', 'B'] as const) next[k] += up[k];
  const limits = THRESHOLDS[level];
  // W (skip two steps) only above the first land, where a perfect game is easy to come by.
  const levelUp: LevelUp =
    level > 1 && next.W >= limits.W
      ? 'W'
      : next.Y >= limits.Y
        ? 'Y'
        : next.A >= limits.A
          ? 'A'
          : next.B >= limits.B
            ? 'B'
            : null;
  if (levelUp) for (const k of ['W', 'Y', 'A', 'B'] as const) next[k] = 0;
  return { progress: next, levelUp };
}

/** "Continue": W advances two steps, Y or A one, anything else stays; past the end, back to the start. */
export function continueStep(step: number, levelUp: LevelUp): number {
  const next = step + (levelUp === 'W' ? 2 : levelUp === 'Y' || levelUp === 'A' ? 1 : 0);
  return next >= SEQUENCE.length ? 0 : next;
}
