import fc from 'fast-check';
import { buildPuzzle, hideHalf, shownOf, solutionOf } from './build.js';
import { arbitraryPuzzle } from './testing.js';

describe('hideHalf', () => {
  // The generator hides every half this way: it must be the puzzle buildPuzzle makes.
  it('is what buildPuzzle makes with that half hidden, and leaves the puzzle as it was', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, fc.nat(), fc.constantFrom<0 | 1>(0, 1), (puzzle, pick, half) => {
        const clue = pick % puzzle.clues.length;
        const before = JSON.stringify(puzzle);
        const shown = shownOf(puzzle);
        shown.halves[clue][half] = false;
        const { level, shape, r, data: _, ...meta } = puzzle.record;
        expect(hideHalf(puzzle, clue, half)).toEqual(
          buildPuzzle(level, shape, r === 1, solutionOf(puzzle), shown, meta),
        );
        expect(JSON.stringify(puzzle)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
