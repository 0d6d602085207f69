import { layoutOf } from './lattice.js';
import { type Cell, MAX_DIGIT, MIN_DIGIT, type Puzzle, type PuzzleRecord } from './model.js';
import { shapeOf, SHAPES } from './shapes.js';

/** A record that is not a well-formed puzzle; `field` names what is wrong, e.g. "data[12]". */
export class PuzzleFormatError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'PuzzleFormatError';
  }
}

const MAX_ID_LENGTH = 100;

function fail(field: string, problem: string): never {
  throw new PuzzleFormatError(field, problem);
}

function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(field, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function fraction(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    fail(field, `must be a number from 0 to 1, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Reads a wire record into the model, checking everything a later engine call relies on:
 * field ranges, the grid size of the shape, the data length, digits, givens equal to the
 * solution and shown clue halves consistent with it. Rules 2-4 are not checked here (a
 * record may break them and still decode): `validateSolution` and the counter judge those.
 */
export function decodePuzzle(input: unknown): Puzzle {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail('record', 'must be an object');
  const raw = input as Record<string, unknown>;
  if (typeof raw.puzzleId !== 'string' || raw.puzzleId.length === 0 || raw.puzzleId.length > MAX_ID_LENGTH) {
    fail('puzzleId', `must be a string of 1 to ${MAX_ID_LENGTH} characters`);
  }
  const level = integer(raw.level, 'level', 1, 3) as PuzzleRecord['level'];
  const shapeNumber = integer(raw.shape, 'shape', 1, 4) as PuzzleRecord['shape'];
  const shape = shapeOf(level, shapeNumber);
  const r = integer(raw.r, 'r', 0, 1) as 0 | 1;
  if (r === 1 && !SHAPES[shape].transposable) fail('r', `${shape} is never transposed`);
  const layout = layoutOf(shape, r === 1);
  const m = integer(raw.m, 'm', 1, 99);
  const n = integer(raw.n, 'n', 1, 99);
  if (m !== layout.height || n !== layout.width) {
    fail('m', `${shape}${r ? ' transposed' : ''} is ${layout.height} x ${layout.width}, not ${m} x ${n}`);
  }
  const record: PuzzleRecord = {
    puzzleId: raw.puzzleId,
    level,
    shape: shapeNumber,
    difficulty: integer(raw.difficulty, 'difficulty', 1, 100),
    difficultyLevel: integer(raw.difficultyLevel, 'difficultyLevel', 1, 4) as PuzzleRecord['difficultyLevel'],
    normalisedDifficulty: fraction(raw.normalisedDifficulty, 'normalisedDifficulty'),
    m,
    n,
    r,
    timeAllowed: integer(raw.timeAllowed, 'timeAllowed', 1, 3600),
    hintsNo: integer(raw.hintsNo, 'hintsNo', 0, 99),
    data: [],
  };
  if (raw.class !== undefined) record.class = integer(raw.class, 'class', 1, 2) as PuzzleRecord['class'];
  // `false` is what a record of the spec's own format says of an ordinary puzzle: the same as none.
  if (raw.reserved !== undefined && raw.reserved !== false) {
    if (raw.reserved !== true) fail('reserved', `must be true or false, got ${JSON.stringify(raw.reserved)}`);
    record.reserved = true;
  }

  if (!Array.isArray(raw.data)) fail('data', 'must be a list of whole numbers');
  const data = raw.data as unknown[];
  const mysteries = layout.mysteries.length;
  const clues = layout.clues.length;
  const expected = 2 * mysteries + 2 * clues;
  if (data.length !== expected) fail('data', `${shape} needs ${expected} numbers, got ${data.length}`);
  const solutionAt = 2 * mysteries + 2 * clues - mysteries;
  const solution = new Map<number, number>();
  layout.mysteries.forEach((cell, i) => {
    solution.set(cell, integer(data[solutionAt + i], `data[${solutionAt + i}]`, MIN_DIGIT, MAX_DIGIT));
  });

  const cells: Cell[] = layout.kinds.map((kind, index) => ({
    index,
    y: Math.floor(index / layout.width),
    x: index % layout.width,
    kind,
  }));
  layout.mysteries.forEach((index, i) => {
    const given = integer(data[i], `data[${i}]`, 0, MAX_DIGIT);
    const digit = solution.get(index) as number;
    if (given !== 0 && given !== digit) fail(`data[${i}]`, `given ${given} is not the solution ${digit}`);
    Object.assign(cells[index], { given, solution: digit });
  });
  layout.clues.forEach((index, i) => {
    const around = layout.clueMysteries.get(index) as readonly number[];
    const digits = around.map((m) => solution.get(m) as number);
    const add = digits.reduce((s, d) => s + d, 0);
    const mult = digits.reduce((p, d) => p * d, 1);
    const shownAdd = integer(data[mysteries + 2 * i], `data[${mysteries + 2 * i}]`, 0, 9 ** 4);
    const shownMult = integer(data[mysteries + 2 * i + 1], `data[${mysteries + 2 * i + 1}]`, 0, 9 ** 4);
    if (shownAdd !== 0 && shownAdd !== add)
      fail(`data[${mysteries + 2 * i}]`, `add ${shownAdd} is not ${add}`);
    if (shownMult !== 0 && shownMult !== mult)
      fail(`data[${mysteries + 2 * i + 1}]`, `mult ${shownMult} is not ${mult}`);
    Object.assign(cells[index], {
      mysteries: [...around],
      add,
      mult,
      addShown: shownAdd !== 0,
      multShown: shownMult !== 0,
    });
  });
  record.data = [...(data as number[])];
  return {
    record,
    shape,
    width: layout.width,
    height: layout.height,
    cells,
    mysteries: [...layout.mysteries],
    clues: [...layout.clues],
  };
}

/** The flat `data` list of a puzzle's cells (PUZZLE.md's three runs). */
export function encodeData(puzzle: Pick<Puzzle, 'cells' | 'mysteries' | 'clues'>): number[] {
  const givens = puzzle.mysteries.map((i) => puzzle.cells[i].given ?? 0);
  const halves = puzzle.clues.flatMap((i) => {
    const c = puzzle.cells[i];
    return [c.addShown ? (c.add as number) : 0, c.multShown ? (c.mult as number) : 0];
  });
  const solution = puzzle.mysteries.map((i) => puzzle.cells[i].solution as number);
  return [...givens, ...halves, ...solution];
}

/** The wire record of a puzzle, its data rebuilt from the cells. */
export function encodePuzzle(puzzle: Puzzle): PuzzleRecord {
  return { ...puzzle.record, data: encodeData(puzzle) };
}
