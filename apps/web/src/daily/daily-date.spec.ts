import { clockOf, dailyDateOf, dailyDateOpen, problemOf, timeUntil } from './daily-date';

const NOW = Date.parse('2026-11-27T18:48:00Z');

describe('the daily date', () => {
  it('reads only real calendar dates written YYYY-MM-DD', () => {
    expect(dailyDateOf('2026-11-27')?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(dailyDateOf('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-27', '27-11-2026', 'today', ''])
      expect({ bad, date: dailyDateOf(bad) }).toEqual({ bad, date: null });
  });

  it('is open from today back through the archive, not before or after', () => {
    expect(dailyDateOpen('2026-11-27', NOW)).toBe('open');
    expect(dailyDateOpen('2026-10-28', NOW)).toBe('open');
    expect(dailyDateOpen('2026-10-27', NOW)).toBe('tooOld');
    expect(dailyDateOpen('2026-11-28', NOW)).toBe('coming');
    expect(dailyDateOpen('2026-11-31', NOW)).toBe('malformed');
  });

  it('counts the time until the next daily in hours and minutes', () => {
    expect(timeUntil('2026-11-28T00:00:00.000Z', NOW)).toEqual({ hours: 5, minutes: 12 });
    expect(timeUntil('2026-11-28T00:00:00.000Z', Date.parse('2026-11-27T23:59:30Z'))).toEqual({
      hours: 0,
      minutes: 1,
    });
    expect(timeUntil('2026-11-27T00:00:00.000Z', NOW)).toEqual({ hours: 0, minutes: 0 });
  });

  it('writes play times as a clock', () => {
    expect(clockOf(187)).toBe('3:07');
    expect(clockOf(3723)).toBe('1:02:03');
    expect(clockOf(0)).toBe('0:00');
  });

  it("tells the server's refusals of a date apart (docs/api.md)", () => {
    expect(problemOf({ status: 400, data: { statusCode: 400, message: 'error', details: ['date'] } })).toBe(
      'malformed',
    );
    expect(problemOf({ status: 404, data: { message: 'puzzle-fail', details: ['date: not yet'] } })).toBe(
      'coming',
    );
    expect(
      problemOf({ status: 404, data: { message: 'puzzle-fail', details: ['date: older than 30 days'] } }),
    ).toBe('tooOld');
    expect(problemOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('loadFailed');
    expect(problemOf({ status: 503 })).toBe('loadFailed');
  });
});
