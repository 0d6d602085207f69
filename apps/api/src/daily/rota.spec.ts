import { maxBandOfLevel } from '@czeus/contract';
import { addDays, isDay, nextMidnight, weekdayOf } from './daily-dates.js';
import { dailySeed, dailySlot } from './rota.js';

const MONDAY = '2026-11-23';

describe('the daily rota', () => {
  it('climbs through the week, Monday easiest to Sunday hardest, in bands each land offers', () => {
    const week = Array.from({ length: 7 }, (_, i) => dailySlot(addDays(MONDAY, i)));
    expect(weekdayOf(MONDAY)).toBe(0);
    expect(week.map((s) => s.band)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(week.map((s) => s.level)).toEqual([1, 1, 2, 2, 3, 3, 3]);
    for (const s of week) expect(s.band).toBeLessThanOrEqual(maxBandOfLevel(s.level));
    expect(week[6].shape).toBe(4);
  });

  it('turns the shapes from week to week: a weekday meets every shape in four weeks', () => {
    for (let weekday = 0; weekday < 6; weekday++) {
      const shapes = [0, 1, 2, 3].map((w) => dailySlot(addDays(MONDAY, w * 7 + weekday)).shape);
      expect(new Set(shapes).size).toBe(4);
    }
  });

  it('seeds each date apart, the same on every server with one secret, unguessable without it', () => {
    const secret = new Uint8Array(32).fill(7);
    expect(dailySeed(secret, MONDAY)).toBe(dailySeed(new Uint8Array(32).fill(7), MONDAY));
    expect(dailySeed(secret, MONDAY)).not.toBe(dailySeed(secret, addDays(MONDAY, 1)));
    expect(dailySeed(secret, MONDAY)).not.toBe(dailySeed(new Uint8Array(32).fill(8), MONDAY));
  });

  it('reads dates strictly and knows when the next daily comes', () => {
    expect(['2026-02-28', '2024-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-1-05', '2026-13-01', '26-01-05', '', 'today', 20260105].some(isDay)).toBe(
      false,
    );
    expect(nextMidnight('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
  });
});
