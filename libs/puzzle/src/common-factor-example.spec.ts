import fc from 'fast-check';
import { commonFactorExample, digitFactors } from './common-factor-example.js';
import { encodePuzzle } from './codec.js';
import { arbitraryPuzzle } from './testing.js';

describe('common factor examples', () => {
  it("a product's digit factors are the digits with a digit partner", () => {
    expect(digitFactors(12)).toEqual([2, 3, 4, 6]);
    expect(digitFactors(81)).toEqual([9]);
    expect(digitFactors(7)).toEqual([1, 7]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (a, b) => {
        const factors = digitFactors(a * b);
        expect(factors).toContain(a);
        expect(factors).toContain(b);
        for (const d of factors) expect(Number.isInteger((a * b) / d) && (a * b) / d <= 9).toBe(true);
      }),
    );
  });

  it('an example is two shown products at one open mystery sharing only its solution', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, (puzzle) => {
        const example = commonFactorExample(encodePuzzle(puzzle));
        if (!example) return;
        const { mystery, clues, products, factors, digit } = example;
        expect(puzzle.cells[mystery].given ?? 0).toBe(0);
        expect(puzzle.cells[mystery].solution).toBe(digit);
        clues.forEach((c, i) => {
          expect(puzzle.cells[c].multShown).toBe(true);
          expect(puzzle.cells[c].mysteries).toContain(mystery);
          expect(puzzle.cells[c].mult).toBe(products[i]);
        });
        expect(factors[0].filter((d) => factors[1].includes(d))).toEqual([digit]);
      }),
      { numRuns: 300 },
    );
  });
});
