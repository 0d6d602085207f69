import { buildPuzzle } from './build.js';
import { decodePuzzle } from './codec.js';
import { generatePuzzle } from './generate.js';
import { shapeOf } from './shapes.js';
import { layoutOf } from './lattice.js';
import { ruleBreaks } from './pair-rules.js';
import { checkEntry } from './rules.js';

/** Values of a display grid from mystery digits in display order (0 unknown). */
function valuesOf(shape: Parameters<typeof layoutOf>[0], digits: number[], transposed = false): number[] {
  const layout = layoutOf(shape, transposed);
  const values = new Array<number>(layout.kinds.length).fill(0);
  layout.mysteries.forEach((m, i) => (values[m] = digits[i]));
  return values;
}

describe('rules 2 and 3 as PUZZLE.md reads them', () => {
  it('an adjacency without a clue cell (the bottom of arc-3pairs) is not a connected pair', () => {
    // 3 4 / 3 4: top {3,4}, left {3,3}, right {4,4}; the bottom {3,4} is adjacent but unclued.
    expect(ruleBreaks(layoutOf('arc-3pairs'), valuesOf('arc-3pairs', [3, 4, 3, 4]))).toEqual([]);
    // The same digits where that adjacency is a link: {3,4} twice breaks rule 2.
    expect(
      ruleBreaks(layoutOf('one-square-4-pairs-only'), valuesOf('one-square-4-pairs-only', [3, 4, 3, 4])),
    ).toHaveLength(1);
  });

  it('a single {d,d} on a link is allowed', () => {
    expect(ruleBreaks(layoutOf('l-shape-2pairs'), valuesOf('l-shape-2pairs', [5, 5, 2]))).toEqual([]);
  });

  it('four equal digits without a square clue break rule 2', () => {
    const found = ruleBreaks(
      layoutOf('one-square-4-pairs-only'),
      valuesOf('one-square-4-pairs-only', [7, 7, 7, 7]),
    );
    expect(found[0]).toMatchObject({ rule: 2, pair: [7, 7] });
  });

  it('four equal digits around a square clue are a cZeus square, allowed once', () => {
    expect(ruleBreaks(layoutOf('one-square'), valuesOf('one-square', [7, 7, 7, 7]))).toEqual([]);
    // 2-squares all 7: the shared side makes it two squares at once; never allowed.
    expect(
      ruleBreaks(layoutOf('2-squares'), valuesOf('2-squares', [7, 7, 7, 7, 7, 7])).length,
    ).toBeGreaterThan(0);
  });

  it('two cZeus squares can never stand in one puzzle', () => {
    // 4-squares: top-left square all 2, bottom-right all 8 (they share only the centre, so
    // they cannot both be: the centre would be 2 and 8).
    // 6-squares, transposed 4 x 3: squares in rows 0-1 and 2-3 share no mystery.
    const v = valuesOf('6-squares', [2, 2, 5, 2, 2, 6, 1, 9, 8, 3, 8, 8], false);
    const layout = layoutOf('6-squares');
    // Place the second cZeus on columns 2-3 of rows 1-2: mysteries (1,2),(1,3),(2,2),(2,3).
    const at = (r: number, c: number) => 2 * r * layout.width + 2 * c;
    for (const [r, c, d] of [
      [0, 0, 2],
      [0, 1, 2],
      [1, 0, 2],
      [1, 1, 2],
      [1, 2, 8],
      [1, 3, 8],
      [2, 2, 8],
      [2, 3, 8],
      [0, 2, 5],
      [0, 3, 6],
      [2, 0, 1],
      [2, 1, 9],
    ])
      v[at(r, c)] = d;
    expect(ruleBreaks(layout, v).some((b) => b.rule === 3)).toBe(true);
  });

  it('{d,d} outside a cZeus square still counts as a repeat of it', () => {
    const layout = layoutOf('2-squares');
    // Left square all 4 (cZeus); the right square's top side is {4,4} too.
    expect(ruleBreaks(layout, valuesOf('2-squares', [4, 4, 4, 4, 4, 1])).some((b) => b.rule === 2)).toBe(
      true,
    );
  });
});

/** Every half of `clues` clue cells hidden. */
const nothingShown = (clues: number) =>
  Array.from({ length: clues }, () => [false, false] as [boolean, boolean]);

describe('checkEntry', () => {
  // 2-squares:  1 - 2 - 3
  //             |   |   |
  //             4 - 5 - 6
  const puzzle = buildPuzzle(2, 2, false, [1, 2, 3, 4, 5, 6]);
  const empty = new Array<number>(puzzle.cells.length).fill(0);
  const [m1, m2, , m4] = puzzle.mysteries;

  it('accepts the solution digit on an empty board', () => {
    expect(checkEntry(puzzle, empty, m1, 1)).toEqual({ ok: true });
  });

  it('refuses a number outside 1..9 as rule 1', () => {
    expect(checkEntry(puzzle, empty, m1, 10)).toMatchObject({ ok: false, errorType: 'rule1' });
    expect(checkEntry(puzzle, empty, m1, 0)).toMatchObject({ ok: false, errorType: 'rule1' });
  });

  it('names the pair clue and the numbers when a + b is not the add clue', () => {
    const values = [...empty];
    values[m2] = 2;
    expect(checkEntry(puzzle, values, m1, 3)).toMatchObject({
      ok: false,
      errorType: 'arithmetic',
      messageKey: 'pair-add-error-1',
      params: { a: 3, b: 2, add: 3 },
    });
  });

  it('says when a number is not a factor of the times clue', () => {
    // Top-left pair 1·2 = 2: 3 is not a factor of 2 (the sum check comes after it).
    expect(checkEntry(puzzle, empty, m1, 3)).toMatchObject({
      messageKey: 'pair-mult-error-2',
      params: { a: 3, mult: 2 },
    });
  });

  it('checks the fourth number of a square against both its halves', () => {
    const values = [...empty];
    values[m1] = 1;
    values[m2] = 2;
    values[m4] = 4;
    // Square (1,2,4,5): add 12, mult 40; with 1, 2, 4 known the fourth must be 5.
    const fifth = puzzle.mysteries[4];
    expect(checkEntry(puzzle, values, fifth, 5)).toEqual({ ok: true });
    expect(checkEntry(puzzle, values, fifth, 6)).toMatchObject({ ok: false, errorType: 'arithmetic' });
  });

  it('refuses a pair that already stands on another link (rule 2)', () => {
    // No half shown, so arithmetic allows anything: only rule 2 can refuse.
    const loose = buildPuzzle(1, 4, false, [1, 2, 3, 1], { givens: [0, 0, 0, 0], halves: nothingShown(4) });
    const v = new Array<number>(loose.cells.length).fill(0);
    const [a, b, c] = loose.mysteries;
    v[a] = 1;
    v[b] = 2;
    // 2 below the 1 makes the left side {1,2}, which the top already carries.
    expect(checkEntry(loose, v, c, 2)).toMatchObject({
      ok: false,
      errorType: 'rule2',
      messageKey: 'rule2-error-1',
      params: { a: 1, b: 2 },
    });
  });

  it('tells a cZeus guess that is not a cZeus square', () => {
    const square = buildPuzzle(2, 1, false, [3, 3, 3, 5], { givens: [0, 0, 0, 0], halves: nothingShown(5) });
    const v = new Array<number>(square.cells.length).fill(0);
    const [a, b, c, d] = square.mysteries;
    v[a] = 3;
    v[b] = 3;
    v[c] = 3;
    // 3 at d would make four 3s (a cZeus square, allowed); 5 would not repeat anything.
    expect(checkEntry(square, v, d, 3)).toEqual({ ok: true });
    // Put the digits so that {3,3} stands on two sides of the square but not all four are 3.
    const w = new Array<number>(square.cells.length).fill(0);
    w[a] = 3;
    w[b] = 3;
    w[d] = 5;
    expect(checkEntry(square, w, c, 3)).toMatchObject({ ok: false, messageKey: 'rule2-error-2' });
  });
});

describe('deduction errors about the complementary pair (sq-deduction-error)', () => {
  // One square a b / c d, solution 1 2 / 3 4: the square adds to 10 and multiplies to 24, the
  // top pair a-b to 3 and 2, so c and d add to 7 and multiply to 12 with no clue of their own shown.
  const layout = layoutOf(shapeOf(2, 1), false);
  const showing = (halves: [boolean, boolean], top: [boolean, boolean]) =>
    buildPuzzle(2, 1, false, [1, 2, 3, 4], {
      givens: [0, 0, 0, 0],
      halves: layout.clues.map((clue) => {
        const joined = layout.clueMysteries.get(clue) as number[];
        if (joined.length === 4) return halves;
        return joined.every((m) => layout.mysteries.indexOf(m) < 2) ? top : [false, false];
      }),
    });

  it('-1: the square add minus the pair add leaves the other two a sum a number cannot share', () => {
    const puzzle = showing([true, false], [true, false]);
    const [, , c, d] = puzzle.mysteries;
    const v = new Array<number>(puzzle.cells.length).fill(0);
    // 7 passes the square alone (the other three could make 3) but leaves its partner 0.
    expect(checkEntry(puzzle, v, c, 7)).toMatchObject({
      ok: false,
      errorType: 'arithmetic',
      messageKey: 'sq-deduction-error-1',
      params: { add: 10, part: 3, rest: 7, a: 7 },
    });
    expect(checkEntry(puzzle, v, c, 3)).toEqual({ ok: true });
    // With the partner placed, the two must make the rest exactly.
    v[d] = 4;
    expect(checkEntry(puzzle, v, c, 2)).toMatchObject({ messageKey: 'sq-deduction-error-1' });
    expect(checkEntry(puzzle, v, c, 3)).toEqual({ ok: true });
  });

  it('-2: the square mult divided by the pair mult leaves the other two a product a number does not divide', () => {
    const puzzle = showing([false, true], [false, true]);
    const [, , c] = puzzle.mysteries;
    const v = new Array<number>(puzzle.cells.length).fill(0);
    // 8 divides the square's 24, but not the 12 left to c and d.
    expect(checkEntry(puzzle, v, c, 8)).toMatchObject({
      ok: false,
      messageKey: 'sq-deduction-error-2',
      params: { mult: 24, part: 2, rest: 12, a: 8 },
    });
    expect(checkEntry(puzzle, v, c, 3)).toEqual({ ok: true });
  });

  it('never refuses a solution digit, whatever is placed around it', () => {
    for (let seed = 0; seed < 30; seed++) {
      const puzzle = decodePuzzle(generatePuzzle({ level: 3, shape: 4, band: 3, seed: `deduction-${seed}` }));
      const v = new Array<number>(puzzle.cells.length).fill(0);
      for (const m of puzzle.mysteries) {
        expect(checkEntry(puzzle, v, m, puzzle.cells[m].solution as number)).toEqual({ ok: true });
        v[m] = puzzle.cells[m].solution as number;
      }
    }
  });
});
