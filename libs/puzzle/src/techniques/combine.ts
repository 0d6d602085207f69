import { MAX_DIGIT } from '../model.js';
import { bit, type Board, count, digitsOf, partnerOn, type Step } from './board.js';

// Tier 2: combining the clues at one mystery (PUZZLE.md band 2).

/** The digits a mystery may hold by one pair clue's known halves alone, whatever its partner. */
function allowedBy(board: Board, clue: number, partnerMask: number): number {
  const add = board.add[clue];
  const mult = board.mult[clue];
  let allowed = 0;
  for (let x = 1; x <= MAX_DIGIT; x++) {
    let partner = partnerMask;
    if (add !== undefined) partner &= add - x >= 1 && add - x <= MAX_DIGIT ? bit(add - x) : 0;
    if (mult !== undefined) partner &= mult % x === 0 && mult / x <= MAX_DIGIT ? bit(mult / x) : 0;
    if (partner) allowed |= bit(x);
  }
  return allowed;
}

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
function common(board: Board, which: 'mult' | 'any'): Step | undefined {
  for (const m of board.layout.mysteries) {
    if (board.value[m]) continue;
    const clues = pairCluesAt(board, m, which);
    if (clues.length < 2) continue;
    const sets = clues.map((c) => allowedBy(board, c, 0b11_1111_1110) & board.cand[m]);
    if (sets.some((s) => count(s) === 1)) continue; // one clue alone would do: not a combination
    const together = sets.reduce((acc, s) => acc & s, board.cand[m]);
    if (count(together) !== 1) continue;
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

export const commonFactor = (board: Board) => common(board, 'mult');
export const commonSum = (board: Board) => common(board, 'any');

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

/** A message key with -add, -mult or -both after what the clue shows, e.g. hint-candidate-list-mult. */
export function halvesMessage(
  key: string,
  add: number | undefined,
  mult: number | undefined,
): { messageKey: string } {
  return {
    messageKey: `${key}-${add !== undefined && mult !== undefined ? 'both' : add !== undefined ? 'add' : 'mult'}`,
  };
}

export function halvesParams(add: number | undefined, mult: number | undefined): Record<string, number> {
  return { ...(add !== undefined ? { add } : {}), ...(mult !== undefined ? { mult } : {}) };
}
