import { decodePuzzle, type Puzzle, type PuzzleRecord } from '@czeus/puzzle';

const decoded = new WeakMap<PuzzleRecord, Puzzle>();

/** A page's puzzle, decoded once per record (every action asks for it). */
export function puzzleOf(record: PuzzleRecord): Puzzle {
  let puzzle = decoded.get(record);
  if (!puzzle) {
    puzzle = decodePuzzle(record);
    decoded.set(record, puzzle);
  }
  return puzzle;
}
