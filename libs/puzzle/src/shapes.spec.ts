import type { Level, ShapeNumber } from './model.js';
import { LEVELS, SHAPE_NUMBERS, SHAPES, shapeOf } from './shapes.js';

describe('shapes', () => {
  it('names the twelve (level, shape) pairs of PUZZLE.md with nine distinct shapes', () => {
    const names = LEVELS.map((level: Level) =>
      SHAPE_NUMBERS.map((shape: ShapeNumber) => shapeOf(level, shape)),
    );
    expect(names).toEqual([
      ['single-pair', 'l-shape-2pairs', 'arc-3pairs', 'one-square-4-pairs-only'],
      ['one-square', '2-squares', '3-squares-l-shape', '4-squares'],
      ['2-squares', '3-squares-l-shape', '4-squares', '6-squares'],
    ]);
    expect(new Set(names.flat()).size).toBe(9);
  });

  it('lets only 2-squares and 6-squares be transposed', () => {
    const transposable = Object.entries(SHAPES)
      .filter(([, def]) => def.transposable)
      .map(([name]) => name);
    expect(transposable.sort()).toEqual(['2-squares', '6-squares']);
  });
});
