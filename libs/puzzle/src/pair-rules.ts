import type { Layout } from './lattice.js';

/** A break of rule 2 (the same unordered pair on two links) or rule 3 (two cZeus squares). */
export type RuleBreak =
  { rule: 2; links: [number, number]; pair: [number, number] } | { rule: 3; squares: [number, number] };

/**
 * The one key of an unordered pair of digits {a, b} (1-9): 10 × the smaller + the larger, so
 * {3,7} and {7,3} are 37 and {d,d} is 11 × d. Under 100, so it also indexes a small array.
 */
export const pairKey = (a: number, b: number): number => (a < b ? a * 10 + b : b * 10 + a);

/**
 * Rules 2 and 3 over the known values (`values[i]` at display index i, 0 unknown): the
 * definition the solver's fast form (`solve.ts`, `breaksRules`) is tested against. A pair
 * {d,d} may stand on several links only when they all are sides of one square whose four
 * mysteries are d (a cZeus square) or still unknown; any other repeated pair breaks rule 2.
 * Two squares of four equal known digits break rule 3. Adjacencies without a clue cell
 * (the open bottom of arc-3pairs) are not links, so they are not seen here.
 */
export function ruleBreaks(layout: Layout, values: ArrayLike<number>): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const byPair = new Map<number, number[]>();
  for (const link of layout.links) {
    const a = values[link.a];
    const b = values[link.b];
    if (!a || !b) continue;
    const key = pairKey(a, b);
    const group = byPair.get(key);
    if (group) group.push(link.clue);
    else byPair.set(key, [link.clue]);
  }
  for (const [key, group] of byPair) {
    if (group.length < 2) continue;
    const a = Math.floor(key / 10);
    const b = key % 10;
    if (
      a === b &&
      layout.squares.some(
        (s) =>
          group.every((l) => s.links.includes(l)) && s.mysteries.every((m) => !values[m] || values[m] === a),
      )
    ) {
      continue;
    }
    breaks.push({ rule: 2, links: [group[0], group[1]], pair: [a, b] });
  }
  const czeus = layout.squares.filter((s) => {
    const d = values[s.mysteries[0]];
    return d !== 0 && s.mysteries.every((m) => values[m] === d);
  });
  if (czeus.length > 1) breaks.push({ rule: 3, squares: [czeus[0].clue, czeus[1].clue] });
  return breaks;
}
