import { MAX_DIGIT } from '../model.js';
import { bit, type Board, digitsOf, partnerOn, type Step } from './board.js';
import { halvesMessage, halvesParams } from './combine.js';

// Tier 3: deductions across clues (PUZZLE.md band 3).

const pairKey = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);

/** The pair clue on the side of a square that joins mysteries p and q. */
function sideClue(board: Board, p: number, q: number): number | undefined {
  return board.layout.links.find((l) => (l.a === p && l.b === q) || (l.a === q && l.b === p))?.clue;
}

/**
 * A square's half minus (or divided by) one side's half is the opposite side's half: the
 * four numbers are the two sides' pairs.
 */
export function squareMinusPair(board: Board): Step | undefined {
  for (const square of board.layout.squares) {
    const [tl, tr, bl, br] = square.mysteries;
    const opposite: [number, number, number, number][] = [
      [tl, tr, bl, br],
      [bl, br, tl, tr],
      [tl, bl, tr, br],
      [tr, br, tl, bl],
    ];
    for (const [p, q, r, s] of opposite) {
      const side = sideClue(board, p, q);
      const other = sideClue(board, r, s);
      if (side === undefined || other === undefined) continue;
      for (const half of ['add', 'mult'] as const) {
        const whole = board[half][square.clue];
        const part = board[half][side];
        if (whole === undefined || part === undefined || board[half][other] !== undefined) continue;
        const value = half === 'add' ? whole - part : whole / part;
        if (!Number.isInteger(value) || value < 1) continue;
        return {
          technique: 'square-minus-pair',
          tier: 3,
          placements: [],
          eliminations: [],
          derivedClueHalves: [{ clue: other, half, value }],
          highlight: [square.clue, side, other, p, q, r, s],
          messageKey: half === 'add' ? 'hint-square-minus-pair-add' : 'hint-square-divided-by-pair',
          params: { whole, part, value },
        };
      }
    }
  }
  return undefined;
}

/** A pair already standing on a link cannot stand on another (rule 2): rule it out. */
export function rule2Elimination(board: Board): Step | undefined {
  const used = new Map<string, number>();
  for (const l of board.layout.links) {
    if (board.value[l.a] && board.value[l.b]) used.set(pairKey(board.value[l.a], board.value[l.b]), l.clue);
  }
  for (const link of board.layout.links) {
    for (const cell of [link.a, link.b]) {
      const partner = partnerOn(board, link.clue, cell);
      const a = board.value[partner];
      if (!a || board.value[cell]) continue;
      // {a,a} may repeat inside a cZeus square, so only pairs of two different digits are ruled out.
      const gone = digitsOf(board.cand[cell]).filter((b) => b !== a && used.has(pairKey(a, b)));
      if (gone.length === 0) continue;
      return {
        technique: 'rule2-elimination',
        tier: 3,
        placements: [],
        eliminations: [{ cell, digits: gone }],
        derivedClueHalves: [],
        highlight: [link.clue, partner, cell, ...gone.map((b) => used.get(pairKey(a, b)) as number)],
        messageKey: 'hint-rule2-elimination',
        params: { a, digits: gone.join(', ') },
      };
    }
  }
  return undefined;
}

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
