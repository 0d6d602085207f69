import fc from 'fast-check';
import { decodePuzzle } from '../codec.js';
import { deductionNeed } from '../deduction.js';
import { generatePuzzle } from '../generate.js';
import { gradePuzzle } from '../grade.js';
import { layoutOf } from '../lattice.js';
import type { PuzzleRecord } from '../model.js';
import { ruleBreaks } from '../pair-rules.js';
import { countSolutions } from '../solve.js';
import { CLUE_PRACTICE_PUZZLES, CLUE_PRACTICE_SOURCES } from './clue-practice.js';
import { commonFactorExample } from '../common-factor-example.js';
import { DEDUCTION_PUZZLES, DEDUCTION_SOURCES } from './deduction.js';
import { FACTORING_PUZZLES, FACTORING_SOURCES } from './factoring.js';
import { PRACTICE_PUZZLES, PRACTICE_SOURCES } from './practice.js';
import {
  BUILTIN_SETS,
  type BuiltinSet,
  builtinCandidate,
  DEDUCTION_DIFFICULTY,
  makeBuiltinSet,
  PRACTICE_DIFFICULTY,
} from './recipe.js';
import { SQUARE_ESTIMATION_PUZZLES, SQUARE_ESTIMATION_SOURCES } from './square-estimation.js';

const STORED: Record<BuiltinSet['name'], { records: readonly PuzzleRecord[]; sources: readonly number[] }> = {
  practice: { records: PRACTICE_PUZZLES, sources: PRACTICE_SOURCES },
  deduction: { records: DEDUCTION_PUZZLES, sources: DEDUCTION_SOURCES },
  'clue-practice': { records: CLUE_PRACTICE_PUZZLES, sources: CLUE_PRACTICE_SOURCES },
  'square-estimation': { records: SQUARE_ESTIMATION_PUZZLES, sources: SQUARE_ESTIMATION_SOURCES },
  factoring: { records: FACTORING_PUZZLES, sources: FACTORING_SOURCES },
};

/** The group (from 0) that entry `place` of a set belongs to: groups are stored in order. */
function groupOf(set: BuiltinSet, place: number): number {
  let end = 0;
  return set.groups.findIndex((g) => place < (end += g.count));
}

describe.each(BUILTIN_SETS.map((set) => [set.name, set] as const))('built-in set %s', (_, set) => {
  const { records, sources } = STORED[set.name];

  it('holds what its recipe asks for, under ids prefix1, prefix2 ...', () => {
    expect(records).toHaveLength(set.groups.reduce((n, g) => n + g.count, 0));
    expect(records.map((r) => r.puzzleId)).toEqual(records.map((_, k) => `${set.idPrefix}${k + 1}`));
    expect(sources).toHaveLength(records.length);
  });

  // What `puzzles check` asks of a record, and what makes it this set's.
  it('is all well-formed, unique puzzles of its land, shape, band and time, graded as stored', () => {
    records.forEach((record, place) => {
      const puzzle = decodePuzzle(record);
      const values = puzzle.cells.map((c) => c.solution ?? 0);
      expect([record.puzzleId, ruleBreaks(layoutOf(puzzle.shape, record.r === 1), values)]).toEqual([
        record.puzzleId,
        [],
      ]);
      expect([record.puzzleId, countSolutions(puzzle)]).toEqual([record.puzzleId, 1]);
      expect(record).toMatchObject({ level: set.level, shape: set.shape, timeAllowed: set.timeAllowed });
      const grade = gradePuzzle(puzzle);
      expect([record.puzzleId, grade?.band, grade?.difficulty]).toEqual([
        record.puzzleId,
        record.difficultyLevel,
        record.difficulty,
      ]);
      // The recipe's group would take it as it stands.
      expect(set.groups[groupOf(set, place)].take(record)).toEqual({ ...record, puzzleId: '' });
    });
  });

  // Every entry, from the generator number stored, and no earlier generator puzzle taken
  // instead. When the engine changes on purpose, remake the sets (`npm run puzzles -- builtin`)
  // and review the diff.
  it('is remade whole by its recipe, entry for entry', () => {
    expect(makeBuiltinSet(set)).toEqual({ records, sources });
  });
});

describe('built-in puzzles', () => {
  it('have ids unique across every set', () => {
    const ids = Object.values(STORED).flatMap(({ records }) => records.map((r) => r.puzzleId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('practice puzzles are 4-squares, land 2, difficulty 38, 120 s', () => {
    for (const record of PRACTICE_PUZZLES)
      expect(record).toMatchObject({ level: 2, shape: 4, difficulty: PRACTICE_DIFFICULTY, timeAllowed: 120 });
  });

  it('deduction puzzles are difficulty 61-81, class 1 or 2, 210 s, and each needs its deduction', () => {
    const [low, high] = DEDUCTION_DIFFICULTY;
    for (const record of DEDUCTION_PUZZLES) {
      expect(record.difficulty).toBeGreaterThanOrEqual(low);
      expect(record.difficulty).toBeLessThanOrEqual(high);
      expect(record.timeAllowed).toBe(210);
      const need = deductionNeed(decodePuzzle(record));
      expect([record.puzzleId, need.needed, need.halves]).toEqual([
        record.puzzleId,
        true,
        [record.class === 1 ? 'add' : 'mult'],
      ]);
    }
    expect(DEDUCTION_PUZZLES.filter((r) => r.class === 1)).toHaveLength(30);
    expect(DEDUCTION_PUZZLES.filter((r) => r.class === 2)).toHaveLength(30);
  });

  it('factoring puzzles each need a common factor, and show one on the board as served', () => {
    for (const record of FACTORING_PUZZLES) {
      expect(gradePuzzle(decodePuzzle(record))?.techniques['common-factor']).toBeGreaterThan(0);
      const example = commonFactorExample(record);
      expect(example?.digit).toBe(decodePuzzle(record).cells[example!.mystery].solution);
    }
  });

  it('the seeded generator and a set recipe give the same puzzle for the same seed and number', () => {
    const estimation = BUILTIN_SETS.find((s) => s.name === 'square-estimation') as BuiltinSet;
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.nat(10_000),
        fc.constantFrom(1, 2, 3, 4),
        (seed, index, band) => {
          const request = { level: 2, shape: 1, band, seed, index } as const;
          const record = generatePuzzle(request);
          expect(generatePuzzle(request)).toEqual(record);
          expect(countSolutions(decodePuzzle(record))).toBe(1);
          expect(builtinCandidate(estimation, index)).toEqual(builtinCandidate(estimation, index));
        },
      ),
      { numRuns: 25 },
    );
  });
});
