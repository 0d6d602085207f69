import { DAILY_ARCHIVE_DAYS } from '@czeus/contract';

const DAY_MS = 86_400_000;

/** A UTC date as the daily's address writes it ("2026-11-27"), or null when it is not a real one. */
export function dailyDateOf(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/**
 * Whether the server can answer this date's daily at `now`: today (UTC) or one of the archive's
 * days. Asked before the request, so a mistyped or stale link says why at once.
 */
export function dailyDateOpen(text: string, now: number): 'open' | 'malformed' | 'coming' | 'tooOld' {
  const date = dailyDateOf(text);
  if (!date) return 'malformed';
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (date.getTime() > today) return 'coming';
  return date.getTime() < today - DAILY_ARCHIVE_DAYS * DAY_MS ? 'tooOld' : 'open';
}

/** Whole hours and minutes from `now` until `next` (ISO), rounded up to the minute, never negative. */
export function timeUntil(next: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil((Date.parse(next) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A play time as the clock shows it: "3:07", "1:02:03" past an hour. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** Why a daily's address has no puzzle: a date that is no date, one to come, one past the archive, or a failed load. */
export type DailyProblem = 'malformed' | 'coming' | 'tooOld' | 'loadFailed';

/** The server's refusal of a date (docs/api.md: 400 for a malformed date, 404 with the reason). */
export function problemOf(error: unknown): DailyProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { details?: unknown } };
  const details = Array.isArray(data?.details) ? data.details.join(' ') : '';
  if (status === 400) return 'malformed';
  if (status === 404 && details.includes('not yet')) return 'coming';
  if (status === 404 && details.includes('older')) return 'tooOld';
  return 'loadFailed';
}
