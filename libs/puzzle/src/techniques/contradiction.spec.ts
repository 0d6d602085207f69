import fc from 'fast-check';
import { buildPuzzle } from '../build.js';
import { layoutOf } from '../lattice.js';
import { pairKey } from '../pair-rules.js';
import { anyStep, arbitraryPuzzle, placing } from '../testing.js';
import { applyStep, type Board, isBroken, startBoard } from './board.js';
import { type Contradiction, contradictionOf } from './contradiction.js';

/** The claim a contradiction's text makes, checked on the board itself. */
function holds(board: Board, { messageKey, params, cells }: Contradiction): boolean {
  const [clue, ...around] = cells;
  const digits = around.map((m) => board.value[m]);
  const sum = digits.reduce((s, d) => s + d, 0);
  const product = digits.reduce((p, d) => p * d, 1);
  const mysteriesOf = (c: number) => board.layout.clueMysteries.get(c) as readonly number[];
  switch (messageKey) {
    case 'guess-hint-1':
      return cells.length === 1 && board.cand[cells[0]] === 0;
    case 'guess-hint-2':
    case 'guess-hint-3':
    case 'guess-hint-4':
    case 'guess-hint-5': {
      // 2 and 4 name an add clue, 3 and 5 a times clue; 2 and 3 a pair's, 4 and 5 a square's.
      const [half, made] =
        messageKey === 'guess-hint-2' || messageKey === 'guess-hint-4' ? ['add', sum] : ['mult', product];
      const size = messageKey === 'guess-hint-2' || messageKey === 'guess-hint-3' ? 2 : 4;
      const said = params[half];
      return (
        digits.every(Boolean) &&
        params[half === 'add' ? 'sum' : 'product'] === made &&
        said === board[half as 'add' | 'mult'][clue] &&
        said !== made &&
        around.length === size
      );
    }
    case 'guess-hint-6': {
      const links = cells.filter((c) => board.layout.clues.includes(c));
      const carrying = links.filter((l) => {
        const [a, b] = mysteriesOf(l);
        return pairKey(board.value[a], board.value[b]) === pairKey(params.a, params.b);
      });
      // {d, d} twice on the sides of one square still all d is allowed: never the two named.
      const allowedTogether =
        params.a === params.b &&
        board.layout.squares.some(
          (s) =>
            links.every((l) => s.links.includes(l)) &&
            s.mysteries.every((m) => !board.value[m] || board.value[m] === params.a),
        );
      return links.length === 2 && carrying.length === 2 && !allowedTogether;
    }
    case 'guess-hint-7': {
      const squares = cells.filter((c) => board.layout.clues.includes(c));
      return (
        squares.length === 2 &&
        squares.every((s) =>
          mysteriesOf(s).every((m) => board.value[m] && board.value[m] === board.value[mysteriesOf(s)[0]]),
        )
      );
    }
  }
}

describe('contradictionOf', () => {
  it('names a contradiction exactly when the board is broken, and what it names is on the board', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        arbitraryPuzzle,
        fc.array(fc.tuple(fc.nat(2), fc.nat(), fc.nat(1023), fc.nat()), { minLength: 1, maxLength: 16 }),
        (puzzle, steps) => {
          let board = startBoard(puzzle);
          for (const [kind, at, digits, value] of steps) {
            const found = contradictionOf(board);
            expect(found !== undefined).toBe(isBroken(board));
            if (found) {
              seen.add(found.messageKey);
              expect({ found, holds: holds(board, found) }).toEqual({ found, holds: true });
              return;
            }
            board = applyStep(board, anyStep(board, kind, at, digits, value));
          }
        },
      ),
      { numRuns: 2000 },
    );
    // Every kind but rule 3 came up (random digits seldom make two squares of four equal
    // digits without repeating a pair first): the property was not won on a few kinds alone.
    expect([...seen]).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6].map((n) => `guess-hint-${n}`)));
  });

  it('names a pair of links that may not both carry {d, d}, not two sides of a square still all d', () => {
    const layout = layoutOf('2-squares', false);
    const puzzle = buildPuzzle(2, 2, false, new Array<number>(layout.mysteries.length).fill(5), {
      givens: layout.mysteries.map(() => 0),
      halves: layout.clues.map(() => [false, false]),
    });
    const board = startBoard(puzzle);
    const [first, second] = board.layout.squares;
    // The first square all 1s (allowed: a cZeus square), then a 1 at either corner of the second
    // square beyond it: two more {1, 1} links, of which the first square's sides come first.
    for (const beyond of second.mysteries.filter((m) => !first.mysteries.includes(m))) {
      const ones = [...first.mysteries, beyond].map((cell) => ({ cell, digit: 1 }));
      const broken = applyStep(board, placing(ones));
      const told = contradictionOf(broken) as Contradiction;
      expect(told).toMatchObject({ messageKey: 'guess-hint-6', params: { a: 1, b: 1 } });
      expect(holds(broken, told)).toBe(true);
    }
  });

  it('tells two cZeus squares apart from a repeated pair', () => {
    const layout = layoutOf('6-squares', false);
    // Every half hidden: no clue can break, only the rules.
    const puzzle = buildPuzzle(3, 4, false, new Array<number>(layout.mysteries.length).fill(5), {
      givens: layout.mysteries.map(() => 0),
      halves: layout.clues.map(() => [false, false]),
    });
    const board = startBoard(puzzle);
    const fill = (square: number, digit: number) =>
      board.layout.squares[square].mysteries.map((cell) => ({ cell, digit }));
    const twoSquares = (first: number, second: number) =>
      applyStep(board, placing([...fill(first, 1), ...fill(second, 2)]));
    // Squares 0 and 5 share no side or side-neighbour; 0 and 2 have square 1 between them, whose
    // two sides then carry the pair {1, 2} twice.
    const far = twoSquares(0, 5);
    const told = contradictionOf(far) as Contradiction;
    expect(told.messageKey).toBe('guess-hint-7');
    expect(holds(far, told)).toBe(true);
    expect(contradictionOf(twoSquares(0, 2))).toMatchObject({
      messageKey: 'guess-hint-6',
      params: { a: 1, b: 2 },
    });
  });
});
