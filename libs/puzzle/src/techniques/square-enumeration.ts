import { MAX_DIGIT } from '../model.js';
import { bit, type Board, digitsOf, type Step } from './board.js';
import { halvesMessage, halvesParams } from './clue-halves.js';

const pairKey = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);

/**
 * Every filling of one square that its known halves, its sides' known halves and the
 * candidates allow: a digit in no filling is ruled out.
 */
export function squareEnumeration(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    if (add === undefined && mult === undefined) continue;
    const corners = square.mysteries;
    const sides = square.links.map((clue) => {
      const [p, q] = board.layout.clueMysteries.get(clue) as readonly number[];
      return { clue, p: corners.indexOf(p), q: corners.indexOf(q) };
    });
    const supported = [0, 0, 0, 0];
    const pick = [0, 0, 0, 0];
    const walk = (i: number): void => {
      if (i === 4) {
        const sum = pick.reduce((s, d) => s + d, 0);
        const product = pick.reduce((p, d) => p * d, 1);
        if ((add !== undefined && sum !== add) || (mult !== undefined && product !== mult)) return;
        for (const s of sides) {
          const x = pick[s.p];
          const y = pick[s.q];
          if (board.add[s.clue] !== undefined && x + y !== board.add[s.clue]) return;
          if (board.mult[s.clue] !== undefined && x * y !== board.mult[s.clue]) return;
        }
        // Rule 2 inside the square: two sides with one pair only as a cZeus square.
        const keys = sides.map((s) => pairKey(pick[s.p], pick[s.q]));
        const allEqual = pick.every((d) => d === pick[0]);
        if (!allEqual && new Set(keys).size < keys.length) return;
        for (let k = 0; k < 4; k++) supported[k] |= bit(pick[k]);
        return;
      }
      for (let d = 1; d <= MAX_DIGIT; d++) {
        if (!(board.cand[corners[i]] & bit(d))) continue;
        pick[i] = d;
        walk(i + 1);
      }
    };
    walk(0);
    const eliminations = corners
      .map((cell, k) => ({ cell, digits: digitsOf(board.cand[cell] & ~supported[k]) }))
      .filter((e) => e.digits.length > 0 && !board.value[e.cell]);
    if (eliminations.length === 0 || corners.some((c, k) => !(board.cand[c] & supported[k]))) continue;
    return {
      technique: 'square-enumeration',
      tier: 3,
      placements: [],
      eliminations,
      derivedClueHalves: [],
      highlight: [square.clue, ...corners],
      ...halvesMessage('hint-square-enumeration', add, mult),
      params: halvesParams(add, mult),
    };
  }
  return undefined;
}
