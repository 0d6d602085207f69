import { replay, type GameEvent, type GameSummary } from '@czeus/game';
import { solvingEvents } from '@czeus/game/testing';
import { decodePuzzle, generatePuzzle, leastSolvingMs } from '@czeus/puzzle';
import { tooFast } from './claim-checks.js';

// One-square, 4 numbers to find.
const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'claim-checks', index: 3 });
const least = leastSolvingMs(decodePuzzle(record));

const summaryOf = (events: GameEvent[]): GameSummary => {
  const played = replay(record, events, 1000);
  if (!played.ok) throw new Error(played.reason);
  return played.summary;
};

describe('tooFast', () => {
  it('passes 2 s a number and names playTime at 100 ms a number', () => {
    expect(least).toBeGreaterThan(400);
    expect(tooFast(summaryOf(solvingEvents(record, 2000)), record, least)).toEqual([]);
    const [refusal] = tooFast(summaryOf(solvingEvents(record, 100)), record, least);
    expect(refusal).toContain('playTime: faster than a person solves this puzzle');
  });

  it('holds at the least solving time itself and refuses a millisecond less', () => {
    const at = (ms: number): GameSummary => ({
      ...summaryOf(solvingEvents(record, 2000)),
      playTime: ms / 1000,
    });
    expect(tooFast(at(least), record, least)).toEqual([]);
    expect(tooFast(at(least - 1), record, least)).toHaveLength(1);
  });

  it('lowers the least time by the share of numbers bought by reveal', () => {
    const fast = { ...summaryOf(solvingEvents(record, 2000)), playTime: least / 1000 / 2 };
    expect(tooFast({ ...fast, revealsUsed: 1 }, record, least)).toHaveLength(1);
    expect(tooFast({ ...fast, revealsUsed: 2 }, record, least)).toEqual([]);
  });

  it('never refuses a failed game: it earns nothing, and three wrong presses end one in a second', () => {
    const failed = { ...summaryOf(solvingEvents(record, 100)), finishType: 'errors_fail' as const };
    expect(tooFast(failed, record, least)).toEqual([]);
  });
});
