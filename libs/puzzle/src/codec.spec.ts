import fc from 'fast-check';
import { buildPuzzle } from './build.js';
import { decodePuzzle, encodePuzzle, PuzzleFormatError } from './codec.js';
import { checkEntry } from './rules.js';
import { countSolutions } from './solve.js';
import { arbitraryPuzzle } from './testing.js';

const sample = () => encodePuzzle(buildPuzzle(2, 4, false, [1, 2, 3, 4, 5, 6, 7, 8, 9]));

function errorOf(record: unknown): PuzzleFormatError {
  try {
    decodePuzzle(record);
  } catch (error) {
    if (error instanceof PuzzleFormatError) return error;
    throw error;
  }
  throw new Error('decoded');
}

describe('codec', () => {
  it('round-trips every shape, transposed or not', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, (puzzle) => {
        const record = encodePuzzle(puzzle);
        const again = decodePuzzle(JSON.parse(JSON.stringify(record)));
        expect(encodePuzzle(again)).toEqual(record);
        expect(again.cells).toEqual(puzzle.cells);
      }),
      { numRuns: 300 },
    );
  });

  it('lays out data in three runs: givens, clue halves, solutions', () => {
    const record = sample();
    expect(record.data).toHaveLength(50);
    expect(record.data.slice(0, 9)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(record.data.slice(41)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The first clue cell is the top-left pair (1, 2): add 3, mult 2.
    expect(record.data.slice(9, 11)).toEqual([3, 2]);
    // Display index 4 is the top-left square (1, 2, 4, 5): add 12, mult 40.
    expect(record.data.slice(15, 17)).toEqual([12, 40]);
  });

  it.each([
    ['data', (r: Record<string, unknown>) => ({ ...r, data: (r.data as number[]).slice(1) })],
    ['m', (r: Record<string, unknown>) => ({ ...r, m: 3, n: 5 })],
    ['r', (r: Record<string, unknown>) => ({ ...r, r: 1 })],
    [
      'data[41]',
      (r: Record<string, unknown>) => ({
        ...r,
        data: (r.data as number[]).map((d, i) => (i === 41 ? 10 : d)),
      }),
    ],
    [
      'data[15]',
      (r: Record<string, unknown>) => ({
        ...r,
        data: (r.data as number[]).map((d, i) => (i === 15 ? 13 : d)),
      }),
    ],
    [
      'data[0]',
      (r: Record<string, unknown>) => ({ ...r, data: (r.data as number[]).map((d, i) => (i === 0 ? 2 : d)) }),
    ],
    ['level', (r: Record<string, unknown>) => ({ ...r, level: 4 })],
    ['puzzleId', (r: Record<string, unknown>) => ({ ...r, puzzleId: '' })],
    ['difficulty', (r: Record<string, unknown>) => ({ ...r, difficulty: 0 })],
  ])('names the bad field %s', (field, corrupt) => {
    expect(errorOf(corrupt(sample() as unknown as Record<string, unknown>)).field).toBe(field);
  });

  it("keeps a deduction puzzle's class and refuses one other than 1 or 2", () => {
    expect(decodePuzzle({ ...sample(), class: 2 }).record.class).toBe(2);
    expect(encodePuzzle(decodePuzzle({ ...sample(), class: 1 })).class).toBe(1);
    expect('class' in decodePuzzle(sample()).record).toBe(false);
    expect(errorOf({ ...sample(), class: 3 }).field).toBe('class');
  });

  it("keeps a daily's reserved mark, and refuses any value but true or false", () => {
    expect(decodePuzzle({ ...sample(), reserved: true }).record.reserved).toBe(true);
    expect(encodePuzzle(decodePuzzle({ ...sample(), reserved: true })).reserved).toBe(true);
    expect('reserved' in decodePuzzle(sample()).record).toBe(false);
    expect('reserved' in decodePuzzle({ ...sample(), reserved: false }).record).toBe(false);
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== true && v !== false && v !== undefined),
        (value) => {
          expect(errorOf({ ...sample(), reserved: value }).field).toBe('reserved');
        },
      ),
    );
  });

  it('refuses anything that is not a record, with a PuzzleFormatError', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => decodePuzzle(junk)).toThrow(PuzzleFormatError);
      }),
    );
  });

  it('what it accepts never makes a later engine call throw', () => {
    fc.assert(
      fc.property(
        arbitraryPuzzle,
        fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 70 }),
        (puzzle, noise) => {
          const decoded = decodePuzzle(encodePuzzle(puzzle));
          const values = decoded.cells.map((_, i) => Math.max(0, Math.min(9, noise[i] ?? 0)));
          expect(countSolutions(decoded)).toBeGreaterThanOrEqual(0);
          for (const cell of decoded.mysteries) {
            expect(typeof checkEntry(decoded, values, cell, noise[cell] ?? 5).ok).toBe('boolean');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
