import { maxBandOfLevel } from '@czeus/contract';
import { type Band, type Level, SERVED_BAND, shapeOf, type ShapeNumber } from '@czeus/puzzle';

/** What a player chooses before a game: a land, a shape and a difficulty. */
export interface Slot {
  level: Level;
  shape: ShapeNumber;
  band: Band;
}

/** Every (land, shape, difficulty) a player can choose: difficulty at most land number + 1. */
export const SLOTS: readonly Slot[] = ([1, 2, 3] as Level[]).flatMap((level) =>
  ([1, 2, 3, 4] as ShapeNumber[]).flatMap((shape) =>
    Array.from({ length: maxBandOfLevel(level) }, (_, b) => ({ level, shape, band: (b + 1) as Band })),
  ),
);

export const slotKey = (slot: Slot): string => `${slot.level}-${slot.shape}-${slot.band}`;

/** The bank's seed of a slot: with the index it fixes each bank puzzle, on every server. */
export const bankSeed = (slot: Slot): string => `bank-${slotKey(slot)}`;

/**
 * The band a slot's puzzles are stored under: where a shape cannot reach the band asked, the
 * generator makes the nearest lower one (SERVED_BAND), and the bank keeps its true band.
 */
export const storedBand = (slot: Slot): Band =>
  SERVED_BAND[shapeOf(slot.level, slot.shape)]?.[slot.band] ?? slot.band;
