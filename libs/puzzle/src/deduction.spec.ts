import fc from 'fast-check';
import { buildPuzzle } from './build.js';
import { decodePuzzle } from './codec.js';
import { deductionClass, deductionNeed } from './deduction.js';
import { generatePuzzle } from './generate.js';
import type { PuzzleRecord } from './model.js';
import { runLadder } from './techniques/ladder.js';

/** A one-square record (display 3 x 3: mysteries 0, 2, 6, 8; clues 1, 3, 4, 5, 7). */
const oneSquare = (data: number[]): PuzzleRecord => ({
  puzzleId: 'example',
  level: 2,
  shape: 1,
  difficulty: 60,
  difficultyLevel: 3,
  normalisedDifficulty: 0.375,
  m: 3,
  n: 3,
  r: 0,
  timeAllowed: 210,
  hintsNo: 3,
  data,
});

// Solution 8 6 / 9 1; shown: square + 24, right side × 6, bottom side + 10. Nothing at one
// mystery decides, but 24 - 10 says the top side adds to 14.
const BY_ADD = oneSquare([0, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 6, 10, 0, 8, 6, 9, 1]);
// A cZeus square of 4s: square × 256, left side + 8, bottom side × 16; 256 / 16 = 16 on top.
const BY_MULT = oneSquare([0, 0, 0, 0, 0, 0, 8, 0, 0, 256, 0, 0, 0, 16, 4, 4, 4, 4]);
// Needs a deduction of each kind (× first, then +).
const MIXED = oneSquare([0, 0, 0, 0, 0, 0, 15, 0, 23, 648, 0, 0, 0, 18, 6, 6, 9, 2]);
// Needs a cross-clue step, but not a deduction (a square enumeration).
const OTHER_CROSS_CLUE = oneSquare([0, 0, 0, 0, 0, 0, 11, 0, 0, 48, 0, 0, 5, 0, 8, 1, 3, 2]);
// A + deduction, then a further cross-clue step as well.
const DEDUCTION_AND_MORE = oneSquare([0, 0, 0, 0, 0, 0, 0, 0, 24, 0, 12, 0, 12, 0, 6, 6, 6, 6]);

describe('deduction: does a puzzle need the square-minus-pair step', () => {
  it('classes a puzzle that needs only + deductions as 1 and only × deductions as 2', () => {
    expect(deductionNeed(decodePuzzle(BY_ADD))).toEqual({ needed: true, halves: ['add'], otherHardSteps: 0 });
    expect(deductionClass(decodePuzzle(BY_ADD))).toBe(1);
    expect(deductionNeed(decodePuzzle(BY_MULT))).toEqual({
      needed: true,
      halves: ['mult'],
      otherHardSteps: 0,
    });
    expect(deductionClass(decodePuzzle(BY_MULT))).toBe(2);
  });

  it('derives the half the solution has, and the puzzle is stuck without it', () => {
    const puzzle = decodePuzzle(BY_ADD);
    const deduction = runLadder(puzzle).steps.find((s) => s.technique === 'square-minus-pair');
    // Clue 1 joins mysteries 0 and 2: 8 + 6.
    expect(deduction?.derivedClueHalves).toEqual([{ clue: 1, half: 'add', value: 14 }]);
    expect(runLadder(puzzle, 2).solved).toBe(false);
    expect(runLadder(puzzle, 3).solved).toBe(true);
  });

  it('gives a class to no puzzle that mixes kinds or needs another cross-clue step', () => {
    expect(deductionNeed(decodePuzzle(MIXED))).toEqual({
      needed: true,
      halves: ['mult', 'add'],
      otherHardSteps: 0,
    });
    expect(deductionClass(decodePuzzle(MIXED))).toBeUndefined();
    expect(deductionNeed(decodePuzzle(DEDUCTION_AND_MORE))).toMatchObject({
      needed: true,
      otherHardSteps: 1,
    });
    expect(deductionClass(decodePuzzle(DEDUCTION_AND_MORE))).toBeUndefined();
  });

  it('says a puzzle solved by other cross-clue steps, or by easier ones, needs no deduction', () => {
    expect(deductionNeed(decodePuzzle(OTHER_CROSS_CLUE))).toEqual({
      needed: false,
      halves: [],
      otherHardSteps: 1,
    });
    const allShown = buildPuzzle(2, 4, false, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(deductionNeed(allShown)).toEqual({ needed: false, halves: [], otherHardSteps: 0 });
    expect(deductionClass(allShown)).toBeUndefined();
  });

  it('on any hard puzzle, derives only true halves, and a classed puzzle has deductions of one kind', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>, (index, shape) => {
        const puzzle = decodePuzzle(generatePuzzle({ level: 2, shape, band: 3, seed: 'deduction', index }));
        const run = runLadder(puzzle);
        for (const step of run.steps.filter((s) => s.technique === 'square-minus-pair'))
          for (const { clue, half, value } of step.derivedClueHalves)
            expect(puzzle.cells[clue][half]).toBe(value);
        const need = deductionNeed(puzzle);
        if (need.needed) expect(runLadder(puzzle, 2).solved).toBe(false);
        const kind = deductionClass(puzzle);
        if (kind) expect(need.halves).toEqual([kind === 1 ? 'add' : 'mult']);
      }),
      { numRuns: 25 },
    );
  });
});
