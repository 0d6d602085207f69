import { MAX_DIGIT } from '../model.js';
import { bit, type Board } from './board.js';

// What a clue's known halves allow, and how hints name those halves.

/** The digits a mystery may hold by one pair clue's known halves alone, whatever its partner. */
export function allowedBy(board: Board, clue: number, partnerMask: number): number {
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
