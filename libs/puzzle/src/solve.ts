import { layoutOf, type Layout } from './lattice.js';
import { MAX_DIGIT, type Puzzle } from './model.js';
import { partnersOf, tuplesOf } from './clue-tables.js';
import { breaksRules, displayRuleFrame, variableRuleFrame } from './rule-check.js';

/** Candidate digits of a mystery as bits 1..9 of a number (bit d set: d is possible). */
export type Candidates = number;

export const ALL_DIGITS: Candidates = 0b11_1111_1110;
const POPCOUNT = Array.from({ length: 1 << 10 }, (_, m) => m.toString(2).replace(/0/g, '').length);
/** Per mask, its one digit, or 0 when it holds several or none: a lookup, as the counter asks it most. */
const ONLY = POPCOUNT.map((n, mask) => (n === 1 ? 31 - Math.clz32(mask) : 0));
const only = (mask: Candidates) => ONLY[mask];

/**
 * A shape's links and squares over variable numbers (mysteries in display order), built once
 * per layout: the counter runs thousands of times per generated puzzle, so nothing here may
 * allocate per call.
 */
interface Frame {
  linkA: number[];
  linkB: number[];
  squareVars: number[][];
}

const frames = new WeakMap<Layout, Frame>();

function frameOf(layout: Layout): Frame {
  let frame = frames.get(layout);
  if (frame) return frame;
  const varOf = new Map(layout.mysteries.map((cell, i) => [cell, i]));
  const v = (cell: number) => varOf.get(cell) as number;
  frame = {
    linkA: layout.links.map((l) => v(l.a)),
    linkB: layout.links.map((l) => v(l.b)),
    squareVars: layout.squares.map((s) => s.mysteries.map(v)),
  };
  frames.set(layout, frame);
  return frame;
}

/** The shown halves of one puzzle as lookup tables over the frame's variables. */
interface Constraints {
  frame: Frame;
  start: Candidates[];
  /** Shown pair clues: variables and, per digit of one side, the digits the other side allows. */
  pairA: number[];
  pairB: number[];
  pairPartners: Int16Array[];
  /** Shown square clues: variables and every packed 4-tuple of digits its halves allow. */
  squareVars: number[][];
  squareTuples: Int32Array[];
  /** single-pair: the two orders of one pair are one solution (rule 4's exception). */
  unordered: boolean;
}

function constraintsOf(puzzle: Puzzle): Constraints {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const frame = frameOf(layout);
  const c: Constraints = {
    frame,
    start: layout.mysteries.map((cell) => {
      const given = puzzle.cells[cell].given ?? 0;
      return given ? 1 << given : ALL_DIGITS;
    }),
    pairA: [],
    pairB: [],
    pairPartners: [],
    squareVars: [],
    squareTuples: [],
    unordered: puzzle.shape === 'single-pair',
  };
  const shown = (clue: number): [number, number] => {
    const cell = puzzle.cells[clue];
    return [cell.addShown ? (cell.add ?? 0) : 0, cell.multShown ? (cell.mult ?? 0) : 0];
  };
  layout.links.forEach((l, i) => {
    const [add, mult] = shown(l.clue);
    if (!add && !mult) return;
    c.pairA.push(frame.linkA[i]);
    c.pairB.push(frame.linkB[i]);
    c.pairPartners.push(partnersOf(add, mult));
  });
  layout.squares.forEach((s, i) => {
    const [add, mult] = shown(s.clue);
    if (!add && !mult) return;
    c.squareVars.push(frame.squareVars[i]);
    c.squareTuples.push(tuplesOf(add, mult));
  });
  return c;
}

/** Removes candidates no shown clue half allows; false when a mystery has none left. */
function propagate(c: Constraints, cand: Candidates[]): boolean {
  let changed = true;
  while (changed) {
    changed = false;
    for (let p = 0; p < c.pairA.length; p++) {
      const a = c.pairA[p];
      const b = c.pairB[p];
      const partners = c.pairPartners[p];
      const ca = cand[a];
      const cb = cand[b];
      let na = 0;
      let nb = 0;
      for (let x = 1; x <= MAX_DIGIT; x++) {
        if (ca & (1 << x) && partners[x] & cb) na |= 1 << x;
        if (cb & (1 << x) && partners[x] & ca) nb |= 1 << x;
      }
      if (!na || !nb) return false;
      if (na !== ca || nb !== cb) {
        cand[a] = na;
        cand[b] = nb;
        changed = true;
      }
    }
    for (let s = 0; s < c.squareVars.length; s++) {
      const [v0, v1, v2, v3] = c.squareVars[s];
      const c0 = cand[v0];
      const c1 = cand[v1];
      const c2 = cand[v2];
      const c3 = cand[v3];
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      const tuples = c.squareTuples[s];
      for (let t = 0; t < tuples.length; t++) {
        const packed = tuples[t];
        const b0 = 1 << (packed & 15);
        const b1 = 1 << ((packed >> 4) & 15);
        const b2 = 1 << ((packed >> 8) & 15);
        const b3 = 1 << ((packed >> 12) & 15);
        if (c0 & b0 && c1 & b1 && c2 & b2 && c3 & b3) {
          s0 |= b0;
          s1 |= b1;
          s2 |= b2;
          s3 |= b3;
        }
      }
      if (!s0) return false;
      if (s0 !== c0 || s1 !== c1 || s2 !== c2 || s3 !== c3) {
        cand[v0] = s0;
        cand[v1] = s1;
        cand[v2] = s2;
        cand[v3] = s3;
        changed = true;
      }
    }
  }
  return true;
}

/**
 * How many solutions the puzzle has under rules 1-3, its givens and its shown halves,
 * counting no further than `limit` (2 answers "is it unique?"). Candidate bitmasks,
 * propagation of every shown half to a fixed point, then branching on the mystery with the
 * fewest candidates.
 */
export function countSolutions(puzzle: Puzzle, limit = 2): number {
  const c = constraintsOf(puzzle);
  const rules = variableRuleFrame(layoutOf(puzzle.shape, puzzle.record.r === 1));
  // The digits fixed so far, per variable (0 open), for the rules' check.
  const fixed = new Int32Array(c.start.length);
  let count = 0;
  const seen = new Set<number>();

  const search = (cand: Candidates[]): void => {
    if (!propagate(c, cand)) return;
    for (let v = 0; v < cand.length; v++) fixed[v] = ONLY[cand[v]];
    if (breaksRules(rules, fixed)) return;
    let best = -1;
    for (let v = 0; v < cand.length; v++) {
      if (POPCOUNT[cand[v]] > 1 && (best < 0 || POPCOUNT[cand[v]] < POPCOUNT[cand[best]])) best = v;
    }
    if (best < 0) {
      if (c.unordered) {
        // Both orders of the one pair share one key: the digits sorted.
        const key = sortedKey(cand);
        if (seen.has(key)) return;
        seen.add(key);
      }
      count++;
      return;
    }
    for (let d = 1; d <= MAX_DIGIT && count < limit; d++) {
      if (!(cand[best] & (1 << d))) continue;
      const next = cand.slice();
      next[best] = 1 << d;
      search(next);
    }
  };
  search(c.start.slice());
  return count;
}

function sortedKey(cand: Candidates[]): number {
  return cand
    .map(only)
    .sort((p, q) => p - q)
    .reduce((k, d) => k * 10 + d, 0);
}

/**
 * Whether the known values break rule 2 or 3, by the solver's fast form (0 unknown): for the
 * test that holds it to `ruleBreaks`, the rules' definition.
 */
export function fastRuleBreak(layout: Layout, values: ArrayLike<number>): boolean {
  return breaksRules(displayRuleFrame(layout), values);
}
