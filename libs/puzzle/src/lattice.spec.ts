import { layoutOf } from './lattice.js';
import type { ShapeName } from './model.js';
import { SHAPES } from './shapes.js';

/** PUZZLE.md's table: mysteries, pair clues and square clues of each shape. */
const COUNTS: Record<ShapeName, [number, number, number]> = {
  'single-pair': [2, 1, 0],
  'l-shape-2pairs': [3, 2, 0],
  'arc-3pairs': [4, 3, 0],
  'one-square-4-pairs-only': [4, 4, 0],
  'one-square': [4, 4, 1],
  '2-squares': [6, 7, 2],
  '3-squares-l-shape': [8, 10, 3],
  '4-squares': [9, 12, 4],
  '6-squares': [12, 17, 6],
};

/** The drawings of PUZZLE.md, row 0 at the top. */
const DRAWINGS: Partial<Record<ShapeName, string[]>> = {
  'l-shape-2pairs': ['#..', '|..', '#-#'],
  'arc-3pairs': ['#-#', '|.|', '#.#'],
  'one-square': ['#-#', '|+|', '#-#'],
  '3-squares-l-shape': ['#-#..', '|+|..', '#-#-#', '|+|+|', '#-#-#'],
  '6-squares': ['#-#-#-#', '|+|+|+|', '#-#-#-#', '|+|+|+|', '#-#-#-#'],
};

const SYMBOL = { empty: '.', mystery: '#', horizontalPair: '-', verticalPair: '|', square: '+' } as const;

function draw(shape: ShapeName, transposed = false): string[] {
  const l = layoutOf(shape, transposed);
  return Array.from({ length: l.height }, (_, y) =>
    Array.from({ length: l.width }, (_, x) => SYMBOL[l.kinds[y * l.width + x]]).join(''),
  );
}

describe('lattice', () => {
  it.each(Object.keys(SHAPES) as ShapeName[])('%s has the counts of PUZZLE.md', (shape) => {
    const l = layoutOf(shape);
    expect([l.mysteries.length, l.links.length, l.squares.length]).toEqual(COUNTS[shape]);
    expect(l.clues.length).toBe(l.links.length + l.squares.length);
  });

  it.each(Object.entries(DRAWINGS))('%s is laid out as drawn', (shape, drawing) => {
    expect(draw(shape as ShapeName)).toEqual(drawing);
  });

  it('4-squares takes 9 + 2 * 16 + 9 = 50 numbers of data', () => {
    const l = layoutOf('4-squares');
    expect(2 * l.mysteries.length + 2 * l.clues.length).toBe(50);
  });

  it('transposing swaps rows and columns, and tall and wide clue cells', () => {
    expect(draw('2-squares', true)).toEqual(['#-#', '|+|', '#-#', '|+|', '#-#']);
    const wide = layoutOf('6-squares');
    const tall = layoutOf('6-squares', true);
    expect([tall.height, tall.width]).toEqual([wide.width, wide.height]);
    const count = (l: typeof wide, kind: string) => l.kinds.filter((k) => k === kind).length;
    expect(count(tall, 'horizontalPair')).toBe(count(wide, 'verticalPair'));
  });

  it('joins each clue to the mysteries beside it', () => {
    const l = layoutOf('one-square');
    // display grid 3x3: mysteries at 0, 2, 6, 8; clues at 1 (top), 3 (left), 4 (square), 5 (right), 7 (bottom)
    expect(l.mysteries).toEqual([0, 2, 6, 8]);
    expect(l.clueMysteries.get(1)).toEqual([0, 2]);
    expect(l.clueMysteries.get(3)).toEqual([0, 6]);
    expect(l.clueMysteries.get(4)).toEqual([0, 2, 6, 8]);
    expect(l.squares[0].links).toEqual([1, 3, 5, 7]);
    expect(l.cluesOf.get(0)).toEqual([1, 3, 4]);
    expect(l.kinds[1]).toBe('horizontalPair');
    expect(l.kinds[3]).toBe('verticalPair');
  });

  it('leaves the open bottom of arc-3pairs without a clue', () => {
    const l = layoutOf('arc-3pairs');
    expect(l.kinds[7]).toBe('empty');
    expect(l.links.map((k) => [k.a, k.b])).toEqual([
      [0, 2],
      [0, 6],
      [2, 8],
    ]);
  });
});
