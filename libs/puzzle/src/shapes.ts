import type { Level, ShapeName, ShapeNumber } from './model.js';

/** One of the nine shapes of PUZZLE.md, on its R x C lattice of mystery positions. */
export interface ShapeDefinition {
  name: ShapeName;
  rows: number;
  cols: number;
  /** Lattice positions [r, c] without a mystery. */
  holes: readonly (readonly [number, number])[];
  /** Adjacencies [[r, c], [r, c]] that carry no clue cell (the open bottom of arc-3pairs). */
  openLinks: readonly (readonly [readonly [number, number], readonly [number, number]])[];
  /** Whether complete 2x2 blocks carry square clues. */
  squares: boolean;
  /** May be served transposed so its long side follows the screen's. */
  transposable: boolean;
}

const shape = (
  name: ShapeName,
  rows: number,
  cols: number,
  extra: Partial<Omit<ShapeDefinition, 'name' | 'rows' | 'cols'>> = {},
): ShapeDefinition => ({
  name,
  rows,
  cols,
  holes: [],
  openLinks: [],
  squares: false,
  transposable: false,
  ...extra,
});

export const SHAPES: Record<ShapeName, ShapeDefinition> = {
  'single-pair': shape('single-pair', 1, 2),
  'l-shape-2pairs': shape('l-shape-2pairs', 2, 2, { holes: [[0, 1]] }),
  'arc-3pairs': shape('arc-3pairs', 2, 2, {
    openLinks: [
      [
        [1, 0],
        [1, 1],
      ],
    ],
  }),
  'one-square-4-pairs-only': shape('one-square-4-pairs-only', 2, 2),
  'one-square': shape('one-square', 2, 2, { squares: true }),
  '2-squares': shape('2-squares', 2, 3, { squares: true, transposable: true }),
  '3-squares-l-shape': shape('3-squares-l-shape', 3, 3, { holes: [[0, 2]], squares: true }),
  '4-squares': shape('4-squares', 3, 3, { squares: true }),
  '6-squares': shape('6-squares', 3, 4, { squares: true, transposable: true }),
};

/** The four shapes of each land, in shape-number order (PUZZLE.md). */
export const LAND_SHAPES: Record<Level, readonly [ShapeName, ShapeName, ShapeName, ShapeName]> = {
  1: ['single-pair', 'l-shape-2pairs', 'arc-3pairs', 'one-square-4-pairs-only'],
  2: ['one-square', '2-squares', '3-squares-l-shape', '4-squares'],
  3: ['2-squares', '3-squares-l-shape', '4-squares', '6-squares'],
};

export function shapeOf(level: Level, shape: ShapeNumber): ShapeName {
  return LAND_SHAPES[level][shape - 1];
}

export const LEVELS: readonly Level[] = [1, 2, 3];
export const SHAPE_NUMBERS: readonly ShapeNumber[] = [1, 2, 3, 4];
