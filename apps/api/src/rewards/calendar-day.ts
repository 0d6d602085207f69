import { TIME_ZONE_HEADER } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';

/** IANA names are short ("America/Argentina/ComodRivadavia" is among the longest). */
const MAX_ZONE_LENGTH = 64;

/** The zone if the runtime knows it by that IANA name; undefined otherwise. */
export function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone || timeZone.length > MAX_ZONE_LENGTH) return undefined;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar day at `now` in a known IANA zone, "2026-11-23". */
export function calendarDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A claim under another zone than the player's may move their day only this long after the
 * last credit: 20 h, so a traveller's next daily is not lost, and no zone trick pays sooner.
 */
export const ZONE_CHANGE_GAP_S = 20 * 3600;

/**
 * The zone a daily claim counts its day in: the player's own (fixed at their first claim),
 * or the zone the claim names when ZONE_CHANGE_GAP_S have passed since the last credit.
 */
export function dailyZone(
  asked: string | undefined,
  settled: string | null,
  secondsSinceCredit: number | null,
): string {
  const named = knownZone(asked) ?? 'UTC';
  const own = knownZone(settled ?? undefined) ?? named;
  const mayMove = secondsSinceCredit === null || secondsSinceCredit >= ZONE_CHANGE_GAP_S;
  return mayMove ? named : own;
}

export function timeZoneOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TIME_ZONE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
