import type { MessageKey } from '../messages.js';
import { pairKey, ruleBreaks } from '../pair-rules.js';
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
  const withMysteries = (clues: readonly number[]) =>
    clues.flatMap((clue) => [clue, ...(layout.clueMysteries.get(clue) as readonly number[])]);
  if (broken.rule === 2) {
    const [a, b] = broken.pair;
    return { messageKey: 'guess-hint-6', params: { a, b }, cells: withMysteries(repeatedLinks(board, a, b)) };
  }
  return { messageKey: 'guess-hint-7', params: {}, cells: withMysteries(broken.squares) };
}

/**
 * Two links that carry the pair {a, b} and may not both: {d, d} may stand on the sides of a
 * square whose corners are all d or open (a cZeus square in the making), so two such sides are
 * passed over for a link elsewhere. Links of the same square side by side share no square with
 * a third that breaks, so a pair that may not is always there on a broken board.
 */
function repeatedLinks({ layout, value }: Board, a: number, b: number): [number, number] {
  const key = pairKey(a, b);
  const carrying = layout.links.filter(
    (l) => value[l.a] && value[l.b] && pairKey(value[l.a], value[l.b]) === key,
  );
  const mayShare = (p: number, q: number) =>
    a === b &&
    layout.squares.some(
      (s) =>
        s.links.includes(p) && s.links.includes(q) && s.mysteries.every((m) => !value[m] || value[m] === a),
    );
  for (const [i, p] of carrying.entries())
    for (const q of carrying.slice(i + 1)) if (!mayShare(p.clue, q.clue)) return [p.clue, q.clue];
  return [carrying[0].clue, carrying[1].clue];
}
