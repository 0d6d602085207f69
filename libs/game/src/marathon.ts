/**
 * Marathon's rules (docs/game-rules.md, "Marathon"): a chain of ordinary games, each a notch
 * harder, sharing one life bar. A game of the run starts with the lives the run has left
 * (`puzzleLoaded { lives }`); a solved puzzle gives a little back, up to a ceiling, so a
 * careful player can go on far, and a run ends when a game loses its last life.
 */

/** Lives a run starts with: a regular game's. */
export const MARATHON_START_LIVES = 3;
/** Lives a solved puzzle gives back to the run. */
export const MARATHON_REFILL = 1;
/** Most lives a run can hold: the refill never builds a bank beyond it. */
export const MARATHON_MAX_LIVES = 5;

/** Whether `lives` can start a game of a run: a whole number from 1 to the ceiling. */
export const isRunLives = (lives: unknown): lives is number =>
  Number.isInteger(lives) && (lives as number) >= 1 && (lives as number) <= MARATHON_MAX_LIVES;

/** The run's lives after a solved game that ended with `left` lives. */
export const livesAfterSolve = (left: number): number =>
  Math.min(MARATHON_MAX_LIVES, Math.max(0, left) + MARATHON_REFILL);

/** A slot of the run: land (1..3), shape (1..4) and difficulty band (1..land + 1). */
export interface MarathonSlot {
  level: number;
  shape: number;
  band: number;
}

/**
 * The run's chain of slots, the game's 36-step sequence (auto-progress.ts's SEQUENCE, which the
 * spec holds it to): land by land; in a land, band by band; in a band, shape by shape. A run
 * past its end stays on the hardest. Built here, not read from there: the web's marathon chunk
 * would otherwise split auto-progress into a chunk of its own under the play screen.
 */
export const MARATHON_SLOTS: readonly MarathonSlot[] = [1, 2, 3].flatMap((level) =>
  Array.from({ length: level + 1 }, (_, b) => b + 1).flatMap((band) =>
    [1, 2, 3, 4].map((shape) => ({ level, shape, band })),
  ),
);

/** The slot of the run's puzzle after `solved` solved ones (0: the first puzzle). */
export const marathonSlot = (solved: number): MarathonSlot =>
  MARATHON_SLOTS[Math.min(Math.max(0, Math.floor(solved)), MARATHON_SLOTS.length - 1)];

/** Which of two runs is better: more puzzles, then fewer seconds. Negative when `a` is. */
export const compareRuns = (
  a: { puzzles: number; seconds: number },
  b: { puzzles: number; seconds: number },
): number => b.puzzles - a.puzzles || a.seconds - b.seconds;
