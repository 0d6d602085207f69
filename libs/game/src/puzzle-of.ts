import { decodePuzzle, type Puzzle, type PuzzleRecord } from '@czeus/puzzle';

const decoded = new WeakMap<PuzzleRecord, Puzzle>();

/** The decoded puzzle of a record, decoded once per record object (the reducer asks often). */
export function puzzleOf(record: PuzzleRecord): Puzzle {
  let puzzle = decoded.get(record);
  if (!puzzle) {
    puzzle = decodePuzzle(record);
    decoded.set(record, puzzle);
  }
  return puzzle;
}
