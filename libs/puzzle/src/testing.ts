import fc from 'fast-check';
import { buildPuzzle, type Shown } from './build.js';
import { layoutOf } from './lattice.js';
import type { Level, Puzzle, ShapeNumber } from './model.js';
import { LEVELS, SHAPE_NUMBERS, shapeOf, SHAPES } from './shapes.js';
import { type Board, digitsOf, type Step } from './techniques/board.js';

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

/** A step that places these digits and does nothing else, sound or not. */
export const placing = (placements: Step['placements']): Step => ({
  technique: 'what-if',
  tier: 4,
  placements,
  eliminations: [],
  derivedClueHalves: [],
  highlight: [],
  messageKey: '',
  params: {},
});

/** A step of any kind, sound or not: a placement, eliminations, or a derived half. */
export const anyStep = (board: Board, kind: number, at: number, digits: number, value: number): Step => {
  const open = board.layout.mysteries.filter((m) => !board.value[m]);
  const cell = open.length ? open[at % open.length] : board.layout.mysteries[0];
  const clue = board.layout.clues[at % board.layout.clues.length];
  const candidates = digitsOf(board.cand[cell]);
  return {
    ...placing(
      kind === 0 && candidates.length ? [{ cell, digit: candidates[digits % candidates.length] }] : [],
    ),
    eliminations: kind === 1 ? [{ cell, digits: digitsOf(digits & 0b11_1111_1110) }] : [],
    derivedClueHalves:
      kind === 2 ? [{ clue, half: value % 2 ? 'add' : 'mult', value: 1 + (value % 40) }] : [],
  };
};
