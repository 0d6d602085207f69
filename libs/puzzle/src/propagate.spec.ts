import fc from 'fast-check';
import { MAX_DIGIT } from './model.js';
import { type Candidates, type Constraints, constraintsOf, propagate } from './propagate.js';
import { arbitraryPuzzle } from './testing.js';

/** The plain fixed point: every constraint again and again until none changes anything. */
function sweep(c: Constraints, cand: Candidates[]): boolean {
  const keeps = (vars: readonly number[], fits: (digits: number[]) => boolean): boolean => {
    const kept = vars.map(() => 0);
    const walk = (i: number, digits: number[]): void => {
      if (i === vars.length) {
        if (fits(digits)) digits.forEach((d, k) => (kept[k] |= 1 << d));
        return;
      }
      for (let d = 1; d <= MAX_DIGIT; d++) if (cand[vars[i]] & (1 << d)) walk(i + 1, [...digits, d]);
    };
    walk(0, []);
    const changed = vars.some((v, k) => cand[v] !== kept[k]);
    vars.forEach((v, k) => (cand[v] = kept[k]));
    return changed;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (let l = 0; l < c.partners.length; l++) {
      const partners = c.partners[l];
      if (!partners) continue;
      changed =
        keeps([c.frame.linkA[l], c.frame.linkB[l]], ([x, y]) => !!(partners[x] & (1 << y))) || changed;
    }
    for (let s = 0; s < c.tuples.length; s++) {
      if (!c.tuples[s]) continue;
      const tuples = new Set(c.tuples[s]);
      changed =
        keeps(c.frame.squareVars[s], ([a, b, d, e]) => tuples.has(a | (b << 4) | (d << 8) | (e << 12))) ||
        changed;
    }
    if (cand.some((m) => m === 0)) return false;
  }
  return true;
}

describe('propagate', () => {
  it('reaches the plain fixed point from the start and after a branch fixes one mystery', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, fc.nat(), fc.nat(), (puzzle, pick, digitPick) => {
        const c = constraintsOf(puzzle);
        const worked = c.start.slice();
        const plain = c.start.slice();
        const ok = propagate(c, worked);
        expect(ok).toBe(sweep(c, plain));
        if (!ok) return;
        expect(worked).toEqual(plain);
        // A branch as the search makes it: one open mystery fixed to one of its candidates.
        const open = worked.flatMap((m, v) => (m & (m - 1) ? [v] : []));
        if (open.length === 0) return;
        const v = open[pick % open.length];
        const digits = [...Array(MAX_DIGIT + 1).keys()].filter((d) => worked[v] & (1 << d));
        worked[v] = 1 << digits[digitPick % digits.length];
        plain.splice(0, plain.length, ...worked);
        const branchOk = propagate(c, worked, v);
        expect(branchOk).toBe(sweep(c, plain));
        if (branchOk) expect(worked).toEqual(plain);
      }),
      { numRuns: 400 },
    );
  });
});
