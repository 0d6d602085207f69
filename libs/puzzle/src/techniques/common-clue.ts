import { ALL, type Board, count, digitsOf, type Step } from './board.js';
import { allowedBy } from './clue-halves.js';

// Tier 2: combining the clues at one mystery (PUZZLE.md band 2); common-factor and
// common-sum are this one search, over products alone or over every known half.

function pairCluesAt(board: Board, cell: number, which: 'mult' | 'any'): number[] {
  return (board.layout.cluesOf.get(cell) ?? []).filter(
    (c) =>
      board.puzzle.cells[c].kind !== 'square' &&
      (which === 'mult'
        ? board.mult[c] !== undefined
        : board.add[c] !== undefined || board.mult[c] !== undefined),
  );
}

/**
 * Two or more clues at one mystery, each allowing several digits, together allow one: the
 * common factor of two times clues (or, with sums, the common sum).
 */
export function commonAt(board: Board, which: 'mult' | 'any'): Step | undefined {
  for (const m of board.layout.mysteries) {
    if (board.value[m]) continue;
    const clues = pairCluesAt(board, m, which);
    if (clues.length < 2) continue;
    let together = board.cand[m];
    let alone = false;
    for (const c of clues) {
      const allowed = allowedBy(board, c, ALL) & board.cand[m];
      alone ||= count(allowed) === 1; // one clue alone would do: not a combination
      together &= allowed;
    }
    if (alone || count(together) !== 1) continue;
    const digit = digitsOf(together)[0];
    // The clue numbers that meet here, e.g. "14, 35" (a sum as "+9", a product as "×14").
    const named = clues.map((c) =>
      which === 'mult'
        ? `${board.mult[c]}`
        : board.add[c] !== undefined
          ? `+${board.add[c]}`
          : `×${board.mult[c]}`,
    );
    const params: Record<string, number | string> = { d: digit, clues: named.join(', ') };
    return {
      technique: which === 'mult' ? 'common-factor' : 'common-sum',
      tier: 2,
      placements: [{ cell: m, digit }],
      eliminations: [],
      derivedClueHalves: [],
      highlight: [...clues, m],
      messageKey: which === 'mult' ? 'hint-common-factor' : 'hint-common-sum',
      params,
    };
  }
  return undefined;
}
