import { pairKey } from '../pair-rules.js';
import { type Board, digitsOf, partnerOn, type Step } from './board.js';

/** A pair already standing on a link cannot stand on another (rule 2): rule it out. */
export function rule2Elimination(board: Board): Step | undefined {
  const used = new Map<number, number>();
  for (const l of board.layout.links) {
    if (board.value[l.a] && board.value[l.b]) used.set(pairKey(board.value[l.a], board.value[l.b]), l.clue);
  }
  for (const link of board.layout.links) {
    for (const cell of [link.a, link.b]) {
      const partner = partnerOn(board, link.clue, cell);
      const a = board.value[partner];
      if (!a || board.value[cell]) continue;
      // {a,a} may repeat inside a cZeus square, so only pairs of two different digits are ruled out.
      const gone = digitsOf(board.cand[cell]).filter((b) => b !== a && used.has(pairKey(a, b)));
      if (gone.length === 0) continue;
      return {
        technique: 'rule2-elimination',
        tier: 3,
        placements: [],
        eliminations: [{ cell, digits: gone }],
        derivedClueHalves: [],
        highlight: [link.clue, partner, cell, ...gone.map((b) => used.get(pairKey(a, b)) as number)],
        messageKey: 'hint-rule2-elimination',
        params: { a, digits: gone.join(', ') },
      };
    }
  }
  return undefined;
}
