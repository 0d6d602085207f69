import { layoutOf, type Layout } from './lattice.js';
import { MAX_DIGIT, type Puzzle } from './model.js';
import { ruleBreaks } from './pair-rules.js';

/** Candidate digits of a mystery as bits 1..9 of a number (bit d set: d is possible). */
export type Candidates = number;

export const ALL_DIGITS: Candidates = 0b11_1111_1110;
const POPCOUNT = Array.from({ length: 1 << 10 }, (_, m) => m.toString(2).replace(/0/g, '').length);
const bit = (d: number) => 1 << d;
const only = (mask: Candidates) => (POPCOUNT[mask] === 1 ? 31 - Math.clz32(mask) : 0);

interface PairConstraint {
  a: number;
  b: number;
  add?: number;
  mult?: number;
}

interface SquareConstraint {
  vars: [number, number, number, number];
  add?: number;
  mult?: number;
}

/** A puzzle as the counter sees it: variables 0..n-1 in display order, and the shown halves. */
export interface Problem {
  layout: Layout;
  /** Display index of each variable. */
  cellOf: number[];
  /** Start candidates per variable (a given is a single digit). */
  start: Candidates[];
  pairs: PairConstraint[];
  squares: SquareConstraint[];
  /** single-pair: the two orders of one pair are one solution (rule 4's exception). */
  unordered: boolean;
}

export function problemOf(puzzle: Puzzle): Problem {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const varOf = new Map(layout.mysteries.map((cell, i) => [cell, i]));
  const start = layout.mysteries.map((cell) => {
    const given = puzzle.cells[cell].given ?? 0;
    return given ? bit(given) : ALL_DIGITS;
  });
  const halves = (clue: number) => {
    const c = puzzle.cells[clue];
    return { add: c.addShown ? c.add : undefined, mult: c.multShown ? c.mult : undefined };
  };
  const pairs = layout.links
    .map((l) => ({ a: varOf.get(l.a) as number, b: varOf.get(l.b) as number, ...halves(l.clue) }))
    .filter((p) => p.add !== undefined || p.mult !== undefined);
  const squares = layout.squares
    .map((s) => ({
      vars: s.mysteries.map((m) => varOf.get(m) as number) as SquareConstraint['vars'],
      ...halves(s.clue),
    }))
    .filter((s) => s.add !== undefined || s.mult !== undefined);
  return {
    layout,
    cellOf: [...layout.mysteries],
    start,
    pairs,
    squares,
    unordered: puzzle.shape === 'single-pair',
  };
}

/** Removes candidates no shown clue half allows; false when a mystery has none left. */
export function propagate(problem: Problem, cand: Candidates[]): boolean {
  let changed = true;
  while (changed) {
    changed = false;
    for (const p of problem.pairs) {
      const na = revisePair(cand[p.a], cand[p.b], p);
      const nb = revisePair(cand[p.b], cand[p.a], p);
      if (!na || !nb) return false;
      if (na !== cand[p.a] || nb !== cand[p.b]) {
        cand[p.a] = na;
        cand[p.b] = nb;
        changed = true;
      }
    }
    for (const s of problem.squares) {
      const result = reviseSquare(cand, s);
      if (result === false) return false;
      if (result) changed = true;
    }
  }
  return true;
}

function revisePair(mine: Candidates, theirs: Candidates, p: PairConstraint): Candidates {
  let kept = 0;
  for (let x = 1; x <= MAX_DIGIT; x++) {
    if (!(mine & bit(x))) continue;
    let partner = theirs;
    if (p.add !== undefined) {
      const y = p.add - x;
      partner &= y >= 1 && y <= MAX_DIGIT ? bit(y) : 0;
    }
    if (p.mult !== undefined) {
      const y = p.mult / x;
      partner &= Number.isInteger(y) && y >= 1 && y <= MAX_DIGIT ? bit(y) : 0;
    }
    if (partner) kept |= bit(x);
  }
  return kept;
}

/**
 * Keeps each candidate of a square's mysteries that some choice of the other three allows.
 * 9^3 choices at most, pruned by bounds; true when something changed, false when impossible.
 */
function reviseSquare(cand: Candidates[], s: SquareConstraint): boolean | undefined {
  const supported = [0, 0, 0, 0];
  const pick = [0, 0, 0, 0];
  const walk = (i: number, sum: number, product: number): void => {
    if (i === 4) {
      if ((s.add === undefined || sum === s.add) && (s.mult === undefined || product === s.mult)) {
        for (let k = 0; k < 4; k++) supported[k] |= bit(pick[k]);
      }
      return;
    }
    const left = 3 - i;
    for (let d = 1; d <= MAX_DIGIT; d++) {
      if (!(cand[s.vars[i]] & bit(d))) continue;
      const nextSum = sum + d;
      if (s.add !== undefined && (nextSum + left > s.add || nextSum + 9 * left < s.add)) continue;
      const nextProduct = product * d;
      if (s.mult !== undefined && s.mult % nextProduct !== 0) continue;
      pick[i] = d;
      walk(i + 1, nextSum, nextProduct);
    }
  };
  walk(0, 0, 1);
  let changed = false;
  for (let k = 0; k < 4; k++) {
    const v = s.vars[k];
    const next = cand[v] & supported[k];
    if (!next) return false;
    if (next !== cand[v]) {
      cand[v] = next;
      changed = true;
    }
  }
  return changed || undefined;
}

/**
 * How many solutions the puzzle has under rules 1-3, its givens and its shown halves,
 * counting no further than `limit` (2 answers "is it unique?").
 */
export function countSolutions(puzzle: Puzzle | Problem, limit = 2): number {
  const problem = 'record' in puzzle ? problemOf(puzzle) : puzzle;
  let count = 0;
  const seen = new Set<string>();
  const values = new Array<number>(problem.layout.kinds.length).fill(0);

  const search = (cand: Candidates[]): void => {
    if (count >= limit || !propagate(problem, cand)) return;
    // Rules 2-3 on the digits fixed so far: a break among fixed digits stays a break.
    for (let v = 0; v < cand.length; v++) values[problem.cellOf[v]] = only(cand[v]);
    if (ruleBreaks(problem.layout, values).length > 0) return;
    let best = -1;
    for (let v = 0; v < cand.length; v++) {
      if (POPCOUNT[cand[v]] > 1 && (best < 0 || POPCOUNT[cand[v]] < POPCOUNT[cand[best]])) best = v;
    }
    if (best < 0) {
      if (problem.unordered) {
        const key = cand.map(only).sort().join();
        if (seen.has(key)) return;
        seen.add(key);
      }
      count++;
      return;
    }
    for (let d = 1; d <= MAX_DIGIT && count < limit; d++) {
      if (!(cand[best] & bit(d))) continue;
      const next = cand.slice();
      next[best] = bit(d);
      search(next);
    }
  };
  search(problem.start.slice());
  return count;
}
