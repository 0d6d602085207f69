import { createHmac } from 'node:crypto';
import type { Band, Level, ShapeNumber } from '@czeus/puzzle';
import type { Slot } from '../puzzles/slots.js';
import { type Day, weekdayOf, weekOf } from './daily-dates.js';

/**
 * The week's climb, Monday easiest to Sunday hardest, as the NYT crossword's: land and band
 * per weekday. Each pair is one a land offers (band at most land + 1), and no shape of lands
 * 2 and 3 caps these bands (SERVED_BAND caps only land 1's shapes, above band 2), so every
 * day gets the band it names.
 */
const WEEK: readonly { level: Level; band: Band }[] = [
  { level: 1, band: 1 },
  { level: 1, band: 2 },
  { level: 2, band: 2 },
  { level: 2, band: 3 },
  { level: 3, band: 3 },
  { level: 3, band: 4 },
  { level: 3, band: 4 },
];
/** Sunday is the big one: six squares, land 3's largest shape. */
const SUNDAY_SHAPE: ShapeNumber = 4;

/**
 * The land, shape and band of `day`'s daily: the band climbs through the week, and the shape
 * turns from day to day and from week to week, so a weekday does not keep one shape.
 */
export function dailySlot(day: Day): Slot {
  const weekday = weekdayOf(day);
  const { level, band } = WEEK[weekday];
  const shape = weekday === 6 ? SUNDAY_SHAPE : ((((weekOf(day) + weekday) % 4) + 1) as ShapeNumber);
  return { level, shape, band };
}

/**
 * The generator's seed of `day`'s daily: fixed by the date, so instances that race to choose
 * it make the same puzzle; keyed by the server's secret, so no one can make a coming daily
 * ahead of its date from the published code.
 */
export const dailySeed = (secret: Uint8Array, day: Day): string =>
  `daily-${day}-${createHmac('sha256', secret).update(`daily-puzzle|${day}`).digest('hex').slice(0, 24)}`;
