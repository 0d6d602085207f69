import fc from 'fast-check';
import { addDays } from '../daily/daily-dates.js';
import { frozenDays } from './freeze-days.js';

const START = '2026-01-05';
const on = (...days: number[]) => days.map((d) => addDays(START, d));

describe('the days freezes covered', () => {
  it('are none without a gap, and none when a gap broke the streak', () => {
    expect(frozenDays(on(0, 1, 2))).toEqual([]);
    // No freeze held after 3 days: the missed day starts the streak again.
    expect(frozenDays(on(0, 1, 2, 4))).toEqual([]);
  });

  it('are the missed days a held freeze kept the streak across', () => {
    // Seven days earn one freeze; day 7 missed, day 8 solved: day 7 was covered.
    expect(frozenDays(on(0, 1, 2, 3, 4, 5, 6, 8))).toEqual(on(7));
    // Fourteen days hold two; two missed days are both covered.
    const fortnight = Array.from({ length: 14 }, (_, d) => d);
    expect(frozenDays(on(...fortnight, 16))).toEqual(on(14, 15));
    // Three missed with two held: the streak breaks, nothing was covered.
    expect(frozenDays(on(...fortnight, 17))).toEqual([]);
  });

  it('are missed days between solves, ascending, at most one for each 7 days solved', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), (numbers) => {
        const days = on(...[...numbers].sort((a, b) => a - b));
        const frozen = frozenDays(days);
        expect([...frozen].sort()).toEqual(frozen);
        for (const day of frozen) {
          expect(days).not.toContain(day);
          expect(day > days[0] && day < days[days.length - 1]).toBe(true);
        }
        expect(frozen.length).toBeLessThanOrEqual(Math.floor(days.length / 7));
      }),
    );
  });
});
