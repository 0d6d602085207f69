import fc from 'fast-check';
import { addDays } from './daily-dates.js';
import { MOST_FREEZES, type StoredStreak, streakAfterSolve, streakOn } from './streak.js';

const START = '2026-01-05';

/** Solves on the given day numbers (from START), in order: the stored streak after each. */
const solveOn = (days: number[]): StoredStreak | undefined =>
  days.reduce<StoredStreak | undefined>((s, d) => streakAfterSolve(s, addDays(START, d)), undefined);

describe('the daily streak', () => {
  it('counts consecutive days, and earns a freeze on each 7th day, 2 held at most', () => {
    const week = solveOn([0, 1, 2, 3, 4, 5, 6]);
    expect(week).toMatchObject({ current: 7, best: 7, freezes: 1 });
    expect(solveOn(Array.from({ length: 21 }, (_, i) => i))).toMatchObject({
      current: 21,
      freezes: MOST_FREEZES,
    });
  });

  it('spends a freeze on a missed day, one per day; more missed days than freezes start again at 1', () => {
    expect(solveOn([0, 1, 2, 3, 4, 5, 6, 8])).toMatchObject({ current: 8, best: 8, freezes: 0 });
    expect(solveOn([0, 1, 2, 3, 4, 5, 6, 9])).toMatchObject({ current: 1, best: 7, freezes: 1 });
    const twoHeld = Array.from({ length: 14 }, (_, i) => i);
    expect(solveOn([...twoHeld, 16])).toMatchObject({ current: 15, freezes: 0 });
  });

  it('shows today the streak a solve today would extend, spending nothing', () => {
    const week = solveOn([0, 1, 2, 3, 4, 5, 6]);
    expect(streakOn(week, addDays(START, 7))).toEqual({ current: 7, best: 7, freezes: 1 });
    expect(streakOn(week, addDays(START, 8))).toEqual({ current: 7, best: 7, freezes: 0 });
    expect(streakOn(week, addDays(START, 9))).toEqual({ current: 0, best: 7, freezes: 1 });
    expect(streakOn(undefined, START)).toEqual({ current: 0, best: 0, freezes: 0 });
  });

  it('holds its bounds over any days solved: best ≥ current, 0 ≤ freezes ≤ 2, a day counted once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), (days) => {
        const sorted = [...days].sort((a, b) => a - b);
        const s = solveOn(sorted);
        if (!s) return;
        expect(s.best).toBeGreaterThanOrEqual(s.current);
        expect(s.freezes).toBeGreaterThanOrEqual(0);
        expect(s.freezes).toBeLessThanOrEqual(MOST_FREEZES);
        expect(s.current).toBeLessThanOrEqual(new Set(sorted).size);
        expect(streakAfterSolve(s, s.lastDay)).toBe(s);
      }),
    );
  });
});
