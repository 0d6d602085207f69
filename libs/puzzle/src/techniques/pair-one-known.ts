import type { Link } from '../lattice.js';
import { bit, type Board, type Step } from './board.js';
import { directStep, isDigit } from './direct-step.js';

/** One number of a pair known: the other follows from a known half (b = add - a, b = mult / a). */
export function pairOneKnown(board: Board): Step | undefined {
  for (const link of board.layout.links) {
    const step = fromKnown(board, link, link.a, link.b) ?? fromKnown(board, link, link.b, link.a);
    if (step) return step;
  }
  return undefined;
}

/** The step placing `other` from `known` on `link`, if its known half decides it. */
function fromKnown(board: Board, link: Link, known: number, other: number): Step | undefined {
  const a = board.value[known];
  if (!a || board.value[other]) return undefined;
  const add = board.add[link.clue];
  const mult = board.mult[link.clue];
  const b = add !== undefined ? add - a : mult !== undefined ? mult / a : 0;
  if (!isDigit(b) || !(board.cand[other] & bit(b))) return undefined;
  const half: Record<string, number> = add !== undefined ? { add } : { mult: mult as number };
  return directStep({
    technique: 'pair-one-known',
    placements: [{ cell: other, digit: b }],
    highlight: [link.clue, known, other],
    messageKey: add !== undefined ? 'hint-pair-add-known' : 'hint-pair-mult-known',
    params: { a, b, ...half },
  });
}
