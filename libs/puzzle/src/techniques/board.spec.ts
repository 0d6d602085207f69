import fc from 'fast-check';
import { anyStep, arbitraryPuzzle } from '../testing.js';
import { applyStep, isBroken, isBrokenAfter, startBoard } from './board.js';

describe('isBrokenAfter', () => {
  it('agrees with isBroken after any step from a board that was not broken', () => {
    let broke = 0;
    fc.assert(
      fc.property(
        arbitraryPuzzle,
        fc.array(fc.tuple(fc.nat(2), fc.nat(), fc.nat(1023), fc.nat()), { minLength: 1, maxLength: 12 }),
        (puzzle, steps) => {
          let board = startBoard(puzzle);
          for (const [kind, at, digits, value] of steps) {
            if (isBroken(board)) return;
            const step = anyStep(board, kind, at, digits, value);
            board = applyStep(board, step);
            const broken = isBroken(board);
            if (broken) broke++;
            expect(isBrokenAfter(board, step)).toBe(broken);
          }
        },
      ),
      { numRuns: 1500 },
    );
    // Steps that break the board came up often: the property was not won on one side alone.
    expect(broke).toBeGreaterThan(200);
  });
});
