import { NotFoundException } from '@nestjs/common';
import { DAILY_ARCHIVE_DAYS, type ErrorResponse } from '@czeus/contract';
import { type Day, daysBetween } from './daily-dates.js';

/**
 * The dates a player may open: today and the archive's last 30. A coming date is refused, so
 * no one sees a daily before its day; an older one is refused like a puzzle that is not there.
 */
export function refuseOutsideWindow(day: Day, today: Day): void {
  const age = daysBetween(day, today);
  if (age >= 0 && age <= DAILY_ARCHIVE_DAYS) return;
  const reason = age < 0 ? 'date: not yet' : `date: older than ${DAILY_ARCHIVE_DAYS} days`;
  const body: ErrorResponse = { statusCode: 404, message: 'puzzle-fail', details: [reason] };
  throw new NotFoundException(body);
}
