import { decodePuzzle } from '../codec.js';
import { commonFactorExample } from '../common-factor-example.js';
import { deductionClass } from '../deduction.js';
import { gradePuzzle } from '../grade.js';
import { DEFAULT_HINTS, generatePuzzle, TIME_ALLOWED } from '../generate.js';
import type { Band, Level, PuzzleRecord, ShapeNumber } from '../model.js';

/**
 * How each set of built-in puzzles is made: the generator's request (seed included) and which
 * of its puzzles the set takes. `npm run puzzles -- builtin` runs these recipes and writes the
 * sets beside this file; builtin.spec.ts checks the sets against them.
 */

/** Spec section 9: "Time limit ... practice 120 s". */
export const PRACTICE_TIME_ALLOWED = 120;
/** Spec section 3, built-in samples: practice puzzles are difficulty 38. */
export const PRACTICE_DIFFICULTY = 38;
/** Spec section 3, built-in samples: deduction tutorial puzzles are difficulty 61 to 81. */
export const DEDUCTION_DIFFICULTY: readonly [number, number] = [61, 81];
/** Spec section 9: "deduction samples 210 s" (the land-2 time). */
export const DEDUCTION_TIME_ALLOWED = TIME_ALLOWED[2];

/** A part of a set: how many puzzles it takes and which (returning the record as stored). */
export interface BuiltinGroup {
  count: number;
  take(record: PuzzleRecord): PuzzleRecord | undefined;
}

export interface BuiltinSet {
  /** The set's file in src/builtin and its `puzzles builtin --print` name. */
  name: 'practice' | 'deduction' | 'clue-practice' | 'square-estimation' | 'factoring';
  /** The exported constant holding the set. */
  constant: string;
  /** Entry k (from 0) is `${idPrefix}${k + 1}`. */
  idPrefix: string;
  level: Level;
  shape: ShapeNumber;
  band: Band;
  seed: string;
  timeAllowed: number;
  /** Filled in order; the set lists the first group's puzzles first. */
  groups: readonly BuiltinGroup[];
}

/** The record as a set stores it: its own time, no generator id, fields in the wire order. */
function stored(record: PuzzleRecord, timeAllowed: number, extra: Partial<PuzzleRecord> = {}): PuzzleRecord {
  const { data, ...fields } = record;
  return { ...fields, puzzleId: '', timeAllowed, hintsNo: DEFAULT_HINTS, ...extra, data };
}

const anyOfBand = (band: Band, timeAllowed: number, count: number): BuiltinGroup => ({
  count,
  take: (record) => (record.difficultyLevel === band ? stored(record, timeAllowed) : undefined),
});

const deductionGroup = (wanted: 1 | 2, count: number): BuiltinGroup => ({
  count,
  take: (record) => {
    const [low, high] = DEDUCTION_DIFFICULTY;
    if (record.difficulty < low || record.difficulty > high) return undefined;
    return deductionClass(decodePuzzle(record)) === wanted
      ? stored(record, DEDUCTION_TIME_ALLOWED, { class: wanted })
      : undefined;
  },
});

/**
 * Factoring practice: a puzzle whose solving needs the common factor of two products, with a
 * mystery where the argument can be read off the board as served (its tutorial shows it).
 */
const factoringGroup = (count: number): BuiltinGroup => ({
  count,
  take: (record) => {
    const puzzle = decodePuzzle(record);
    if (!commonFactorExample(record) || !gradePuzzle(puzzle)?.techniques['common-factor']) return undefined;
    return stored(record, PRACTICE_TIME_ALLOWED);
  },
});

export const BUILTIN_SETS: readonly BuiltinSet[] = [
  {
    // Spec: about 50 practice puzzles, 4-squares, land 2, difficulty 38 (a medium grade), 120 s.
    name: 'practice',
    constant: 'PRACTICE_PUZZLES',
    idPrefix: 'practice',
    level: 2,
    shape: 4,
    band: 2,
    seed: 'practice',
    timeAllowed: PRACTICE_TIME_ALLOWED,
    groups: [
      {
        count: 50,
        take: (record) =>
          record.difficulty === PRACTICE_DIFFICULTY ? stored(record, PRACTICE_TIME_ALLOWED) : undefined,
      },
    ],
  },
  {
    // Spec: about 60 deduction tutorial puzzles, difficulty 61-81, class 1 or 2, 210 s. The spec
    // gives no shape; its samples' data has 50 numbers, which is 4-squares.
    name: 'deduction',
    constant: 'DEDUCTION_PUZZLES',
    idPrefix: 'deduction',
    level: 2,
    shape: 4,
    band: 3,
    seed: 'deduction',
    timeAllowed: DEDUCTION_TIME_ALLOWED,
    groups: [deductionGroup(1, 30), deductionGroup(2, 30)],
  },
  {
    // Spec section 9: clue practice plays land 2, shape 4, difficulty 1 (the easy band).
    name: 'clue-practice',
    constant: 'CLUE_PRACTICE_PUZZLES',
    idPrefix: 'clue',
    level: 2,
    shape: 4,
    band: 1,
    seed: 'clue-practice',
    timeAllowed: PRACTICE_TIME_ALLOWED,
    groups: [anyOfBand(1, PRACTICE_TIME_ALLOWED, 30)],
  },
  {
    // Spec section 9: square-estimation practice plays land 2, shape 1, difficulty 1.
    name: 'square-estimation',
    constant: 'SQUARE_ESTIMATION_PUZZLES',
    idPrefix: 'estimation',
    level: 2,
    shape: 1,
    band: 1,
    seed: 'square-estimation',
    timeAllowed: PRACTICE_TIME_ALLOWED,
    groups: [anyOfBand(1, PRACTICE_TIME_ALLOWED, 20)],
  },
  {
    // Factoring practice (spec: onboarding index 3, with its step tutorial): land 2, 4-squares,
    // the medium band where the common-factor technique first decides (PUZZLE.md tier 2), 120 s.
    name: 'factoring',
    constant: 'FACTORING_PUZZLES',
    idPrefix: 'factor',
    level: 2,
    shape: 4,
    band: 2,
    seed: 'factoring',
    timeAllowed: PRACTICE_TIME_ALLOWED,
    groups: [factoringGroup(30)],
  },
];

/** The generator's puzzle number `index` for a set, if the set takes it: which group, and as what. */
export function builtinCandidate(
  set: BuiltinSet,
  index: number,
): { group: number; record: PuzzleRecord } | undefined {
  const made = generatePuzzle({ level: set.level, shape: set.shape, band: set.band, seed: set.seed, index });
  for (let group = 0; group < set.groups.length; group++) {
    const record = set.groups[group].take(made);
    if (record) return { group, record };
  }
  return undefined;
}

/** Guards against a recipe no generator output can fill. */
const MAX_SCAN = 100_000;

/**
 * A whole set: the generator's puzzles 0, 1, 2 ... offered to the groups until every group is
 * full. `sources[k]` is the generator index entry k was made from.
 */
export function makeBuiltinSet(set: BuiltinSet): { records: PuzzleRecord[]; sources: number[] } {
  const taken = set.groups.map(() => [] as { index: number; record: PuzzleRecord }[]);
  for (let index = 0; taken.some((t, g) => t.length < set.groups[g].count); index++) {
    if (index >= MAX_SCAN) throw new Error(`${set.name}: not filled after ${MAX_SCAN} puzzles`);
    const candidate = builtinCandidate(set, index);
    if (candidate && taken[candidate.group].length < set.groups[candidate.group].count)
      taken[candidate.group].push({ index, record: candidate.record });
  }
  const all = taken.flat();
  return {
    records: all.map(({ record }, place) => ({ ...record, puzzleId: `${set.idPrefix}${place + 1}` })),
    sources: all.map(({ index }) => index),
  };
}
