import { type Board, digitsOf, maskOf, type Step } from './board.js';
import { directStep } from './direct-step.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

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
      return directStep({
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
    return directStep({
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
