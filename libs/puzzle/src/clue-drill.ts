import { buildPuzzle, shownOf, solutionOf } from './build.js';
import { decodePuzzle } from './codec.js';
import type { PuzzleRecord } from './model.js';

/**
 * Which clues a clue drill asks for: pair clues (the addition and multiplication practice), or
 * square clues (square-value estimation).
 */
export type DrillFamily = 'pair' | 'square';

/**
 * A board for clue practice (spec: clue solving "after finishing while unsolved clue cells
 * remain"): every mystery given, so the player works out clue values from digits in view.
 * The drilled family keeps the halves the puzzle hides (a pair drill) or hides both halves (a
 * square drill: the four-digit sum and product are what is estimated); every other clue shows
 * both. Same id, time and prizes as the record it comes from.
 */
export function clueDrill(record: PuzzleRecord, family: DrillFamily): PuzzleRecord {
  const puzzle = decodePuzzle(record);
  const shown = shownOf(puzzle);
  const drilled = (c: number) => (puzzle.cells[c].kind === 'square') === (family === 'square');
  const halves = puzzle.clues.map((c, i): [boolean, boolean] =>
    !drilled(c) ? [true, true] : family === 'square' ? [false, false] : shown.halves[i],
  );
  const { level, shape, r, data: _data, m: _m, n: _n, ...meta } = record;
  return buildPuzzle(level, shape, r === 1, solutionOf(puzzle), { givens: solutionOf(puzzle), halves }, meta)
    .record;
}
