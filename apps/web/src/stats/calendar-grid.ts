import { CALENDAR_WEEKS } from '@czeus/contract';

const DAY_MS = 86_400_000;

/** What a day of the streak calendar shows. */
export type DayMark = 'solved' | 'frozen' | 'missed' | 'coming';

export interface CalendarCell {
  /** "YYYY-MM-DD" (UTC, the daily's calendar). */
  day: string;
  /** Week from the grid's first, 0..11, as drawn: right to left, the first week is at the right. */
  column: number;
  /** Weekday, 0 Monday … 6 Sunday: the rows read down. */
  row: number;
  mark: DayMark;
}

export interface CalendarDays {
  /** The Monday the grid starts on. */
  from: string;
  today: string;
  solved: readonly string[];
  frozen: readonly string[];
}

const dayAfter = (from: string, n: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The 7 × 12 days from the grid's Monday, each at its column and row, marked. */
export function calendarCells(days: CalendarDays, rtl: boolean): CalendarCell[] {
  const solved = new Set(days.solved);
  const frozen = new Set(days.frozen);
  return Array.from({ length: 7 * CALENDAR_WEEKS }, (_, n) => {
    const day = dayAfter(days.from, n);
    const week = Math.floor(n / 7);
    const mark: DayMark =
      day > days.today ? 'coming' : solved.has(day) ? 'solved' : frozen.has(day) ? 'frozen' : 'missed';
    return { day, column: rtl ? CALENDAR_WEEKS - 1 - week : week, row: n % 7, mark };
  });
}
