import { type Board, count, digitsOf, type Step } from './board.js';
import { directStep } from './direct-step.js';

/** A mystery with one candidate left holds it. */
export function singleCandidate(board: Board): Step | undefined {
  for (const m of board.layout.mysteries) {
    if (board.value[m] || count(board.cand[m]) !== 1) continue;
    const digit = digitsOf(board.cand[m])[0];
    return directStep({
      technique: 'single-candidate',
      placements: [{ cell: m, digit }],
      highlight: [m],
      messageKey: 'hint-single-candidate',
      params: { d: digit },
    });
  }
  return undefined;
}
