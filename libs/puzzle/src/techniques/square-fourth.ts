import { bit, type Board, type Step } from './board.js';
import { directStep, isDigit } from './direct-step.js';

/** Three numbers of a square known: the fourth from a known half. */
export function squareFourth(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    // The one open corner, and the sum and product of the three placed.
    let open = -1;
    let opens = 0;
    let sum = 0;
    let product = 1;
    for (const m of square.mysteries) {
      if (board.value[m]) {
        sum += board.value[m];
        product *= board.value[m];
      } else {
        open = m;
        opens++;
      }
    }
    if (opens !== 1) continue;
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    const d = add !== undefined ? add - sum : mult !== undefined ? mult / product : 0;
    if (!isDigit(d) || !(board.cand[open] & bit(d))) continue;
    return directStep({
      technique: 'square-fourth',
      placements: [{ cell: open, digit: d }],
      highlight: [square.clue, ...square.mysteries],
      messageKey: add !== undefined ? 'hint-square-fourth-add' : 'hint-square-fourth-mult',
      params: add !== undefined ? { add, sum, d } : { mult: mult as number, product, d },
    });
  }
  return undefined;
}
