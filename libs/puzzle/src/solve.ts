import type { Layout } from './lattice.js';
import { MAX_DIGIT, type Puzzle } from './model.js';
import { type Candidates, constraintsOf, propagate } from './propagate.js';
import { breaksRules, displayRuleFrame, variableRuleFrame } from './rule-check.js';

const POPCOUNT = Array.from({ length: 1 << 10 }, (_, m) => m.toString(2).replace(/0/g, '').length);
/** Per mask, its one digit, or 0 when it holds several or none: a lookup, as the counter asks it most. */
const ONLY = POPCOUNT.map((n, mask) => (n === 1 ? 31 - Math.clz32(mask) : 0));
const only = (mask: Candidates) => ONLY[mask];

/**
 * How many solutions the puzzle has under rules 1-3, its givens and its shown halves,
 * counting no further than `limit` (2 answers "is it unique?"). Candidate bitmasks,
 * propagation of every shown half to a fixed point, then branching on the mystery with the
 * fewest candidates.
 */
export function countSolutions(puzzle: Puzzle, limit = 2): number {
  const c = constraintsOf(puzzle);
  const rules = variableRuleFrame(c.layout);
  // The digits fixed so far, per variable (0 open), for the rules' check.
  const fixed = new Int32Array(c.start.length);
  let count = 0;
  const seen = new Set<number>();

  // `changed`: the variable a branch fixed (-1 at the start, when every clue is news).
  const search = (cand: Candidates[], changed: number): void => {
    if (!propagate(c, cand, changed)) return;
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
      search(next, best);
    }
  };
  search(c.start.slice(), -1);
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
