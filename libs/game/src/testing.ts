import {
  decodePuzzle,
  generatePuzzle,
  type Band,
  type Level,
  type PuzzleRecord,
  type ShapeNumber,
} from '@czeus/puzzle';
import type { GameEvent } from './events.js';
import { replay } from './replay.js';

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

/**
 * The score payload a client sends for a log: the figures of its own replay (the server
 * replays it again and must agree). For the API's tests and benchmark.
 */
export function claimFor(record: PuzzleRecord, events: GameEvent[], gameId: string) {
  const played = replay(record, events, 500);
  if (!played.ok) throw new Error(played.reason);
  const s = played.summary;
  return {
    gameId,
    puzzleId: record.puzzleId,
    playTime: s.playTime,
    score: s.score,
    startTime: 1_700_000_000_000,
    endTime: 1_700_000_000_000 + s.playTime * 1000,
    hintsUsed: s.hintsUsed + s.revealsUsed,
    timeStar: s.timeStar,
    noerrorsStar: s.noerrorsStar,
    finishedStar: s.finishedStar,
    difficulty: record.difficulty,
    finishType: s.finishType as 'success' | 'errors_fail',
    errorsMade: s.errorsMade,
    events,
  };
}
