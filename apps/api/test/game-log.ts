import { type GameEvent, replay } from '@czeus/game';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';

/** A game that enters every solution digit, `gap` ms apart. */
export function solving(record: PuzzleRecord, gap = 200): GameEvent[] {
  const puzzle = decodePuzzle(record);
  const events: GameEvent[] = [{ type: 'countdownFinished', at: 100 }];
  let at = 100;
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

/** The score payload a client would send for a log: the figures of its own replay. */
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
