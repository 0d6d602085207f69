import type { Layout } from './lattice.js';
import { pairKey } from './pair-rules.js';

/**
 * A shape's links and squares as indexes into an array of digits, built once per layout and
 * indexing: the counter asks at every node of its search, the ladder at every step, and the
 * generator's random solutions at every draw, so a check allocates nothing.
 */
export interface RuleFrame {
  linkA: Int32Array;
  linkB: Int32Array;
  /** Per link: bit s set when the link is a side of square s. */
  linkSquares: Int32Array;
  /** Per square, its four mysteries. */
  squareAt: (readonly [number, number, number, number])[];
}

const byDisplay = new WeakMap<Layout, RuleFrame>();
const byVariable = new WeakMap<Layout, RuleFrame>();

/**
 * The frame over an array of digits indexed as `indexOf` says: by display index (the
 * board, a drawn solution) or by the mysteries' order (the counter's variables).
 */
function frameOf(layout: Layout, indexOf: (cell: number) => number): RuleFrame {
  return {
    linkA: Int32Array.from(layout.links, (l) => indexOf(l.a)),
    linkB: Int32Array.from(layout.links, (l) => indexOf(l.b)),
    linkSquares: Int32Array.from(layout.links, (l) =>
      layout.squares.reduce((mask, s, i) => (s.links.includes(l.clue) ? mask | (1 << i) : mask), 0),
    ),
    squareAt: layout.squares.map(
      (s) => s.mysteries.map(indexOf) as unknown as readonly [number, number, number, number],
    ),
  };
}

/** The frame over digits in display order (`values[cell]`). */
export function displayRuleFrame(layout: Layout): RuleFrame {
  let frame = byDisplay.get(layout);
  if (!frame) byDisplay.set(layout, (frame = frameOf(layout, (cell) => cell)));
  return frame;
}

/** The frame over digits in the order of the layout's mysteries. */
export function variableRuleFrame(layout: Layout): RuleFrame {
  let frame = byVariable.get(layout);
  if (!frame) {
    const varOf = new Map(layout.mysteries.map((cell, i) => [cell, i]));
    byVariable.set(layout, (frame = frameOf(layout, (cell) => varOf.get(cell) as number)));
  }
  return frame;
}

// Working memory indexed by `pairKey`. A check runs start to end without calling out, so
// one copy serves every caller: the generation stamp marks what this call wrote, instead
// of clearing the arrays each time.
const stamp = new Int32Array(100);
const squaresLeft = new Int32Array(100);
let generation = 0;

/**
 * Rules 2-3 over the digits known (`digits[i]`, 0 unknown): the fast form of `ruleBreaks`
 * (pair-rules.ts), which defines them and which this is tested against (solve.spec.ts).
 * Every {d,d} link that repeats must be a side of one single square whose known corners are
 * all d, and at most one square may be four equal digits. A break among known digits stays
 * a break as more become known.
 */
export function breaksRules(frame: RuleFrame, digits: ArrayLike<number>): boolean {
  if (++generation === 0x7fff_ffff) {
    stamp.fill(0);
    generation = 1;
  }
  let repeatedDigits = 0;
  for (let l = 0; l < frame.linkA.length; l++) {
    const a = digits[frame.linkA[l]];
    const b = digits[frame.linkB[l]];
    if (!a || !b) continue;
    const key = pairKey(a, b);
    if (stamp[key] !== generation) {
      stamp[key] = generation;
      squaresLeft[key] = frame.linkSquares[l];
      continue;
    }
    if (a !== b) return true;
    squaresLeft[key] &= frame.linkSquares[l];
    if (!squaresLeft[key]) return true;
    repeatedDigits |= 1 << a;
  }
  for (let d = 1; repeatedDigits >> d; d++) {
    if (!((repeatedDigits >> d) & 1)) continue;
    if (!fitsOneSquare(frame, digits, squaresLeft[pairKey(d, d)], d)) return true;
  }
  let czeus = 0;
  for (const [p, q, r, s] of frame.squareAt) {
    const d = digits[p];
    if (d && digits[q] === d && digits[r] === d && digits[s] === d) czeus++;
  }
  return czeus > 1;
}

/** Some square of `squares` (bit s: square s) has only `d` or unknowns at its corners. */
function fitsOneSquare(frame: RuleFrame, digits: ArrayLike<number>, squares: number, d: number): boolean {
  for (let s = 0; s < frame.squareAt.length; s++) {
    if (!(squares & (1 << s))) continue;
    const corners = frame.squareAt[s];
    let fits = true;
    for (let k = 0; k < 4; k++) if (digits[corners[k]] && digits[corners[k]] !== d) fits = false;
    if (fits) return true;
  }
  return false;
}
