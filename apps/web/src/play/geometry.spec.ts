import {
  buildPuzzle,
  decodePuzzle,
  generatePuzzle,
  LAND_SHAPES,
  type Level,
  type ShapeNumber,
} from '@czeus/puzzle';
import fc from 'fast-check';
import {
  arrowPath,
  CLUE_RATIO,
  FILL,
  halfRects,
  layoutBoard,
  MAX_UNIT,
  orient,
  relatedCells,
  wantsTranspose,
} from './geometry';

const ALL: [Level, ShapeNumber][] = ([1, 2, 3] as Level[]).flatMap((level) =>
  ([1, 2, 3, 4] as ShapeNumber[]).map((shape): [Level, ShapeNumber] => [level, shape]),
);
const puzzleOf = (level: Level, shape: ShapeNumber, transposed = false) => {
  const probe = buildPuzzle(level, shape, transposed, new Array(12).fill(1));
  return buildPuzzle(
    level,
    shape,
    transposed,
    probe.mysteries.map((_, i) => (i % 9) + 1),
  );
};
const LANDSCAPE = { width: 844, height: 390 };
const PORTRAIT = { width: 390, height: 844 };

describe('layoutBoard', () => {
  it.each(ALL)('fits level %i shape %i inside 0.9 of its box, centred, with no overlaps', (level, shape) => {
    const puzzle = puzzleOf(level, shape);
    for (const box of [LANDSCAPE, PORTRAIT, { width: 500, height: 500 }]) {
      const layout = layoutBoard(puzzle, box);
      expect(layout.grid.width).toBeLessThanOrEqual(box.width * FILL + 1e-9);
      expect(layout.grid.height).toBeLessThanOrEqual(box.height * FILL + 1e-9);
      // One side is full, or the cells are as big as they get: the grid is as big as it may be.
      const full = Math.max(layout.grid.width / (box.width * FILL), layout.grid.height / (box.height * FILL));
      if (layout.unit < MAX_UNIT) expect(full).toBeCloseTo(1);
      else expect(full).toBeLessThanOrEqual(1);
      expect(Math.abs(layout.grid.x * 2 + layout.grid.width - box.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(layout.grid.y * 2 + layout.grid.height - box.height)).toBeLessThanOrEqual(1);
      const rects = puzzle.cells.flatMap((c) => (layout.cells[c.index] ? [layout.cells[c.index]!] : []));
      expect(rects).toHaveLength(puzzle.cells.filter((c) => c.kind !== 'empty').length);
      for (const a of rects) {
        expect(a.x).toBeGreaterThanOrEqual(layout.grid.x - 1e-9);
        expect(a.y).toBeGreaterThanOrEqual(layout.grid.y - 1e-9);
        expect(a.x + a.width).toBeLessThanOrEqual(layout.grid.x + layout.grid.width + 1e-9);
        expect(a.y + a.height).toBeLessThanOrEqual(layout.grid.y + layout.grid.height + 1e-9);
        for (const b of rects) {
          if (a === b) continue;
          const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          expect(overlapX <= 1e-9 || overlapY <= 1e-9).toBe(true);
        }
      }
    }
  });

  it('gives mysteries squares, pair clues 1 x CLUE_RATIO and square clues CLUE_RATIO squares', () => {
    const puzzle = puzzleOf(2, 1); // one-square: 3 x 3 display cells
    const layout = layoutBoard(puzzle, { width: 300, height: 300 });
    const u = layout.unit;
    expect(u).toBeCloseTo((300 * FILL) / (2 + CLUE_RATIO));
    const at = (y: number, x: number) => layout.cells[y * puzzle.width + x]!;
    expect(at(0, 0)).toMatchObject({ width: u, height: u });
    expect(at(0, 1).width).toBeCloseTo(u * CLUE_RATIO); // horizontal pair: tall
    expect(at(0, 1).height).toBeCloseTo(u);
    expect(at(1, 0).width).toBeCloseTo(u); // vertical pair: wide
    expect(at(1, 0).height).toBeCloseTo(u * CLUE_RATIO);
    expect(at(1, 1).width).toBeCloseTo(u * CLUE_RATIO);
    expect(at(1, 1).height).toBeCloseTo(u * CLUE_RATIO);
    expect(at(2, 2).x).toBeCloseTo(at(0, 0).x + u * (1 + CLUE_RATIO));
  });

  it('leaves empty display cells without a slot', () => {
    const puzzle = puzzleOf(1, 2); // l-shape: (0, 1) has no mystery
    const layout = layoutBoard(puzzle, LANDSCAPE);
    expect(layout.cells[2]).toBeNull();
    expect(layout.cells[1]).toBeNull();
  });
});

describe('halfRects', () => {
  it('puts the halves of every clue, wide, tall or square, one above the other', () => {
    const slot = { x: 10, y: 20, width: 100, height: 40 };
    expect(halfRects(slot)).toEqual({
      add: { x: 10, y: 20, width: 100, height: 20 },
      mult: { x: 10, y: 40, width: 100, height: 20 },
    });
    expect(halfRects({ x: 0, y: 0, width: 40, height: 100 })).toEqual({
      add: { x: 0, y: 0, width: 40, height: 50 },
      mult: { x: 0, y: 50, width: 40, height: 50 },
    });
  });
});

describe('related cells', () => {
  const puzzle = puzzleOf(3, 4); // 6-squares, 5 x 7 display cells
  const at = (y: number, x: number) => y * puzzle.width + x;

  it('relates a middle mystery to its 4 pair clues and 4 square clues', () => {
    expect(relatedCells(puzzle, at(2, 2)).sort((a, b) => a - b)).toEqual([
      at(1, 1),
      at(1, 2),
      at(1, 3),
      at(2, 1),
      at(2, 2),
      at(2, 3),
      at(3, 1),
      at(3, 2),
      at(3, 3),
    ]);
  });

  it('relates a clue to the mysteries it counts', () => {
    expect(relatedCells(puzzle, at(0, 1))).toEqual([at(0, 1), at(0, 0), at(0, 2)]);
  });
});

describe('orientation', () => {
  it('turns only 2-squares and 6-squares, and only when their long side crosses the screen', () => {
    for (const [level, shape] of ALL) {
      const puzzle = puzzleOf(level, shape);
      const name = LAND_SHAPES[level][shape - 1];
      const turns = name === '2-squares' || name === '6-squares';
      expect(wantsTranspose(puzzle, LANDSCAPE)).toBe(false);
      expect(wantsTranspose(puzzle, PORTRAIT)).toBe(turns);
      if (turns) {
        const served = puzzleOf(level, shape, true); // served tall
        expect(wantsTranspose(served, LANDSCAPE)).toBe(true);
        expect(wantsTranspose(served, PORTRAIT)).toBe(false);
      }
    }
  });

  it('maps indexes both ways and shows the same clues and digits at the turned places', () => {
    const served = decodePuzzle(generatePuzzle({ level: 3, shape: 4, band: 1, seed: 'stage-orient' }));
    const view = orient(served, PORTRAIT);
    expect(view.transposed).toBe(true);
    expect(view.puzzle.width).toBe(served.height);
    for (const cell of served.cells) {
      const shown = view.puzzle.cells[view.toShown(cell.index)];
      expect(view.toGame(shown.index)).toBe(cell.index);
      expect({ y: shown.y, x: shown.x }).toEqual({ y: cell.x, x: cell.y });
      expect(shown.solution).toBe(cell.solution);
      expect(shown.add).toBe(cell.add);
      expect(shown.mult).toBe(cell.mult);
    }
    const same = orient(served, LANDSCAPE);
    expect(same.puzzle).toBe(served);
    expect(same.toShown(7)).toBe(7);
  });
});

describe('rule-2 arrows', () => {
  const rect = fc.record({
    x: fc.integer({ min: 0, max: 800 }),
    y: fc.integer({ min: 0, max: 400 }),
    width: fc.integer({ min: 20, max: 120 }),
    height: fc.integer({ min: 20, max: 120 }),
  });
  const inside = (p: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) =>
    p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

  it('runs from inside one cell to inside the other, a head at each end pointing into its cell', () => {
    fc.assert(
      fc.property(rect, rect, (p, q) => {
        fc.pre(Math.abs(p.x - q.x) + Math.abs(p.y - q.y) > 150);
        const arrow = arrowPath(p, q);
        expect(inside(arrow.start, p)).toBe(true);
        expect(inside(arrow.end, q)).toBe(true);
        const [atEnd, atStart] = arrow.heads;
        expect(atEnd[0]).toEqual(arrow.end);
        expect(atStart[0]).toEqual(arrow.start);
        // Each head's base lies behind its tip, towards the curve's control point.
        const toward = (head: typeof atEnd) => {
          const base = { x: (head[1].x + head[2].x) / 2, y: (head[1].y + head[2].y) / 2 };
          const tip = head[0];
          return (base.x - tip.x) * (arrow.control.x - tip.x) + (base.y - tip.y) * (arrow.control.y - tip.y);
        };
        expect(toward(atEnd)).toBeGreaterThan(0);
        expect(toward(atStart)).toBeGreaterThan(0);
      }),
    );
  });

  it('bows to one side so it does not run over the cells between', () => {
    const arrow = arrowPath({ x: 0, y: 0, width: 40, height: 40 }, { x: 400, y: 0, width: 40, height: 40 });
    expect(arrow.start.y).toBe(20);
    expect(arrow.end.y).toBe(20);
    expect(Math.abs(arrow.control.y - 20)).toBeGreaterThan(40);
  });
});
