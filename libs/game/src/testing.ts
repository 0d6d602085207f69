import {
  decodePuzzle,
  generatePuzzle,
  type Band,
  type Level,
  type PuzzleRecord,
  type ShapeNumber,
} from '@czeus/puzzle';
import type { GameEvent } from './events.js';

export const puzzleRecord = (level: Level, shape: ShapeNumber, band: Band, index = 1): PuzzleRecord =>
  generatePuzzle({ level, shape, band, seed: 'game-tests', index });

/** Events of a game that enters every unknown mystery's solution, `gap` ms apart, from t = 1000. */
export function solvingEvents(record: PuzzleRecord, gap = 2000, start = 1000): GameEvent[] {
  const puzzle = decodePuzzle(record);
  const events: GameEvent[] = [{ type: 'countdownFinished', at: start }];
  let at = start;
  for (const cell of puzzle.mysteries) {
    if (puzzle.cells[cell].given) continue;
    at += gap;
    events.push(
      { type: 'cellSelected', at, cell },
      { type: 'digitEntered', at, digit: puzzle.cells[cell].solution as number },
    );
  }
  return events;
}

/** A wrong digit for a mystery (never its solution). */
export const wrongDigit = (solution: number) => (solution === 9 ? 1 : solution + 1);
