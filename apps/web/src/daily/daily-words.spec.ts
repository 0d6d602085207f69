import { LOCALE_TAG } from '@czeus/i18n';
import { dayOf, localTimeOf } from './daily-words';

/** Persian (U+06F0..) and Arabic-Indic (U+0660..) digits. */
const OTHER_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/;

describe("the daily's words", () => {
  it.each(Object.values(LOCALE_TAG))('writes a date and a time in %s with the digits of the board', (tag) => {
    const day = dayOf('2026-11-27', tag);
    const time = localTimeOf('2026-11-28T00:00:00.000Z', tag);
    for (const words of [day, time]) {
      expect(words).toMatch(/[0-9]/);
      expect(words).not.toMatch(OTHER_DIGITS);
    }
  });

  it('keeps the Persian calendar and its month names in Persian', () => {
    // 27 November 2026 is 6 Azar 1405.
    expect(dayOf('2026-11-27', 'fa')).toContain('آذر');
    expect(dayOf('2026-11-27', 'fa')).toMatch(/\b6\b/);
  });
});
