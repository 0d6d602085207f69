import { bit, type Board, type Step } from './board.js';
import { directStep, isDigit } from './direct-step.js';

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
      return directStep({
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
