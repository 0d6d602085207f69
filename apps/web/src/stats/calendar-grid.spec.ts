import fc from 'fast-check';
import { CALENDAR_WEEKS } from '@czeus/contract';
import { calendarCells } from './calendar-grid';

const FROM = '2026-09-07'; // a Monday
const TODAY = '2026-11-27'; // a Friday of the 12th week

describe('the streak calendar', () => {
  const cells = calendarCells(
    { from: FROM, today: TODAY, solved: ['2026-09-07', TODAY], frozen: ['2026-11-26'] },
    false,
  );

  it('lays the 12 weeks out as columns, Monday to Sunday down each', () => {
    expect(cells).toHaveLength(7 * CALENDAR_WEEKS);
    expect(cells[0]).toEqual({ day: FROM, column: 0, row: 0, mark: 'solved' });
    expect(cells.find((c) => c.day === TODAY)).toEqual({ day: TODAY, column: 11, row: 4, mark: 'solved' });
    expect(cells.find((c) => c.day === '2026-11-26')?.mark).toBe('frozen');
    expect(cells.find((c) => c.day === '2026-11-25')?.mark).toBe('missed');
    expect(cells.filter((c) => c.mark === 'coming').map((c) => c.day)).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('right to left, puts the first week at the right and keeps each day on its row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * CALENDAR_WEEKS - 1 }), (n) => {
        const days = { from: FROM, today: TODAY, solved: [], frozen: [] };
        const ltr = calendarCells(days, false)[n];
        const rtl = calendarCells(days, true)[n];
        expect(rtl.day).toBe(ltr.day);
        expect(rtl.row).toBe(ltr.row);
        expect(rtl.column).toBe(CALENDAR_WEEKS - 1 - ltr.column);
        expect(ltr.row).toBe((new Date(`${ltr.day}T00:00:00Z`).getUTCDay() + 6) % 7);
      }),
    );
  });
});
