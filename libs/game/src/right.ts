import type { Puzzle } from '@czeus/puzzle';
import type { GameState } from './state.js';

/** Is `digit` right for the mystery? single-pair takes either of its two digits while consistent. */
export function isRight(
  state: Pick<GameState, 'values'>,
  puzzle: Puzzle,
  cell: number,
  digit: number,
): boolean {
  if (puzzle.shape !== 'single-pair') return puzzle.cells[cell].solution === digit;
  const [a, b] = puzzle.mysteries.map((m) => puzzle.cells[m].solution as number);
  const other = puzzle.mysteries.find((m) => m !== cell) as number;
  const placed = state.values[other];
  if (!placed) return digit === a || digit === b;
  return (placed === a && digit === b) || (placed === b && digit === a);
}
