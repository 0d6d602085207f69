import type { Layout } from '../lattice.js';
import { ALL, type Board, count, digitsOf, type Step } from './board.js';
import { allowedBy } from './clue-halves.js';

// Tier 2: combining the clues at one mystery (PUZZLE.md band 2); common-factor and
// common-sum are this one search, over products alone or over every known half.

const pairCluesByLayout = new WeakMap<Layout, Map<number, readonly number[]>>();

/** Per mystery, the pair clues beside it (its square clues left out), worked out once per layout. */
function pairCluesOf(layout: Layout): Map<number, readonly number[]> {
  let pairClues = pairCluesByLayout.get(layout);
  if (!pairClues) {
    const squares = new Set(layout.squares.map((s) => s.clue));
    pairClues = new Map(
      layout.mysteries.map((m) => [m, (layout.cluesOf.get(m) ?? []).filter((c) => !squares.has(c))]),
    );
    pairCluesByLayout.set(layout, pairClues);
  }
  return pairClues;
}

/** Whether a clue takes part: a known product, or with `any` any known half. */
const takesPart = (board: Board, clue: number, which: 'mult' | 'any') =>
  which === 'mult'
    ? board.mult[clue] !== undefined
    : board.add[clue] !== undefined || board.mult[clue] !== undefined;

/**
 * Two or more clues at one mystery, each allowing several digits, together allow one: the
 * common factor of two times clues (or, with sums, the common sum).
 */
export function commonAt(board: Board, which: 'mult' | 'any'): Step | undefined {
  const pairClues = pairCluesOf(board.layout);
  for (const m of board.layout.mysteries) {
    if (board.value[m]) continue;
    const around = pairClues.get(m) ?? [];
    let taking = 0;
    let together = board.cand[m];
    let alone = false;
    for (const c of around) {
      if (!takesPart(board, c, which)) continue;
      taking++;
      const allowed = allowedBy(board, c, ALL) & board.cand[m];
      alone ||= count(allowed) === 1; // one clue alone would do: not a combination
      together &= allowed;
    }
    if (taking < 2 || alone || count(together) !== 1) continue;
    const clues = around.filter((c) => takesPart(board, c, which));
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
