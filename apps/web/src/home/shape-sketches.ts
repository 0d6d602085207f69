import type { Level, ShapeNumber } from '@czeus/puzzle';

/**
 * Each puzzle slot's shape as home's slider draws it, row by row: `m` a mystery, `-` and `|` a
 * pair clue across and down, `#` a square clue, `.` nothing. Written out rather than built from
 * libs/puzzle's lattice, which home would otherwise load for these twelve drawings (1 kB of
 * home's scripts, held under 100,000 bytes); shape-sketches.spec.ts holds every row to the lattice.
 */
export const SHAPE_SKETCHES: Record<`${Level}-${ShapeNumber}`, string> = {
  '1-1': 'm-m',
  '1-2': 'm../|../m-m',
  '1-3': 'm-m/|.|/m.m',
  '1-4': 'm-m/|.|/m-m',
  '2-1': 'm-m/|#|/m-m',
  '2-2': 'm-m-m/|#|#|/m-m-m',
  '2-3': 'm-m../|#|../m-m-m/|#|#|/m-m-m',
  '2-4': 'm-m-m/|#|#|/m-m-m/|#|#|/m-m-m',
  '3-1': 'm-m-m/|#|#|/m-m-m',
  '3-2': 'm-m../|#|../m-m-m/|#|#|/m-m-m',
  '3-3': 'm-m-m/|#|#|/m-m-m/|#|#|/m-m-m',
  '3-4': 'm-m-m-m/|#|#|#|/m-m-m-m/|#|#|#|/m-m-m-m',
};

export type SketchCell = 'm' | '-' | '|' | '#' | '.';

/** A slot's sketch as rows of cells. */
export function sketchRows(level: Level, shape: ShapeNumber): SketchCell[][] {
  return SHAPE_SKETCHES[`${level}-${shape}`].split('/').map((row) => [...row] as SketchCell[]);
}
