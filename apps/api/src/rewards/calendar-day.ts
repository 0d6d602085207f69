import { TIME_ZONE_HEADER } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';

/** The player's calendar day now, "2026-11-23", in their IANA zone; UTC when none or unknown. */
export function calendarDay(now: Date, timeZone: string | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  if (timeZone && timeZone.length <= 64) {
    try {
      return format(timeZone);
    } catch {
      // An unknown zone is not worth refusing the reward over.
    }
  }
  return format('UTC');
}

export function timeZoneOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TIME_ZONE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
