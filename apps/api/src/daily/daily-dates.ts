/** A UTC calendar date as "YYYY-MM-DD", the key of a daily (e.g. "2026-11-27"). */
export type Day = string;

const DAY_MS = 86_400_000;

/** The UTC date of an instant. */
export const dayOf = (at: Date): Day => at.toISOString().slice(0, 10);

/** Midnight UTC at the start of `day`, in ms since the epoch. */
const startOf = (day: Day): number => Date.parse(`${day}T00:00:00.000Z`);

/** The date `n` days after `day` (before it for a negative `n`). */
export const addDays = (day: Day, n: number): Day => dayOf(new Date(startOf(day) + n * DAY_MS));

/** Whole days from `from` to `to`: 1 from a date to the next. */
export const daysBetween = (from: Day, to: Day): number => Math.round((startOf(to) - startOf(from)) / DAY_MS);

/** When the day after `day` begins: the next daily comes then. */
export const nextMidnight = (day: Day): string => new Date(startOf(day) + DAY_MS).toISOString();

/** 0 for Monday … 6 for Sunday: the week the rota's band rises through. */
export const weekdayOf = (day: Day): number => (new Date(startOf(day)).getUTCDay() + 6) % 7;

/** Weeks since the Monday of 1970-01-05, the rota's turn of shapes. */
export const weekOf = (day: Day): number => Math.floor(daysBetween('1970-01-05', day) / 7);

/** A real calendar date written "YYYY-MM-DD" (not 2026-02-30, not 2026-1-5). */
export const isDay = (text: unknown): text is Day =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(startOf(text)) &&
  dayOf(new Date(startOf(text))) === text;
