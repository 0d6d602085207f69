import { ALL, bit, type Board, digitsOf, type Step } from './board.js';
import { directStep } from './direct-step.js';

/** The digit d of each product d^4 (a square's product is at most 9^4): looked up at every step. */
const FOURTH_ROOT = new Map(digitsOf(ALL).map((d) => [d ** 4, d]));

/** A square whose product is a fourth power only four equal digits give (or add 4d and mult d^4). */
export function squareAllEqual(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    if (mult === undefined) continue;
    const root = FOURTH_ROOT.get(mult);
    const forced = root !== undefined && ([1, 5, 7, 8, 9].includes(root) || add === 4 * root);
    if (!forced) continue;
    const open = square.mysteries.filter((m) => !board.value[m]);
    if (open.length === 0 || !open.every((m) => board.cand[m] & bit(root))) continue;
    return directStep({
      technique: 'square-all-equal',
      placements: open.map((cell) => ({ cell, digit: root })),
      highlight: [square.clue, ...square.mysteries],
      messageKey: add === 4 * root ? 'hint-square-all-equal-both' : 'hint-square-all-equal',
      params: { mult, d: root },
    });
  }
  return undefined;
}
