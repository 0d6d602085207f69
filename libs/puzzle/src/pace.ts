import { gradePuzzle, type Grade } from './grade.js';
import type { Puzzle } from './model.js';

/**
 * The least play a person needs to solve a puzzle, built from what the grader knows: every
 * number entered, and the deductions that find them. Each figure is far below what people
 * take (docs/game-rules.md, "Least solving time", has the model, its reasons and the floors
 * measured per band), so only a script plays faster.
 */
export const PACE = {
  /**
   * A number takes two presses, its cell then its digit (a found number clears the
   * selection): 125 ms a press, when the very fastest typists reach about 100 ms a key on
   * text they know by heart, without looking for a cell.
   */
  perNumberMs: 250,
  /**
   * Per unit of the grader's weight (TECHNIQUE): 25 ms for the easiest deduction (reading one
   * clue and recalling a sum or a product, which takes adults most of a second), 375 ms for a
   * what-if that follows a chain to a contradiction.
   */
  perWeightMs: 25,
  /**
   * Never more than 1 s a number, whatever the ladder needed: half of 2 s a number, a pace no
   * person keeps on a puzzle that needs long chains of what-ifs.
   */
  mostPerNumberMs: 1000,
} as const;

/** Mysteries the player must find (not given), e.g. 12 on a 6-squares board without givens. */
export const numbersToFind = (puzzle: Puzzle): number =>
  puzzle.mysteries.filter((m) => !puzzle.cells[m].given).length;

/**
 * Milliseconds of play below which no person solves `puzzle`: 250 ms a number plus 25 ms per
 * unit of grade weight, at most 1 s a number; e.g. 1,775 for a 2-squares puzzle of band 1
 * (6 numbers, weight 11), 7,025 for a 6-squares expert one (12 numbers, weight 161). A
 * puzzle the ladder cannot solve counts its numbers only.
 */
export function leastSolvingMs(puzzle: Puzzle, grade: Grade | undefined = gradePuzzle(puzzle)): number {
  const numbers = numbersToFind(puzzle);
  const work = numbers * PACE.perNumberMs + (grade?.weight ?? 0) * PACE.perWeightMs;
  return Math.min(work, numbers * PACE.mostPerNumberMs);
}
