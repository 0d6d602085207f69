import fc from 'fast-check';
import { buildPuzzle } from './build.js';
import * as builtin from './builtin/index.js';
import { decodePuzzle } from './codec.js';
import { generatePuzzle } from './generate.js';
import { gradePuzzle } from './grade.js';
import type { Band, Level, PuzzleRecord, ShapeNumber } from './model.js';
import { leastSolvingMs, numbersToFind, PACE } from './pace.js';
import { arbitraryPuzzle } from './testing.js';

/** A person's game that the floor must let through: 2 s a number (docs/game-rules.md). */
const PERSON_MS_PER_NUMBER = 2000;
/** A script's game that the floor must stop: 100 ms a number, the entry floor of libs/game. */
const SCRIPT_MS_PER_NUMBER = 100;

const requests = fc.record({
  level: fc.constantFrom<Level>(1, 2, 3),
  shape: fc.constantFrom<ShapeNumber>(1, 2, 3, 4),
  band: fc.constantFrom<Band>(1, 2, 3, 4),
  seed: fc.string({ maxLength: 8 }),
  index: fc.nat(30),
  transpose: fc.boolean(),
});

/** A person's game passes and a script's does not, with room on both sides. */
function expectBetweenScriptAndPerson(record: PuzzleRecord): void {
  const puzzle = decodePuzzle(record);
  const numbers = numbersToFind(puzzle);
  const least = leastSolvingMs(puzzle);
  expect(least).toBeLessThanOrEqual((numbers * PERSON_MS_PER_NUMBER) / 2);
  expect(least).toBeGreaterThanOrEqual(numbers * SCRIPT_MS_PER_NUMBER * 2.5);
}

describe('leastSolvingMs', () => {
  it('is 250 ms a number plus 25 ms per unit of grade weight', () => {
    const puzzle = decodePuzzle(generatePuzzle({ level: 2, shape: 2, band: 1, seed: 'pace', index: 1 }));
    const grade = gradePuzzle(puzzle);
    expect(grade?.weight).toBeGreaterThan(0);
    expect(numbersToFind(puzzle)).toBe(6);
    expect(leastSolvingMs(puzzle)).toBe(6 * 250 + (grade?.weight ?? 0) * 25);
  });

  it('grows with the deductions a puzzle needs: expert above easy on one shape', () => {
    const of = (band: Band) =>
      leastSolvingMs(decodePuzzle(generatePuzzle({ level: 3, shape: 4, band, seed: 'pace', index: 2 })));
    expect(of(4)).toBeGreaterThan(of(3));
    expect(of(3)).toBeGreaterThan(of(1));
  });

  it('never asks more than 1 s a number, however long the ladder ran', () => {
    const puzzle = decodePuzzle(generatePuzzle({ level: 3, shape: 4, band: 4, seed: 'pace', index: 2 }));
    const grade = gradePuzzle(puzzle);
    if (!grade) throw new Error('a generated puzzle grades');
    expect(leastSolvingMs(puzzle, { ...grade, weight: 10_000 })).toBe(12 * PACE.mostPerNumberMs);
  });

  it('counts only the numbers to find when the ladder cannot solve the puzzle', () => {
    // A single pair with both halves of its clue hidden: any two digits fit.
    const puzzle = buildPuzzle(1, 1, false, [3, 4], { givens: [0, 0], halves: [[false, false]] });
    expect(gradePuzzle(puzzle)).toBeUndefined();
    expect(leastSolvingMs(puzzle)).toBe(2 * PACE.perNumberMs);
  });

  it('lets 2 s a number through and stops 100 ms a number on every puzzle the generator makes', () => {
    fc.assert(
      fc.property(requests, (request) => expectBetweenScriptAndPerson(generatePuzzle(request))),
      { numRuns: 40 },
    );
  });

  it.each(Object.entries(builtin))('does the same on every puzzle of the built-in set %s', (_, records) => {
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expectBetweenScriptAndPerson(record);
  });

  it('never throws and stays within its bounds on any puzzle the codec can hold', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, (puzzle) => {
        const least = leastSolvingMs(puzzle);
        const numbers = numbersToFind(puzzle);
        expect(least).toBeGreaterThanOrEqual(numbers * PACE.perNumberMs);
        expect(least).toBeLessThanOrEqual(numbers * PACE.mostPerNumberMs);
      }),
      { numRuns: 60 },
    );
  });
});
