import fc from 'fast-check';
import { buildPuzzle, type Shown } from './build.js';
import { layoutOf } from './lattice.js';
import type { Level, Puzzle, ShapeNumber } from './model.js';
import { LEVELS, SHAPE_NUMBERS, shapeOf, SHAPES } from './shapes.js';

/** Every (level, shape number, transposed) a record can name. */
export const ALL_FORMS: [Level, ShapeNumber, boolean][] = LEVELS.flatMap((level) =>
  SHAPE_NUMBERS.flatMap((shape) => {
    const name = shapeOf(level, shape);
    return SHAPES[name].transposable
      ? [[level, shape, false] as const, [level, shape, true] as const]
      : [[level, shape, false] as const];
  }),
).map(([l, s, t]) => [l, s, t]);

/** Any puzzle of any form: random digits, givens and shown halves (rules 2-4 not enforced). */
export const arbitraryPuzzle: fc.Arbitrary<Puzzle> = fc
  .constantFrom(...ALL_FORMS)
  .chain(([level, shape, transposed]) => {
    const layout = layoutOf(shapeOf(level, shape), transposed);
    const digits = fc.array(fc.integer({ min: 1, max: 9 }), {
      minLength: layout.mysteries.length,
      maxLength: layout.mysteries.length,
    });
    const givenMask = fc.array(fc.boolean(), {
      minLength: layout.mysteries.length,
      maxLength: layout.mysteries.length,
    });
    const halves = fc.array(fc.tuple(fc.boolean(), fc.boolean()), {
      minLength: layout.clues.length,
      maxLength: layout.clues.length,
    });
    return fc.tuple(digits, givenMask, halves).map(([solution, gm, hs]) => {
      const shown: Shown = { givens: solution.map((d, i) => (gm[i] ? d : 0)), halves: hs };
      return buildPuzzle(level, shape, transposed, solution, shown);
    });
  });
