/** The three lands: 1 summerland, 2 autumnland, 3 winterland. */
export type Level = 1 | 2 | 3;
/** A shape's number within its land (PUZZLE.md's table). */
export type ShapeNumber = 1 | 2 | 3 | 4;
/** Difficulty band (the record's difficultyLevel): 1 easy, 2 medium, 3 hard, 4 expert. */
export type Band = 1 | 2 | 3 | 4;
/** A deduction tutorial puzzle's kind (the spec's record field `class`): 1 by + clues, 2 by × clues. */
export type DeductionClass = 1 | 2;

export type ShapeName =
  | 'single-pair'
  | 'l-shape-2pairs'
  | 'arc-3pairs'
  | 'one-square-4-pairs-only'
  | 'one-square'
  | '2-squares'
  | '3-squares-l-shape'
  | '4-squares'
  | '6-squares';

/** The wire record of shared/design/PUZZLE.md. */
export interface PuzzleRecord {
  puzzleId: string;
  level: Level;
  shape: ShapeNumber;
  /** The grader's numeric difficulty, 1..100. */
  difficulty: number;
  difficultyLevel: Band;
  /** Place within the band, 0..1. */
  normalisedDifficulty: number;
  /** Display grid height and width as served (after any transposition). */
  m: number;
  n: number;
  /** 1 when transposed from the shape's drawing. */
  r: 0 | 1;
  /** Seconds the player has for the time star. */
  timeAllowed: number;
  /** Smart hints the puzzle offers. */
  hintsNo: number;
  /** Deduction tutorial puzzles only: which deduction they teach (`deductionClass`). */
  class?: DeductionClass;
  /**
   * A date's daily puzzle: reserved for that daily (`GET /daily`), never served as an ordinary
   * game, by its slot or by its id (docs/api.md, "The puzzle record").
   */
  reserved?: true;
  /** Givens per mystery, then add/mult per clue cell (0 hidden), then the solution per mystery. */
  data: number[];
}

/**
 * What stands in a display cell. `verticalPair` is PUZZLE.md's type 2 (a wide cell joining the
 * mystery above and the one below), `horizontalPair` type 3 (a tall cell joining left and right).
 */
export type CellKind = 'empty' | 'mystery' | 'verticalPair' | 'horizontalPair' | 'square';

export interface Cell {
  /** Display index y * width + x. */
  index: number;
  y: number;
  x: number;
  kind: CellKind;
  /** Mystery: the given value, 0 when the player must find it. */
  given?: number;
  /** Mystery: its digit 1..9. */
  solution?: number;
  /** Clue: display indexes of the 2 or 4 mysteries it joins, ascending. */
  mysteries?: number[];
  /** Clue: the true sum and product of its mysteries. */
  add?: number;
  mult?: number;
  /** Clue: whether the record shows that half. */
  addShown?: boolean;
  multShown?: boolean;
}

export interface Puzzle {
  record: PuzzleRecord;
  shape: ShapeName;
  width: number;
  height: number;
  /** The whole display grid; index = display index. */
  cells: Cell[];
  /** Display indexes of the mysteries, ascending. */
  mysteries: number[];
  /** Display indexes of the clue cells, ascending. */
  clues: number[];
}

/** The numeric cell types of the spec and of PUZZLE.md's table. */
export const CELL_TYPE: Record<CellKind, number> = {
  empty: 0,
  mystery: 1,
  verticalPair: 2,
  horizontalPair: 3,
  square: 4,
};

export const MIN_DIGIT = 1;
export const MAX_DIGIT = 9;
