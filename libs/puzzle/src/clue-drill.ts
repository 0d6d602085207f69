import { decodePuzzle, encodePuzzle } from './codec.js';
import type { Cell, PuzzleRecord } from './model.js';

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
 * both. Same id, time and prizes as the record it comes from. (The codec alone: the web loads
 * this with a practice set, and the builder would come with it.)
 */
export function clueDrill(record: PuzzleRecord, family: DrillFamily): PuzzleRecord {
  const puzzle = decodePuzzle(record);
  const cells = puzzle.cells.map((cell): Cell => {
    if (cell.kind === 'mystery') return { ...cell, given: cell.solution };
    if (cell.kind === 'empty') return cell;
    if ((cell.kind === 'square') !== (family === 'square'))
      return { ...cell, addShown: true, multShown: true };
    return family === 'square' ? { ...cell, addShown: false, multShown: false } : cell;
  });
  return encodePuzzle({ ...puzzle, cells });
}
