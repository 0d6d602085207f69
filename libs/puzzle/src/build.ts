import { decodePuzzle, encodeData } from './codec.js';
import { layoutOf } from './lattice.js';
import type { Cell, Level, Puzzle, PuzzleRecord, ShapeNumber } from './model.js';
import { shapeOf } from './shapes.js';

/** What a puzzle shows: per mystery its given (0 none), per clue cell whether add and mult show. */
export interface Shown {
  givens: number[];
  /** Per clue cell in display order: [addShown, multShown]. */
  halves: [boolean, boolean][];
}

/** Record fields other than the grid: filled in by the generator and the grader. */
export type RecordMeta = Omit<PuzzleRecord, 'level' | 'shape' | 'm' | 'n' | 'r' | 'data'>;

const DEFAULT_META: RecordMeta = {
  puzzleId: 'draft',
  difficulty: 1,
  difficultyLevel: 1,
  normalisedDifficulty: 0,
  timeAllowed: 120,
  hintsNo: 3,
};

/**
 * A puzzle of a shape from its solution (one digit per mystery, display order) and what it
 * shows; everything shown everywhere when `shown` is left out.
 */
export function buildPuzzle(
  level: Level,
  shape: ShapeNumber,
  transposed: boolean,
  solution: readonly number[],
  shown?: Shown,
  meta: Partial<RecordMeta> = {},
): Puzzle {
  const layout = layoutOf(shapeOf(level, shape), transposed);
  const cells: Cell[] = layout.kinds.map((kind, index) => ({ index, y: 0, x: 0, kind }));
  layout.mysteries.forEach((m, i) =>
    Object.assign(cells[m], { solution: solution[i], given: shown?.givens[i] ?? 0 }),
  );
  layout.clues.forEach((c, i) => {
    const digits = (layout.clueMysteries.get(c) as number[]).map((m) => cells[m].solution as number);
    Object.assign(cells[c], {
      add: digits.reduce((s, d) => s + d, 0),
      mult: digits.reduce((p, d) => p * d, 1),
      addShown: shown ? shown.halves[i][0] : true,
      multShown: shown ? shown.halves[i][1] : true,
    });
  });
  const data = encodeData({ cells, mysteries: [...layout.mysteries], clues: [...layout.clues] });
  return decodePuzzle({
    ...DEFAULT_META,
    ...meta,
    level,
    shape,
    m: layout.height,
    n: layout.width,
    r: transposed ? 1 : 0,
    data,
  });
}

/**
 * The puzzle with one clue half fewer shown (`clue` counts clue cells in display order, `half`
 * 0 add, 1 mult): what `buildPuzzle` makes from its shown halves less that one. The generator
 * tries every half this way, so it copies only what changes instead of encoding and checking
 * the whole grid again.
 */
export function hideHalf(puzzle: Puzzle, clue: number, half: 0 | 1): Puzzle {
  const cells = puzzle.cells.slice();
  const at = puzzle.clues[clue];
  cells[at] = { ...cells[at], [half === 0 ? 'addShown' : 'multShown']: false };
  const data = puzzle.record.data.slice();
  data[puzzle.mysteries.length + 2 * clue + half] = 0;
  return { ...puzzle, record: { ...puzzle.record, data }, cells };
}

/** What a puzzle shows now, to change and rebuild. */
export function shownOf(puzzle: Puzzle): Shown {
  return {
    givens: puzzle.mysteries.map((m) => puzzle.cells[m].given ?? 0),
    halves: puzzle.clues.map((c) => [!!puzzle.cells[c].addShown, !!puzzle.cells[c].multShown]),
  };
}

/** The solution digits in display order. */
export function solutionOf(puzzle: Puzzle): number[] {
  return puzzle.mysteries.map((m) => puzzle.cells[m].solution as number);
}
