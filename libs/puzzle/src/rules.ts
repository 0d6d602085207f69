import { layoutOf } from './lattice.js';
import { type Cell, MAX_DIGIT, MIN_DIGIT, type Puzzle } from './model.js';
import { ruleBreaks } from './pair-rules.js';

/** Why an entry is wrong, in the spec's terms. */
export type ErrorType = 'arithmetic' | 'rule1' | 'rule2';

export type Verdict =
  | { ok: true }
  | {
      ok: false;
      errorType: ErrorType;
      /** A key of the spec's game-logic messages, e.g. "pair-mult-error-2". */
      messageKey: string;
      /** The numbers the message names, e.g. { a: 7, mult: 24 }. */
      params: Record<string, number | string>;
      /** The cells that show the contradiction (the clue, the cells it joins). */
      cells: number[];
    };

const OK: Verdict = { ok: true };

/** Fourth powers that only four equal digits give (PUZZLE.md: 1, 625, 2401, 4096, 6561). */
const ONLY_CZEUS: ReadonlyMap<number, number> = new Map([
  [1, 1],
  [625, 5],
  [2401, 7],
  [4096, 8],
  [6561, 9],
]);

const wrong = (
  errorType: ErrorType,
  messageKey: string,
  params: Record<string, number | string>,
  cells: number[],
): Verdict => ({ ok: false, errorType, messageKey, params, cells });

/**
 * Would `value` in mystery `cell` contradict a shown clue half, rule 1 or rules 2-3, given the
 * values placed so far (`values[i]` at display index i, 0 when unknown)? It does not compare
 * with the solution: an entry can pass here and still not be the answer.
 */
export function checkEntry(puzzle: Puzzle, values: readonly number[], cell: number, value: number): Verdict {
  if (!Number.isInteger(value) || value < MIN_DIGIT || value > MAX_DIGIT) {
    return wrong('rule1', 'rule1-error-1', { a: value }, [cell]);
  }
  const target = puzzle.cells[cell];
  if (target?.kind !== 'mystery') return wrong('rule1', 'rule1-error-2', {}, [cell]);
  const placed = Array.from(values, (v) => v || 0);
  placed[cell] = value;

  for (const clueIndex of puzzle.clues) {
    const clue = puzzle.cells[clueIndex];
    if (!clue.mysteries?.includes(cell)) continue;
    const verdict =
      clue.kind === 'square' ? checkSquare(clue, placed, cell, value) : checkPair(clue, placed, cell, value);
    if (!verdict.ok) return verdict;
  }
  const deduced = checkComplementaryPairs(puzzle, placed, cell, value);
  if (!deduced.ok) return deduced;
  return checkPairRules(puzzle, values, placed, cell);
}

function checkPair(clue: Cell, placed: number[], cell: number, a: number): Verdict {
  const [p, q] = clue.mysteries as number[];
  const other = p === cell ? q : p;
  const b = placed[other];
  const cells = [clue.index, cell, other];
  const { add, mult } = clue as Required<Pick<Cell, 'add' | 'mult'>>;
  if (b) {
    if (clue.addShown && a + b !== add) return wrong('arithmetic', 'pair-add-error-1', { a, b, add }, cells);
    if (clue.multShown && a * b !== mult)
      return wrong('arithmetic', 'pair-mult-error-1', { a, b, mult }, cells);
    return OK;
  }
  if (clue.multShown) {
    if (mult % a !== 0) return wrong('arithmetic', 'pair-mult-error-2', { a, mult }, cells);
    if (mult / a > MAX_DIGIT)
      return wrong('arithmetic', 'pair-mult-error-3', { a, mult, b: mult / a }, cells);
  }
  if (clue.addShown && (add - a < MIN_DIGIT || add - a > MAX_DIGIT)) {
    return wrong('arithmetic', 'pair-add-error-2', { a, add, b: add - a }, cells);
  }
  if (clue.addShown && clue.multShown && (add - a) * a !== mult) {
    return wrong('arithmetic', 'pair-clue-error-1', { a, add, mult, b: add - a }, cells);
  }
  return OK;
}

function checkSquare(clue: Cell, placed: number[], cell: number, value: number): Verdict {
  const around = clue.mysteries as number[];
  const known = around.filter((m) => placed[m]);
  const unknown = around.length - known.length;
  const sum = known.reduce((s, m) => s + placed[m], 0);
  const product = known.reduce((p, m) => p * placed[m], 1);
  const cells = [clue.index, ...known];
  const { add, mult } = clue as Required<Pick<Cell, 'add' | 'mult'>>;

  const only = ONLY_CZEUS.get(mult);
  if (clue.multShown && only !== undefined && value !== only) {
    return wrong('arithmetic', 'sq-mult-error-4', { a: value, mult, d: only }, cells);
  }
  if (unknown === 0) {
    if (clue.addShown && sum !== add) return wrong('arithmetic', 'sq-add-error-1', { sum, add }, cells);
    if (clue.multShown && product !== mult)
      return wrong('arithmetic', 'sq-mult-error-1', { product, mult }, cells);
    return OK;
  }
  if (clue.addShown && (add - sum < unknown * MIN_DIGIT || add - sum > unknown * MAX_DIGIT)) {
    return wrong('arithmetic', 'sq-add-error-2', { sum, add, left: add - sum }, cells);
  }
  if (clue.multShown && (mult % product !== 0 || mult / product > MAX_DIGIT ** unknown)) {
    return wrong(
      'arithmetic',
      unknown === 1 ? 'sq-mult-error-2' : 'sq-mult-error-3',
      { product, mult },
      cells,
    );
  }
  if (unknown === 1 && clue.addShown && clue.multShown && (add - sum) * product !== mult) {
    return wrong('arithmetic', 'sq-dbl-clue-error-1', { sum, product, add, mult, d: add - sum }, cells);
  }
  return OK;
}

/**
 * Spec section 5's deduction errors: where a pair clue joins two of a square's four mysteries,
 * the other two (the complementary pair) add up to the square's add minus the pair's and
 * multiply to its mult divided by the pair's, whether or not a clue of their own shows it. An
 * entry in that pair must leave its partner a number 1 to 9 that makes them (the partner's, if
 * placed): -1 for the sum, -2 for the product.
 */
function checkComplementaryPairs(puzzle: Puzzle, placed: number[], cell: number, a: number): Verdict {
  for (const squareIndex of puzzle.clues) {
    const square = puzzle.cells[squareIndex];
    const around = square.mysteries as number[];
    if (square.kind !== 'square' || !around.includes(cell)) continue;
    for (const pairIndex of puzzle.clues) {
      const pair = puzzle.cells[pairIndex];
      const sides = pair.mysteries as number[];
      if (pair.kind === 'square' || sides.includes(cell) || !sides.every((m) => around.includes(m))) continue;
      const partner = around.find((m) => m !== cell && !sides.includes(m)) as number;
      const b = placed[partner];
      const cells = [squareIndex, pairIndex, cell, ...(b ? [partner] : [])];
      if (square.addShown && pair.addShown) {
        const rest = (square.add as number) - (pair.add as number);
        if (b ? a + b !== rest : rest - a < MIN_DIGIT || rest - a > MAX_DIGIT)
          return wrong(
            'arithmetic',
            'sq-deduction-error-1',
            { add: square.add as number, part: pair.add as number, rest, a },
            cells,
          );
      }
      if (square.multShown && pair.multShown) {
        const rest = (square.mult as number) / (pair.mult as number);
        if (b ? a * b !== rest : rest % a !== 0 || rest / a > MAX_DIGIT)
          return wrong(
            'arithmetic',
            'sq-deduction-error-2',
            { mult: square.mult as number, part: pair.mult as number, rest, a },
            cells,
          );
      }
    }
  }
  return OK;
}

/** Rules 2 and 3: only breaks this entry makes count against it. */
function checkPairRules(puzzle: Puzzle, before: readonly number[], placed: number[], cell: number): Verdict {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const old = new Set(
    ruleBreaks(
      layout,
      Array.from(before, (v) => v || 0),
    ).map((b) => JSON.stringify(b)),
  );
  for (const found of ruleBreaks(layout, placed)) {
    if (old.has(JSON.stringify(found))) continue;
    if (found.rule === 3) {
      return wrong('rule2', 'rule3-error-1', { d: placed[cell] }, [...found.squares, cell]);
    }
    const [a, b] = found.pair;
    // {d,d} twice around one square that is not four d's: "Good guess. But this is not a cZeus Square!"
    const besideOneSquare = layout.squares.some((s) => found.links.every((l) => s.links.includes(l)));
    const key = a === b && besideOneSquare ? 'rule2-error-2' : 'rule2-error-1';
    return wrong('rule2', key, { a, b }, [...found.links, cell]);
  }
  return OK;
}
