import { bit, type Board, type Step } from './board.js';
import { directStep, isDigit } from './direct-step.js';

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
    return directStep({
      technique: 'square-fourth',
      placements: [{ cell: open[0], digit: d }],
      highlight: [square.clue, ...square.mysteries],
      messageKey: add !== undefined ? 'hint-square-fourth-add' : 'hint-square-fourth-mult',
      params: add !== undefined ? { add, sum, d } : { mult: mult as number, product, d },
    });
  }
  return undefined;
}
