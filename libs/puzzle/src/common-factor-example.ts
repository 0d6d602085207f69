import { decodePuzzle } from './codec.js';
import { MAX_DIGIT, MIN_DIGIT, type Puzzle, type PuzzleRecord } from './model.js';

/** One mystery that two product clues fix: the common-factor tutorial's example (libs/lessons). */
export interface CommonFactorExample {
  mystery: number;
  /** The two pair clues (display indexes) and their products. */
  clues: [number, number];
  products: [number, number];
  /** For each clue, the digits whose partner is a digit too (12: 2, 3, 4, 6). */
  factors: [number[], number[]];
  /** The one digit in both lists: the mystery's solution. */
  digit: number;
}

/** A product's factors that are digits with a digit partner, ascending: 12 → 2, 3, 4, 6. */
export function digitFactors(product: number): number[] {
  const found: number[] = [];
  for (let d = MIN_DIGIT; d <= MAX_DIGIT; d++) {
    const partner = product / d;
    if (Number.isInteger(partner) && partner >= MIN_DIGIT && partner <= MAX_DIGIT) found.push(d);
  }
  return found;
}

/**
 * The first mystery (display order) with two shown product halves of pair clues whose digit
 * factors share exactly one digit, the mystery's own: the whole argument can be read off the
 * board as served. Undefined when the board has none.
 */
export function commonFactorExample(record: PuzzleRecord): CommonFactorExample | undefined {
  const puzzle: Puzzle = decodePuzzle(record);
  for (const m of puzzle.mysteries) {
    if (puzzle.cells[m].given) continue;
    const clues = puzzle.clues.filter((c) => {
      const cell = puzzle.cells[c];
      return cell.kind !== 'square' && cell.multShown && cell.mysteries?.includes(m);
    });
    for (let i = 0; i < clues.length; i++)
      for (let j = i + 1; j < clues.length; j++) {
        const products: [number, number] = [puzzle.cells[clues[i]].mult!, puzzle.cells[clues[j]].mult!];
        const factors: [number[], number[]] = [digitFactors(products[0]), digitFactors(products[1])];
        const common = factors[0].filter((d) => factors[1].includes(d));
        if (common.length === 1 && common[0] === puzzle.cells[m].solution)
          return { mystery: m, clues: [clues[i], clues[j]], products, factors, digit: common[0] };
      }
  }
  return undefined;
}
