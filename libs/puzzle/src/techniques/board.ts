import { layoutOf, type Layout } from '../lattice.js';
import { MAX_DIGIT, type Band, type Puzzle } from '../model.js';
import { breaksRules, displayRuleFrame } from '../rule-check.js';
import type { TechniqueName } from './table.js';

/**
 * What a solver knows at one moment: per display index the candidates of each mystery (bits
 * 1..9), the digits placed, and the clue halves known (shown, derived, or revealed because
 * all their mysteries are placed). A board is never changed once made: `applyStep` makes a
 * new one and shares with it the arrays the step leaves alone.
 */
export interface Board {
  puzzle: Puzzle;
  layout: Layout;
  cand: number[];
  value: number[];
  add: (number | undefined)[];
  mult: (number | undefined)[];
}

/** One deduction of the ladder, explained. */
export interface Step {
  technique: TechniqueName;
  tier: Band;
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digits: number[] }[];
  derivedClueHalves: { clue: number; half: 'add' | 'mult'; value: number }[];
  /** Cells that prove it: the clues used and the mysteries they join. */
  highlight: number[];
  messageKey: string;
  params: Record<string, number | string>;
  /** A what-if step: the consequences of the assumption up to the contradiction. */
  chain?: Step[];
}

export const ALL = 0b11_1111_1110;
export const bit = (d: number) => 1 << d;
export const digitsOf = (mask: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= MAX_DIGIT; d++) if (mask & bit(d)) out.push(d);
  return out;
};
/** Per mask of digits, how many it holds: a lookup, as every technique asks it at every step. */
const COUNTS = Array.from({ length: ALL + 1 }, (_, mask) => digitsOf(mask).length);
export const count = (mask: number) => COUNTS[mask & ALL];
export const maskOf = (digits: Iterable<number>) => {
  let m = 0;
  for (const d of digits) if (d >= 1 && d <= MAX_DIGIT) m |= bit(d);
  return m;
};

/** The board of a puzzle as the player first sees it. */
export function startBoard(puzzle: Puzzle): Board {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const size = puzzle.cells.length;
  const board: Board = {
    puzzle,
    layout,
    cand: new Array<number>(size).fill(0),
    value: new Array<number>(size).fill(0),
    add: new Array<number | undefined>(size).fill(undefined),
    mult: new Array<number | undefined>(size).fill(undefined),
  };
  for (const m of layout.mysteries) {
    const given = puzzle.cells[m].given ?? 0;
    board.cand[m] = given ? bit(given) : ALL;
    board.value[m] = given;
  }
  for (const c of layout.clues) {
    const cell = puzzle.cells[c];
    if (cell.addShown) board.add[c] = cell.add;
    if (cell.multShown) board.mult[c] = cell.mult;
  }
  return reveal(board);
}

const aroundByLayout = new WeakMap<Layout, (readonly number[])[]>();

/** Per clue of the layout (in the order of `layout.clues`), its mysteries: read at every step. */
function aroundOf(layout: Layout): (readonly number[])[] {
  let around = aroundByLayout.get(layout);
  if (!around) {
    around = layout.clues.map((c) => layout.clueMysteries.get(c) as readonly number[]);
    aroundByLayout.set(layout, around);
  }
  return around;
}

/** The sum of the digits placed around a clue, or 0 while one of them is open. */
function placedSum(value: readonly number[], around: readonly number[]): number {
  let sum = 0;
  for (const m of around) {
    if (!value[m]) return 0;
    sum += value[m];
  }
  return sum;
}

/** The product of the digits around a clue, every one placed. */
function placedProduct(value: readonly number[], around: readonly number[]): number {
  let product = 1;
  for (const m of around) product *= value[m];
  return product;
}

/** Clue halves whose mysteries are all placed are known, as the game reveals them. */
function reveal(board: Board): Board {
  const around = aroundOf(board.layout);
  for (let i = 0; i < around.length; i++) {
    const sum = placedSum(board.value, around[i]);
    if (!sum) continue;
    const c = board.layout.clues[i];
    board.add[c] ??= sum;
    board.mult[c] ??= placedProduct(board.value, around[i]);
  }
  return board;
}

export function applyStep(board: Board, step: Step): Board {
  // Each field by name: the ladder applies thousands of steps per generated puzzle, and an
  // object spread is far slower under Jest's sandbox than in Node.
  // Only the arrays the step changes are copied: most steps of a what-if chain rule out
  // candidates and nothing else. Halves are revealed only by placements (the board a step
  // starts from has every placed clue revealed already).
  const places = step.placements.length > 0;
  const derives = step.derivedClueHalves.length > 0;
  const next: Board = {
    puzzle: board.puzzle,
    layout: board.layout,
    cand: places || step.eliminations.length > 0 ? board.cand.slice() : board.cand,
    value: places ? board.value.slice() : board.value,
    add: places || derives ? board.add.slice() : board.add,
    mult: places || derives ? board.mult.slice() : board.mult,
  };
  for (const { cell, digit } of step.placements) {
    next.value[cell] = digit;
    next.cand[cell] = bit(digit);
  }
  for (const { cell, digits } of step.eliminations) next.cand[cell] &= ~maskOf(digits);
  for (const { clue, half, value } of step.derivedClueHalves) next[half][clue] = value;
  return places ? reveal(next) : next;
}

export const isSolved = (board: Board) => board.layout.mysteries.every((m) => board.value[m]);

/** Something impossible: a mystery without candidates, a placed clue that does not add up, a rule broken. */
export function isBroken(board: Board): boolean {
  for (const m of board.layout.mysteries) if (board.cand[m] === 0) return true;
  const around = aroundOf(board.layout);
  for (let i = 0; i < around.length; i++) {
    const sum = placedSum(board.value, around[i]);
    if (!sum) continue;
    const c = board.layout.clues[i];
    if (board.add[c] !== undefined && board.add[c] !== sum) return true;
    if (board.mult[c] !== undefined && board.mult[c] !== placedProduct(board.value, around[i])) return true;
  }
  return breaksRules(displayRuleFrame(board.layout), board.value);
}

/**
 * `isBroken` of the board a step made, from one that was not broken: only what the step
 * changed can break it (the lists it emptied, the clues around its placements and the clues
 * it derived halves of, rules 2-3 after a placement). The ladder and what-if ask it after
 * every step; `board.spec.ts` holds it to `isBroken`.
 */
export function isBrokenAfter(board: Board, step: Step): boolean {
  for (const { cell } of step.eliminations) if (board.cand[cell] === 0) return true;
  for (const { cell } of step.placements)
    for (const c of board.layout.cluesOf.get(cell) ?? []) if (clueBroken(board, c)) return true;
  for (const { clue } of step.derivedClueHalves) if (clueBroken(board, clue)) return true;
  return step.placements.length > 0 && breaksRules(displayRuleFrame(board.layout), board.value);
}

/** A clue whose mysteries are all placed and do not make a known half of it. */
function clueBroken(board: Board, clue: number): boolean {
  const around = board.layout.clueMysteries.get(clue) as readonly number[];
  const sum = placedSum(board.value, around);
  if (!sum) return false;
  if (board.add[clue] !== undefined && board.add[clue] !== sum) return true;
  return board.mult[clue] !== undefined && board.mult[clue] !== placedProduct(board.value, around);
}

/** The partner of `cell` on a pair clue. */
export const partnerOn = (board: Board, clue: number, cell: number) => {
  const [a, b] = board.layout.clueMysteries.get(clue) as readonly number[];
  return a === cell ? b : a;
};
