import { tuplesOf } from '../clue-tables.js';
import type { Layout } from '../lattice.js';
import { pairKey } from '../pair-rules.js';
import { bit, type Board, digitsOf, type Step } from './board.js';
import { halvesMessage, halvesParams } from './clue-halves.js';

/** A square's side: its pair clue and the places (0-3) of its two mysteries among the corners. */
interface Side {
  clue: number;
  p: number;
  q: number;
}

const sidesByLayout = new WeakMap<Layout, Side[][]>();

/** Per square of the layout, its four sides, worked out once. */
function sidesOf(layout: Layout): Side[][] {
  let sides = sidesByLayout.get(layout);
  if (!sides) {
    sides = layout.squares.map((square) =>
      square.links.map((clue) => {
        const [p, q] = layout.clueMysteries.get(clue) as readonly number[];
        return { clue, p: square.mysteries.indexOf(p), q: square.mysteries.indexOf(q) };
      }),
    );
    sidesByLayout.set(layout, sides);
  }
  return sides;
}

/**
 * Every filling of one square that its known halves, its sides' known halves and the
 * candidates allow: a digit in no filling is ruled out. The fillings its own halves allow
 * come from the counter's table (`tuplesOf`, shared by every puzzle), so only those are
 * looked at, not every digit of every corner.
 */
export function squareEnumeration(board: Board): Step | undefined {
  const sidesBySquare = sidesOf(board.layout);
  for (let i = 0; i < board.layout.squares.length; i++) {
    const square = board.layout.squares[i];
    const add = board.add[square.clue];
    const mult = board.mult[square.clue];
    if (add === undefined && mult === undefined) continue;
    const corners = square.mysteries;
    const sides = sidesBySquare[i];
    const supported = [0, 0, 0, 0];
    const pick = [0, 0, 0, 0];
    const tuples = tuplesOf(add ?? 0, mult ?? 0);
    for (let t = 0; t < tuples.length; t++) {
      for (let k = 0; k < 4; k++) pick[k] = (tuples[t] >> (4 * k)) & 15;
      if (fits(board, corners, sides, pick)) for (let k = 0; k < 4; k++) supported[k] |= bit(pick[k]);
    }
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

/** A filling of the square's corners that the candidates, its sides' known halves and rule 2 allow. */
function fits(
  board: Board,
  corners: readonly number[],
  sides: readonly Side[],
  pick: readonly number[],
): boolean {
  for (let k = 0; k < 4; k++) if (!(board.cand[corners[k]] & bit(pick[k]))) return false;
  for (const s of sides) {
    const x = pick[s.p];
    const y = pick[s.q];
    if (board.add[s.clue] !== undefined && x + y !== board.add[s.clue]) return false;
    if (board.mult[s.clue] !== undefined && x * y !== board.mult[s.clue]) return false;
  }
  // Rule 2 inside the square: two sides with one pair only as a cZeus square.
  if (pick[0] === pick[1] && pick[1] === pick[2] && pick[2] === pick[3]) return true;
  for (let a = 0; a < sides.length; a++)
    for (let b = a + 1; b < sides.length; b++)
      if (pairKey(pick[sides[a].p], pick[sides[a].q]) === pairKey(pick[sides[b].p], pick[sides[b].q]))
        return false;
  return true;
}
