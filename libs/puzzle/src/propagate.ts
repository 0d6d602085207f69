import { partnersOf, tuplesOf } from './clue-tables.js';
import { layoutOf, type Layout } from './lattice.js';
import { MAX_DIGIT, type Puzzle } from './model.js';

/** Candidate digits of a mystery as bits 1..9 of a number (bit d set: d is possible). */
export type Candidates = number;

export const ALL_DIGITS: Candidates = 0b11_1111_1110;

/**
 * A shape's links and squares over variable numbers (mysteries in display order), and the
 * counter's working memory, built once per layout: the counter runs thousands of times per
 * generated puzzle. Constraint k is link k while k < linkA.length, else square k - linkA.length.
 */
interface Frame {
  linkA: number[];
  linkB: number[];
  squareVars: number[][];
  /** Per variable, the constraints that hold it: looked at again when its candidates shrink. */
  watching: number[][];
  /**
   * The constraints waiting to be looked at, first in first out, each at most once. A count
   * runs start to end without calling out, so one queue per layout serves every count.
   */
  queue: Int32Array;
  queued: Uint8Array;
}

const frames = new WeakMap<Layout, Frame>();

function frameOf(layout: Layout): Frame {
  let frame = frames.get(layout);
  if (frame) return frame;
  const varOf = new Map(layout.mysteries.map((cell, i) => [cell, i]));
  const v = (cell: number) => varOf.get(cell) as number;
  const linkA = layout.links.map((l) => v(l.a));
  const linkB = layout.links.map((l) => v(l.b));
  const squareVars = layout.squares.map((s) => s.mysteries.map(v));
  const watching = layout.mysteries.map((): number[] => []);
  linkA.forEach((a, l) => watching[a].push(l) && watching[linkB[l]].push(l));
  squareVars.forEach((vars, s) => vars.forEach((x) => watching[x].push(linkA.length + s)));
  const size = linkA.length + squareVars.length;
  frame = { linkA, linkB, squareVars, watching, queue: new Int32Array(size), queued: new Uint8Array(size) };
  frames.set(layout, frame);
  return frame;
}

/** The shown halves of one puzzle as lookup tables over its layout's frame. */
export interface Constraints {
  layout: Layout;
  frame: Frame;
  start: Candidates[];
  /** Per link, when a half of its pair clue shows: per digit of one side, the digits the other allows. */
  partners: (Int16Array | undefined)[];
  /** Per square, when a half of its clue shows: every packed 4-tuple of digits its halves allow. */
  tuples: (Int32Array | undefined)[];
  /** single-pair: the two orders of one pair are one solution (rule 4's exception). */
  unordered: boolean;
}

export function constraintsOf(puzzle: Puzzle): Constraints {
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const start: Candidates[] = [];
  for (const cell of layout.mysteries) {
    const given = puzzle.cells[cell].given ?? 0;
    start.push(given ? 1 << given : ALL_DIGITS);
  }
  /** What a clue's shown halves allow, by `allowed`; nothing when both are hidden. */
  const shown = <T>(clue: number, allowed: (add: number, mult: number) => T): T | undefined => {
    const cell = puzzle.cells[clue];
    const add = cell.addShown ? (cell.add ?? 0) : 0;
    const mult = cell.multShown ? (cell.mult ?? 0) : 0;
    return add || mult ? allowed(add, mult) : undefined;
  };
  const partners = layout.links.map((link) => shown(link.clue, partnersOf));
  const tuples = layout.squares.map((square) => shown(square.clue, tuplesOf));
  return {
    layout,
    frame: frameOf(layout),
    start,
    partners,
    tuples,
    unordered: puzzle.shape === 'single-pair',
  };
}

/**
 * Removes candidates no shown clue half allows, to the fixed point; false when a mystery
 * has none left. Starts from every constraint, or with `changed` from those holding that one
 * variable (what a branch of the search narrowed), and looks again only at constraints
 * holding a variable that shrank. Each constraint keeps exactly the candidates it supports
 * and never widens one, so any order reaches the same fixed point; this one does the least work.
 */
export function propagate(c: Constraints, cand: Candidates[], changed = -1): boolean {
  const { queue, queued, watching } = c.frame;
  const links = c.partners.length;
  const size = queue.length;
  let head = 0;
  let waiting = 0;
  // The constraint being looked at: it already keeps only what it supports.
  let current = -1;
  const watch = (v: number) => {
    for (const k of watching[v]) {
      if (queued[k] || k === current || !(k < links ? c.partners[k] : c.tuples[k - links])) continue;
      queued[k] = 1;
      queue[(head + waiting++) % size] = k;
    }
  };
  if (changed >= 0) watch(changed);
  else
    for (let k = 0; k < size; k++) {
      if (!(k < links ? c.partners[k] : c.tuples[k - links])) continue;
      queued[k] = 1;
      queue[waiting++] = k;
    }
  while (waiting > 0) {
    const k = queue[head];
    current = k;
    head = (head + 1) % size;
    waiting--;
    queued[k] = 0;
    const narrowed = k < links ? revisePair(c, cand, k) : reviseSquare(c, cand, k - links);
    if (narrowed < 0) {
      queued.fill(0);
      return false;
    }
    for (let v = 0; narrowed >> v; v++) if ((narrowed >> v) & 1) watch(v);
  }
  return true;
}

/** Link l's pair clue keeps what it supports: the variables it narrowed as bits, -1 when one has none left. */
function revisePair(c: Constraints, cand: Candidates[], l: number): number {
  const a = c.frame.linkA[l];
  const b = c.frame.linkB[l];
  const partners = c.partners[l] as Int16Array;
  const ca = cand[a];
  const cb = cand[b];
  let na = 0;
  let nb = 0;
  for (let x = 1; x <= MAX_DIGIT; x++) {
    if (ca & (1 << x) && partners[x] & cb) na |= 1 << x;
    if (cb & (1 << x) && partners[x] & ca) nb |= 1 << x;
  }
  if (!na || !nb) return -1;
  cand[a] = na;
  cand[b] = nb;
  return (na !== ca ? 1 << a : 0) | (nb !== cb ? 1 << b : 0);
}

/** Square clue s keeps what its 4-tuples support, as `revisePair`. */
function reviseSquare(c: Constraints, cand: Candidates[], s: number): number {
  const [v0, v1, v2, v3] = c.frame.squareVars[s];
  const c0 = cand[v0];
  const c1 = cand[v1];
  const c2 = cand[v2];
  const c3 = cand[v3];
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const tuples = c.tuples[s] as Int32Array;
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
  if (!s0) return -1;
  cand[v0] = s0;
  cand[v1] = s1;
  cand[v2] = s2;
  cand[v3] = s3;
  return (
    (s0 !== c0 ? 1 << v0 : 0) |
    (s1 !== c1 ? 1 << v1 : 0) |
    (s2 !== c2 ? 1 << v2 : 0) |
    (s3 !== c3 ? 1 << v3 : 0)
  );
}
