import { type Board, digitsOf, partnerOn, type Step } from './board.js';
import { allowedBy, halvesMessage, halvesParams } from './clue-halves.js';

/** A pair clue's known halves, with its partner's candidates, rule digits out of a mystery's list. */
export function candidateList(board: Board): Step | undefined {
  for (const link of board.layout.links) {
    if (board.add[link.clue] === undefined && board.mult[link.clue] === undefined) continue;
    for (const cell of [link.a, link.b]) {
      if (board.value[cell]) continue;
      const partner = partnerOn(board, link.clue, cell);
      const keep = allowedBy(board, link.clue, board.cand[partner]) & board.cand[cell];
      const gone = board.cand[cell] & ~keep;
      if (!gone || !keep) continue;
      return {
        technique: 'candidate-list',
        tier: 2,
        placements: [],
        eliminations: [{ cell, digits: digitsOf(gone) }],
        derivedClueHalves: [],
        highlight: [link.clue, cell, partner],
        ...halvesMessage('hint-candidate-list', board.add[link.clue], board.mult[link.clue]),
        params: {
          digits: digitsOf(keep).join(', '),
          ...halvesParams(board.add[link.clue], board.mult[link.clue]),
        },
      };
    }
  }
  return undefined;
}
