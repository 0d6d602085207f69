import fc from 'fast-check';
import { arbitraryPuzzle } from '../testing.js';
import { applyStep, type Board, digitsOf, isBroken, isBrokenAfter, startBoard, type Step } from './board.js';

/** A step of any kind, sound or not: a placement, eliminations, or a derived half. */
const anyStep = (board: Board, kind: number, at: number, digits: number, value: number): Step => {
  const open = board.layout.mysteries.filter((m) => !board.value[m]);
  const cell = open.length ? open[at % open.length] : board.layout.mysteries[0];
  const clue = board.layout.clues[at % board.layout.clues.length];
  const candidates = digitsOf(board.cand[cell]);
  return {
    technique: 'what-if',
    tier: 4,
    placements:
      kind === 0 && candidates.length ? [{ cell, digit: candidates[digits % candidates.length] }] : [],
    eliminations: kind === 1 ? [{ cell, digits: digitsOf(digits & 0b11_1111_1110) }] : [],
    derivedClueHalves:
      kind === 2 ? [{ clue, half: value % 2 ? 'add' : 'mult', value: 1 + (value % 40) }] : [],
    highlight: [],
    messageKey: '',
    params: {},
  };
};

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
