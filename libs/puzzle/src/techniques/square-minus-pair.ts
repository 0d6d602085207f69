import type { Board, Step } from './board.js';

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
