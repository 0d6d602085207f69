import fc from 'fast-check';
import {
  buildPuzzle,
  decodePuzzle,
  layoutOf,
  LEVELS,
  SHAPE_NUMBERS,
  shapeOf,
  SHAPES,
  type Puzzle,
  type ShapeNumber,
  type Level,
} from '@czeus/puzzle';
import { clueChoices, ESTIMATION_CHOICES } from './clue-choices.js';
import type { ClueHalf } from './state.js';
import { puzzleRecord } from './testing.js';

const HALVES: ClueHalf[] = ['add', 'mult'];
const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Brute force, independent of the module: every value of `n` digits' sum or product. */
function possible(n: number, half: ClueHalf): Set<number> {
  let tuples: number[][] = [[]];
  for (let i = 0; i < n; i++) tuples = tuples.flatMap((t) => digits.map((d) => [...t, d]));
  return new Set(tuples.map((t) => (half === 'add' ? t.reduce((s, d) => s + d) : t.reduce((p, d) => p * d))));
}
const POSSIBLE = {
  pair: { add: possible(2, 'add'), mult: possible(2, 'mult') },
  square: { add: possible(4, 'add'), mult: possible(4, 'mult') },
};
const familyOf = (puzzle: Puzzle, cell: number) => (puzzle.cells[cell].kind === 'square' ? 'square' : 'pair');

/** Any puzzle of any shape: random digits and a random puzzle id. */
const arbitraryPuzzle: fc.Arbitrary<Puzzle> = fc
  .tuple(fc.constantFrom(...LEVELS), fc.constantFrom(...SHAPE_NUMBERS), fc.boolean(), fc.uuid())
  .chain(([level, shape, flip, puzzleId]: [Level, ShapeNumber, boolean, string]) => {
    const transposed = flip && SHAPES[shapeOf(level, shape)].transposable;
    const layout = layoutOf(shapeOf(level, shape), transposed);
    const n = layout.mysteries.length;
    return fc
      .array(fc.integer({ min: 1, max: 9 }), { minLength: n, maxLength: n })
      .map((solution) => buildPuzzle(level, shape, transposed, solution, undefined, { puzzleId }));
  });

/** A puzzle with one of its clues and a half. */
const arbitraryClue = arbitraryPuzzle.chain((puzzle) =>
  fc.tuple(fc.constant(puzzle), fc.constantFrom(...puzzle.clues), fc.constantFrom(...HALVES)),
);

describe('clueChoices', () => {
  const puzzle = decodePuzzle(puzzleRecord(2, 4, 2)); // 4-squares: pairs and squares
  const pair = puzzle.clues.find((c) => puzzle.cells[c].kind !== 'square') as number;
  const square = puzzle.clues.find((c) => puzzle.cells[c].kind === 'square') as number;

  it('offers the estimation pad its 9 buttons', () => {
    expect(ESTIMATION_CHOICES).toBe(9);
    for (const cell of [pair, square])
      for (const half of HALVES) {
        const choices = clueChoices(puzzle, cell, half);
        expect(choices).toHaveLength(9);
        expect(choices).toContain(puzzle.cells[cell][half]);
      }
  });

  it('takes another count', () => {
    const choices = clueChoices(puzzle, pair, 'add', 4);
    expect(choices).toHaveLength(4);
    expect(choices).toContain(puzzle.cells[pair].add);
    expect(clueChoices(puzzle, square, 'mult', 1)).toEqual([puzzle.cells[square].mult]);
  });

  it('spreads square choices wider than pair choices', () => {
    const sq = clueChoices(puzzle, square, 'mult');
    const gaps = sq.slice(1).map((v, i) => v - sq[i]);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(5);
  });

  it('stays within the range near its edges (a sum of 3, a sum of 18, a product of 1)', () => {
    const low = buildPuzzle(1, 1, false, [1, 2], undefined, { puzzleId: 'edge-low' });
    const high = buildPuzzle(1, 1, false, [9, 9], undefined, { puzzleId: 'edge-high' });
    const clue = low.clues[0];
    const sums = clueChoices(low, clue, 'add');
    expect(sums).toHaveLength(9);
    expect(sums[0]).toBeGreaterThanOrEqual(2);
    expect(sums).toContain(3);
    expect(clueChoices(high, clue, 'add')[8]).toBe(18);
    expect(clueChoices(high, clue, 'mult')[8]).toBe(81);
    const products = clueChoices(buildPuzzle(1, 1, false, [1, 1]), clue, 'mult');
    expect(products[0]).toBe(1);
    expect(products.every((p) => POSSIBLE.pair.mult.has(p))).toBe(true);
  });

  it('throws for a cell that is not a clue, and for an impossible count', () => {
    expect(() => clueChoices(puzzle, puzzle.mysteries[0], 'add')).toThrow('not a clue');
    const empty = puzzle.cells.findIndex((c) => c.kind === 'empty');
    if (empty >= 0) expect(() => clueChoices(puzzle, empty, 'mult')).toThrow('not a clue');
    expect(() => clueChoices(puzzle, -1, 'add')).toThrow('not a clue');
    expect(() => clueChoices(puzzle, pair, 'add', 0)).toThrow(RangeError);
    expect(() => clueChoices(puzzle, pair, 'add', 18)).toThrow(RangeError); // 2..18 is 17 values
    expect(clueChoices(puzzle, pair, 'add', 17)).toEqual(digits.slice(1).concat(digits.map((d) => d + 9)));
  });

  it('property: count distinct ascending values, the truth among them, all possible', () => {
    fc.assert(
      fc.property(arbitraryClue, fc.integer({ min: 1, max: 17 }), ([p, cell, half], count) => {
        const choices = clueChoices(p, cell, half, count);
        expect(choices).toHaveLength(count);
        for (let i = 1; i < choices.length; i++) expect(choices[i]).toBeGreaterThan(choices[i - 1]);
        expect(choices).toContain(p.cells[cell][half]);
        const allowed = POSSIBLE[familyOf(p, cell)][half];
        for (const v of choices) {
          expect(Number.isInteger(v)).toBe(true);
          expect(allowed.has(v)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: the same clue always gets the same choices', () => {
    fc.assert(
      fc.property(arbitraryClue, ([p, cell, half]) => {
        const again = decodePuzzle(p.record);
        expect(clueChoices(again, cell, half)).toEqual(clueChoices(p, cell, half));
      }),
      { numRuns: 200 },
    );
  });

  it('property: the truth does not always sit at the same place', () => {
    fc.assert(
      fc.property(fc.array(arbitraryClue, { minLength: 40, maxLength: 40 }), (clues) => {
        const places = new Set(
          clues.map(([p, cell, half]) => clueChoices(p, cell, half).indexOf(p.cells[cell][half] as number)),
        );
        expect(places.size).toBeGreaterThan(1);
      }),
      { numRuns: 30 },
    );
  });

  it('places the truth at every index over many clues, none hugely more often than others', () => {
    const seen = new Array<number>(ESTIMATION_CHOICES).fill(0);
    const samples = fc.sample(arbitraryClue, { numRuns: 2000, seed: 42 });
    for (const [p, cell, half] of samples)
      seen[clueChoices(p, cell, half).indexOf(p.cells[cell][half] as number)]++;
    expect(seen.every((n) => n > 0)).toBe(true);
    expect(Math.max(...seen)).toBeLessThan(samples.length / 3);
  });
});
