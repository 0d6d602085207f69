import { MAX_DIGIT, MIN_DIGIT } from '../model.js';
import { bit, type Board, count, digitsOf, maskOf, type Step } from './board.js';

// Tier 1: direct steps (PUZZLE.md band 1). Each finds the first deduction in display order.

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const isDigit = (d: number) => Number.isInteger(d) && d >= MIN_DIGIT && d <= MAX_DIGIT;

const step = (s: Omit<Step, 'tier' | 'eliminations' | 'derivedClueHalves'> & Partial<Step>): Step => ({
  tier: 1,
  eliminations: [],
  derivedClueHalves: [],
  ...s,
});

/** A mystery with one candidate left holds it. */
export function singleCandidate(board: Board): Step | undefined {
  for (const m of board.layout.mysteries) {
    if (board.value[m] || count(board.cand[m]) !== 1) continue;
    const digit = digitsOf(board.cand[m])[0];
    return step({
      technique: 'single-candidate',
      placements: [{ cell: m, digit }],
      highlight: [m],
      messageKey: 'hint-single-candidate',
      params: { d: digit },
    });
  }
  return undefined;
}

/** One number of a pair known: the other follows from a known half (b = add - a, b = mult / a). */
export function pairOneKnown(board: Board): Step | undefined {
  for (const link of board.layout.links) {
    for (const [known, other] of [
      [link.a, link.b],
      [link.b, link.a],
    ]) {
      const a = board.value[known];
      if (!a || board.value[other]) continue;
      const add = board.add[link.clue];
      const mult = board.mult[link.clue];
      const b = add !== undefined ? add - a : mult !== undefined ? mult / a : 0;
      if (!isDigit(b) || !(board.cand[other] & bit(b))) continue;
      const half: Record<string, number> = add !== undefined ? { add } : { mult: mult as number };
      return step({
        technique: 'pair-one-known',
        placements: [{ cell: other, digit: b }],
        highlight: [link.clue, known, other],
        messageKey: add !== undefined ? 'hint-pair-add-known' : 'hint-pair-mult-known',
        params: { a, b, ...half },
      });
    }
  }
  return undefined;
}

/** A square whose product is a fourth power only four equal digits give (or add 4d and mult d^4). */
export function squareAllEqual(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    const open = square.mysteries.filter((m) => !board.value[m]);
    if (open.length === 0 || mult === undefined) continue;
    const root = Math.round(mult ** 0.25);
    const fourthPower = root ** 4 === mult;
    const forced = fourthPower && ([1, 5, 7, 8, 9].includes(root) || add === 4 * root);
    if (!forced || !open.every((m) => board.cand[m] & bit(root))) continue;
    return step({
      technique: 'square-all-equal',
      placements: open.map((cell) => ({ cell, digit: root })),
      highlight: [square.clue, ...square.mysteries],
      messageKey: add === 4 * root ? 'hint-square-all-equal-both' : 'hint-square-all-equal',
      params: { mult, d: root },
    });
  }
  return undefined;
}

/** Three numbers of a square known: the fourth from a known half. */
export function squareFourth(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    const open = square.mysteries.filter((m) => !board.value[m]);
    if (open.length !== 1) continue;
    const known = square.mysteries.filter((m) => board.value[m]).map((m) => board.value[m]);
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    const sum = known.reduce((s, d) => s + d, 0);
    const product = known.reduce((p, d) => p * d, 1);
    const d = add !== undefined ? add - sum : mult !== undefined ? mult / product : 0;
    if (!isDigit(d) || !(board.cand[open[0]] & bit(d))) continue;
    return step({
      technique: 'square-fourth',
      placements: [{ cell: open[0], digit: d }],
      highlight: [square.clue, ...square.mysteries],
      messageKey: add !== undefined ? 'hint-square-fourth-add' : 'hint-square-fourth-mult',
      params: add !== undefined ? { add, sum, d } : { mult: mult as number, product, d },
    });
  }
  return undefined;
}

/** Both halves of a pair known: x + y = add and x * y = mult fix the two numbers (order open). */
export function pairBothHalves(board: Board): Step | undefined {
  for (const link of board.layout.links) {
    const add = board.add[link.clue];
    const mult = board.mult[link.clue];
    if (add === undefined || mult === undefined || board.value[link.a] || board.value[link.b]) continue;
    const x = DIGITS.find((d) => d <= add - d && d * (add - d) === mult);
    if (x === undefined) continue;
    const y = add - x;
    const allowed = maskOf([x, y]);
    if (x === y) {
      return step({
        technique: 'pair-both-halves',
        placements: [
          { cell: link.a, digit: x },
          { cell: link.b, digit: x },
        ],
        highlight: [link.clue, link.a, link.b],
        messageKey: 'hint-pair-identical',
        params: { add, mult, a: x, b: y },
      });
    }
    const eliminations = [link.a, link.b]
      .map((cell) => ({ cell, digits: digitsOf(board.cand[cell] & ~allowed) }))
      .filter((e) => e.digits.length > 0);
    if (eliminations.length === 0) continue;
    return step({
      technique: 'pair-both-halves',
      placements: [],
      eliminations,
      highlight: [link.clue, link.a, link.b],
      messageKey: 'hint-pair-both-halves',
      params: { add, mult, a: x, b: y },
    });
  }
  return undefined;
}
