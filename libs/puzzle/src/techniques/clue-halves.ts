import { partnersOf } from '../clue-tables.js';
import { MAX_DIGIT } from '../model.js';
import { bit, type Board } from './board.js';

// What a clue's known halves allow, and how hints name those halves.

/**
 * The digits a mystery may hold by one pair clue's known halves, its partner being one of
 * `partnerMask`: read from the counter's table of the halves (shared by every puzzle).
 */
export function allowedBy(board: Board, clue: number, partnerMask: number): number {
  const partners = partnersOf(board.add[clue] ?? 0, board.mult[clue] ?? 0);
  let allowed = 0;
  for (let x = 1; x <= MAX_DIGIT; x++) if (partners[x] & partnerMask) allowed |= bit(x);
  return allowed;
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
