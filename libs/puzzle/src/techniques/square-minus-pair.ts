import type { Layout } from '../lattice.js';
import type { Board, Step } from './board.js';

/** Two opposite sides of a square: the mysteries p, q of one and r, s of the other, and their clues. */
interface Opposite {
  p: number;
  q: number;
  r: number;
  s: number;
  side: number;
  other: number;
}

const oppositesByLayout = new WeakMap<Layout, Opposite[][]>();

/**
 * Per square of the layout, its sides against the opposite ones (top against bottom, bottom
 * against top, left against right, right against left), worked out once: the ladder asks at
 * every step.
 */
function oppositesOf(layout: Layout): Opposite[][] {
  let opposites = oppositesByLayout.get(layout);
  if (opposites) return opposites;
  const sideClue = (p: number, q: number) =>
    layout.links.find((l) => (l.a === p && l.b === q) || (l.a === q && l.b === p))?.clue;
  opposites = layout.squares.map((square) => {
    const [tl, tr, bl, br] = square.mysteries;
    const pairs: [number, number, number, number][] = [
      [tl, tr, bl, br],
      [bl, br, tl, tr],
      [tl, bl, tr, br],
      [tr, br, tl, bl],
    ];
    return pairs.flatMap(([p, q, r, s]) => {
      const side = sideClue(p, q);
      const other = sideClue(r, s);
      return side === undefined || other === undefined ? [] : [{ p, q, r, s, side, other }];
    });
  });
  oppositesByLayout.set(layout, opposites);
  return opposites;
}

/**
 * A square's half minus (or divided by) one side's half is the opposite side's half: the
 * four numbers are the two sides' pairs.
 */
export function squareMinusPair(board: Board): Step | undefined {
  const opposites = oppositesOf(board.layout);
  for (let i = 0; i < board.layout.squares.length; i++) {
    const square = board.layout.squares[i];
    for (const { p, q, r, s, side, other } of opposites[i]) {
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
