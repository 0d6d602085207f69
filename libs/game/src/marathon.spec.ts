import fc from 'fast-check';
import { SEQUENCE } from './auto-progress.js';
import { LIVES } from './constants.js';
import type { GameEvent } from './events.js';
import {
  compareRuns,
  isRunLives,
  livesAfterSolve,
  MARATHON_MAX_LIVES,
  MARATHON_REFILL,
  MARATHON_SLOTS,
  MARATHON_START_LIVES,
  marathonSlot,
} from './marathon.js';
import { applyEvent } from './reducer.js';
import { replay } from './replay.js';
import { INITIAL_STATE } from './state.js';
import { puzzleRecord, solvingEvents } from './testing.js';

const record = puzzleRecord(1, 2, 1);

/** A log whose first `wrong` entries are wrong before the right one (1 s apart). */
function withMistakes(wrong: number): GameEvent[] {
  const [countdown, select, enter, ...rest] = solvingEvents(record);
  if (enter.type !== 'digitEntered') throw new Error('a game starts with a selection and an entry');
  const mistakes: GameEvent[] = Array.from({ length: wrong }, (_, i) => ({
    type: 'digitEntered',
    at: enter.at + 1000 * i,
    digit: ((enter.digit + i) % 9) + 1,
  }));
  const shift = 1000 * wrong;
  return [countdown, select, ...mistakes, ...[enter, ...rest].map((e) => ({ ...e, at: e.at + shift }))];
}

describe('marathon', () => {
  it("a run's game starts with the lives the run gives, a regular game with three", () => {
    const load = (lives?: number) =>
      applyEvent(INITIAL_STATE, {
        type: 'puzzleLoaded',
        at: 0,
        record,
        gems: 0,
        ...(lives ? { lives } : {}),
      });
    const regular = load();
    const carried = load(1);
    expect(regular.ok && regular.state.lives).toBe(LIVES);
    expect(carried.ok && carried.state.lives).toBe(1);
    expect(MARATHON_START_LIVES).toBe(LIVES);
  });

  it('a run gives whole lives from 1 to the ceiling, and none to zen', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)), (lives) => {
        const loaded = applyEvent(INITIAL_STATE, {
          type: 'puzzleLoaded',
          at: 0,
          record,
          gems: 0,
          lives: lives as number,
        });
        expect(loaded.ok).toBe(isRunLives(lives));
      }),
    );
    const zen = applyEvent(INITIAL_STATE, {
      type: 'puzzleLoaded',
      at: 0,
      record,
      gems: 0,
      lives: 3,
      zen: true,
    });
    expect(zen.ok).toBe(false);
  });

  it('with one life left the first wrong number ends the game; with three it costs one', () => {
    const log = withMistakes(1);
    // The game is over at the wrong number: nothing after it is played.
    const last = replay(record, log.slice(0, 3), 0, 0, 1);
    expect(replay(record, log, 0, 0, 1).ok).toBe(false);
    const full = replay(record, log, 0, 0, 3);
    expect(last.ok && last.summary).toMatchObject({
      finished: true,
      finishType: 'errors_fail',
      livesLeft: 0,
    });
    expect(full.ok && full.summary).toMatchObject({ finished: true, finishType: 'success', livesLeft: 2 });
  });

  it('the replay of a log without given lives is a regular game (what a score post gets)', () => {
    const played = replay(record, withMistakes(2), 0);
    expect(played.ok && played.summary).toMatchObject({ finishType: 'success', livesLeft: LIVES - 2 });
  });

  it('a solved puzzle refills a little, never past the ceiling', () => {
    expect(livesAfterSolve(1)).toBe(1 + MARATHON_REFILL);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MARATHON_MAX_LIVES }), (left) => {
        const after = livesAfterSolve(left);
        expect(after).toBeGreaterThan(0);
        expect(after).toBeLessThanOrEqual(MARATHON_MAX_LIVES);
        expect(after).toBeGreaterThanOrEqual(Math.min(left, MARATHON_MAX_LIVES));
      }),
    );
  });

  it('the chain goes land by land, each step no easier than the last, and stays on the hardest', () => {
    expect(MARATHON_SLOTS.map((s) => [s.level, s.shape, s.band])).toEqual(SEQUENCE.map((s) => [...s]));
    expect(marathonSlot(0)).toEqual({ level: 1, shape: 1, band: 1 });
    expect(marathonSlot(1)).toEqual({ level: 1, shape: 2, band: 1 });
    expect(marathonSlot(4)).toEqual({ level: 1, shape: 1, band: 2 });
    expect(marathonSlot(8)).toEqual({ level: 2, shape: 1, band: 1 });
    expect(marathonSlot(35)).toEqual({ level: 3, shape: 4, band: 4 });
    expect(marathonSlot(1000)).toEqual(marathonSlot(35));
    expect(marathonSlot(-1)).toEqual(marathonSlot(0));
    for (let i = 1; i < MARATHON_SLOTS.length; i++) {
      const [a, b] = [MARATHON_SLOTS[i - 1], MARATHON_SLOTS[i]];
      const notEasier = b.level > a.level || b.band > a.band || (b.band === a.band && b.shape > a.shape);
      expect(notEasier).toBe(true);
      expect(b.band).toBeLessThanOrEqual(b.level + 1);
    }
  });

  it('the better run has more puzzles, then fewer seconds', () => {
    expect(compareRuns({ puzzles: 4, seconds: 900 }, { puzzles: 3, seconds: 100 })).toBeLessThan(0);
    expect(compareRuns({ puzzles: 3, seconds: 90 }, { puzzles: 3, seconds: 100 })).toBeLessThan(0);
    expect(compareRuns({ puzzles: 3, seconds: 100 }, { puzzles: 3, seconds: 100 })).toBe(0);
  });
});
