import fc from 'fast-check';
import { buildPuzzle } from './build.js';
import { layoutOf } from './lattice.js';
import type { Puzzle } from './model.js';
import { ruleBreaks } from './pair-rules.js';
import { countSolutions, fastRuleBreak } from './solve.js';
import { shapeOf } from './shapes.js';
import { ALL_FORMS, arbitraryPuzzle } from './testing.js';

/** Every digit assignment, checked against givens, shown halves and rules 2-3: the slow truth. */
function bruteForce(puzzle: Puzzle): number {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const values = new Array<number>(puzzle.cells.length).fill(0);
  const seen = new Set<string>();
  let count = 0;
  // Givens are fixed; only the open mysteries are enumerated.
  const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given).length;
  for (let code = 0; code < 9 ** open; code++) {
    let rest = code;
    const digits = puzzle.mysteries.map((m) => {
      if (puzzle.cells[m].given) return puzzle.cells[m].given as number;
      const d = (rest % 9) + 1;
      rest = Math.floor(rest / 9);
      return d;
    });
    puzzle.mysteries.forEach((m, i) => (values[m] = digits[i]));
    const fits =
      puzzle.mysteries.every((m) => !puzzle.cells[m].given || puzzle.cells[m].given === values[m]) &&
      puzzle.clues.every((c) => {
        const clue = puzzle.cells[c];
        const ds = (clue.mysteries as number[]).map((m) => values[m]);
        return (
          (!clue.addShown || ds.reduce((s, d) => s + d, 0) === clue.add) &&
          (!clue.multShown || ds.reduce((p, d) => p * d, 1) === clue.mult)
        );
      }) &&
      ruleBreaks(layout, values).length === 0;
    if (!fits) continue;
    if (puzzle.shape === 'single-pair') {
      const key = [...digits].sort().join();
      if (seen.has(key)) continue;
      seen.add(key);
    }
    count++;
  }
  return count;
}

const small = arbitraryPuzzle.filter((p) => p.mysteries.length <= 4);

describe("the solver's fast rules 2-3", () => {
  // Digits from a small range, a third of them unknown, and some squares filled with one digit:
  // repeated pairs and cZeus squares (the cases the rules are about) come up often.
  const assignment = fc.constantFrom(...ALL_FORMS).chain(([level, shape, transposed]) => {
    const layout = layoutOf(shapeOf(level, shape), transposed);
    const size = Math.max(...layout.mysteries) + 1;
    const digit = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 9 }));
    const fill = fc.tuple(fc.nat(), fc.integer({ min: 1, max: 9 }));
    return fc
      .tuple(
        fc.array(digit, { minLength: layout.mysteries.length, maxLength: layout.mysteries.length }),
        fc.array(fill, { maxLength: layout.squares.length > 0 ? 3 : 0 }),
      )
      .map(([digits, fills]) => {
        const values = new Array<number>(size).fill(0);
        layout.mysteries.forEach((m, i) => (values[m] = digits[i]));
        for (const [square, d] of fills)
          for (const m of layout.squares[square % layout.squares.length].mysteries) values[m] = d;
        return { layout, values };
      });
  });

  it("agree with ruleBreaks, the rules' definition, on every assignment of every shape", () => {
    let breaking = 0;
    fc.assert(
      fc.property(assignment, ({ layout, values }) => {
        const defined = ruleBreaks(layout, values).length > 0;
        if (defined) breaking++;
        expect(fastRuleBreak(layout, values)).toBe(defined);
      }),
      { numRuns: 3000 },
    );
    // Both answers came up many times: the property was not won on one side alone.
    expect(breaking).toBeGreaterThan(300);
    expect(breaking).toBeLessThan(2700);
  });
});

describe('countSolutions', () => {
  it('agrees with brute force on the small shapes (counting up to 2)', () => {
    fc.assert(
      fc.property(small, (puzzle) => {
        expect(countSolutions(puzzle)).toBe(Math.min(2, bruteForce(puzzle)));
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with brute force on every shape with up to 3 mysteries open, digits often repeated', () => {
    const fewOpen = fc
      .constantFrom(...ALL_FORMS)
      .chain(([level, shape, transposed]) => {
        const layout = layoutOf(shapeOf(level, shape), transposed);
        const n = layout.mysteries.length;
        // Digits from 1..3 half the time, so repeated pairs and cZeus squares turn up.
        const digit = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 9 }));
        return fc.tuple(
          fc.constant([level, shape, transposed] as const),
          fc.array(digit, { minLength: n, maxLength: n }),
          fc.uniqueArray(fc.nat(n - 1), { minLength: 1, maxLength: Math.min(3, n) }),
          fc.array(fc.tuple(fc.boolean(), fc.boolean()), {
            minLength: layout.clues.length,
            maxLength: layout.clues.length,
          }),
        );
      })
      .map(([[level, shape, transposed], solution, open, halves]) =>
        buildPuzzle(level, shape, transposed, solution, {
          givens: solution.map((d, i) => (open.includes(i) ? 0 : d)),
          halves,
        }),
      );
    fc.assert(
      fc.property(fewOpen, (puzzle) => {
        expect(countSolutions(puzzle, 1000)).toBe(bruteForce(puzzle));
      }),
      { numRuns: 150 },
    );
  });

  it('never counts two cZeus squares, even when every clue fits them', () => {
    // 6-squares: a square of 1s top left, a square of 2s bottom right, no other repeated pair.
    const digits = [1, 1, 5, 6, 1, 1, 2, 2, 7, 8, 2, 2];
    const open = [0, 11];
    const puzzle = buildPuzzle(3, 4, false, digits, {
      givens: digits.map((d, i) => (open.includes(i) ? 0 : d)),
      halves: layoutOf('6-squares').clues.map(() => [true, true]),
    });
    expect(bruteForce(puzzle)).toBe(0);
    expect(countSolutions(puzzle, 10)).toBe(0);
    const one = buildPuzzle(3, 4, false, [1, 1, 5, 6, 1, 1, 2, 3, 7, 8, 4, 9]);
    expect(countSolutions(one)).toBe(1);
  });

  it('counts higher when asked', () => {
    const open = buildPuzzle(1, 1, false, [3, 4], { givens: [0, 0], halves: [[true, false]] });
    // add 7: {1,6} {2,5} {3,4}; the two orders of a single pair are one solution.
    expect(countSolutions(open, 10)).toBe(3);
  });

  it('sees the single-pair exception: {3,4} and {4,3} are one solution', () => {
    expect(countSolutions(buildPuzzle(1, 1, false, [3, 4]))).toBe(1);
  });

  it('finds exactly the solution of a fully shown square puzzle', () => {
    expect(countSolutions(buildPuzzle(2, 4, false, [1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(1);
  });

  it('counts the fillings of a square shown only as add 24, mult 1296 as brute force does', () => {
    // 6666 is a cZeus square; 3·6·... other fillings must also avoid repeated pairs.
    const czeus = buildPuzzle(2, 1, false, [6, 6, 6, 6], {
      givens: [0, 0, 0, 0],
      halves: [
        [false, false],
        [false, false],
        [true, true],
        [false, false],
        [false, false],
      ],
    });
    expect(countSolutions(czeus, 50)).toBe(bruteForce(czeus));
  });
});
