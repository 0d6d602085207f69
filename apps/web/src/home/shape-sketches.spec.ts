import { layoutOf, LEVELS, SHAPE_NUMBERS, shapeOf, type CellKind } from '@czeus/puzzle';
import { sketchRows, type SketchCell } from './shape-sketches';

const KIND: Record<SketchCell, CellKind> = {
  m: 'mystery',
  '-': 'horizontalPair',
  '|': 'verticalPair',
  '#': 'square',
  '.': 'empty',
};

describe("home's shape sketches", () => {
  const slots = LEVELS.flatMap((level) => SHAPE_NUMBERS.map((shape) => [level, shape] as const));

  it.each(slots)('land %i, shape %i is drawn as the lattice lays it out', (level, shape) => {
    const layout = layoutOf(shapeOf(level, shape));
    const rows = sketchRows(level, shape);
    expect(rows).toHaveLength(layout.height);
    for (const row of rows) expect(row).toHaveLength(layout.width);
    expect(rows.flat().map((cell) => KIND[cell])).toEqual(layout.kinds);
  });
});
