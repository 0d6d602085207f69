import { decodePuzzle, leastSolvingMs, type PuzzleRecord } from '@czeus/puzzle';
import type { DataSource, EntityManager } from 'typeorm';

/** A puzzle as the bank stores it: its record and the least play a person needs on it (ms). */
export interface MadePuzzle {
  record: PuzzleRecord;
  leastSolvingMs: number;
}

/** Grading takes up to tens of milliseconds: called in the generator's worker, or once per old puzzle. */
export const madePuzzle = (record: PuzzleRecord): MadePuzzle => ({
  record,
  leastSolvingMs: leastSolvingMs(decodePuzzle(record)),
});

/**
 * The puzzle's least solving time as stored; a puzzle stored before the column existed gets
 * it now, and keeps it, so the next score reads it.
 */
export async function storedLeastSolvingMs(
  db: DataSource | EntityManager,
  record: PuzzleRecord,
  stored: number | null,
): Promise<number> {
  if (stored !== null) return stored;
  const { leastSolvingMs: least } = madePuzzle(record);
  await db.query(`UPDATE puzzle SET least_solving_ms = $2 WHERE id = $1 AND least_solving_ms IS NULL`, [
    record.puzzleId,
    least,
  ]);
  return least;
}
