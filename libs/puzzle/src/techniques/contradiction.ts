import type { MessageKey } from '../messages.js';
import { ruleBreaks } from '../pair-rules.js';
import type { Board } from './board.js';

/** What makes a board impossible, told the way a player can check it on the grid. */
export interface Contradiction {
  messageKey: Extract<MessageKey, `guess-hint-${number}`>;
  params: Record<string, number>;
  /** The cells that show it: the emptied mystery, a clue and its mysteries, the repeated links. */
  cells: number[];
}

/**
 * The first thing that breaks on `board`, in the order `isBroken` looks: a mystery with no
 * number left, a clue whose mysteries are all placed and do not make it, then rules 2 and 3.
 * Undefined exactly when `isBroken` is false (contradiction.spec.ts holds the two together).
 * Asked once per what-if hint, never by the ladder, so it may be slow and plain.
 */
export function contradictionOf(board: Board): Contradiction | undefined {
  const { layout, value } = board;
  for (const m of layout.mysteries) {
    if (board.cand[m] === 0) return { messageKey: 'guess-hint-1', params: {}, cells: [m] };
  }
  for (const clue of layout.clues) {
    const around = layout.clueMysteries.get(clue) as readonly number[];
    if (!around.every((m) => value[m])) continue;
    const digits = around.map((m) => value[m]);
    const sum = digits.reduce((s, d) => s + d, 0);
    const product = digits.reduce((p, d) => p * d, 1);
    const cells = [clue, ...around];
    const pair = around.length === 2;
    const add = board.add[clue];
    const mult = board.mult[clue];
    if (add !== undefined && add !== sum) {
      return pair
        ? { messageKey: 'guess-hint-2', params: { a: digits[0], b: digits[1], sum, add }, cells }
        : { messageKey: 'guess-hint-4', params: { sum, add }, cells };
    }
    if (mult !== undefined && mult !== product) {
      return pair
        ? { messageKey: 'guess-hint-3', params: { a: digits[0], b: digits[1], product, mult }, cells }
        : { messageKey: 'guess-hint-5', params: { product, mult }, cells };
    }
  }
  const broken = ruleBreaks(layout, value)[0];
  if (!broken) return undefined;
  if (broken.rule === 2) {
    const cells = broken.links.flatMap((clue) => [
      clue,
      ...(layout.clueMysteries.get(clue) as readonly number[]),
    ]);
    return { messageKey: 'guess-hint-6', params: { a: broken.pair[0], b: broken.pair[1] }, cells };
  }
  const cells = broken.squares.flatMap((clue) => [
    clue,
    ...(layout.clueMysteries.get(clue) as readonly number[]),
  ]);
  return { messageKey: 'guess-hint-7', params: {}, cells };
}
