import { type Cell, type Puzzle, SHAPES, transposePuzzle } from '@czeus/puzzle';

/**
 * The board's geometry, shared by the PixiJS stage (what is drawn) and the DOM grid laid over
 * it (what is tapped and read aloud), so the two never drift apart. No DOM, no Pixi: plain
 * numbers in CSS pixels of the board's box.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A clue column or row is this much of a mystery's side (PUZZLE.md says 0.5; 0.7 keeps "×6561" legible). */
export const CLUE_RATIO = 0.7;
/** The grid takes at most this share of its box in either direction. */
export const FILL = 0.9;
/**
 * A mystery is never drawn bigger than this (CSS pixels): a single pair on a tablet stays a
 * row of tiles, while a first land's 2 x 2 board fills 72 % of an 820 px tablet's height (52 %
 * at 160 px; a tablet's board should take at least 70 %) and a 4-squares board the box the
 * controls leave it.
 */
export const MAX_UNIT = 224;
/** Space between two cells, as a share of a mystery's side. */
export const GAP_RATIO = 0.06;

/**
 * The smallest text the board draws, in CSS pixels: a clue's sum or product on a phone held at
 * arm's length. A board whose clues would come out smaller asks for more room instead
 * (docs/decisions/0032-board-text-size.md).
 */
export const MIN_BOARD_TEXT_PX = 12;

/** The board's type sizes for a mystery's side `unit`: a mystery's digit and a clue's text, in CSS pixels. */
export function boardTextPx(unit: number): { digit: number; clue: number } {
  return { digit: Math.max(8, Math.round(unit * 0.56)), clue: Math.max(7, Math.round(unit * 0.22)) };
}

/** Whether the board laid out this way would draw its clues below MIN_BOARD_TEXT_PX. */
export const boardCramped = (layout: Pick<BoardLayout, 'unit'>) =>
  boardTextPx(layout.unit).clue < MIN_BOARD_TEXT_PX;

export interface BoardLayout {
  /** The box the board was fitted into. */
  box: Size;
  /** Side of a mystery cell; a clue's thin side is `unit * CLUE_RATIO`. */
  unit: number;
  /** The grid's own rectangle, centred in the box. */
  grid: Rect;
  /** Space between neighbouring cells (each drawn cell is its slot inset by half of it). */
  gap: number;
  /** Per display index: the cell's slot, or null for an empty display cell. */
  cells: (Rect | null)[];
}

/** Width of the display columns 0..n-1 (even: mysteries, odd: clues), in units. */
const span = (n: number) => Math.ceil(n / 2) + Math.floor(n / 2) * CLUE_RATIO;
/** Offset of display column (or row) i, in units. */
const offset = (i: number) => Math.ceil(i / 2) + Math.floor(i / 2) * CLUE_RATIO;
/** Size of display column (or row) i, in units. */
const extent = (i: number) => (i % 2 === 0 ? 1 : CLUE_RATIO);

/**
 * Where every cell of `puzzle` stands when the grid is scaled to fit `box` (at most FILL of
 * it in each direction, mysteries at most MAX_UNIT) and centred. Coordinates snap to whole CSS pixels where it is free to.
 */
export function layoutBoard(puzzle: Pick<Puzzle, 'width' | 'height' | 'cells'>, box: Size): BoardLayout {
  const w = span(puzzle.width);
  const h = span(puzzle.height);
  const unit = Math.max(0, Math.min((box.width * FILL) / w, (box.height * FILL) / h, MAX_UNIT));
  const grid = {
    x: Math.round((box.width - w * unit) / 2),
    y: Math.round((box.height - h * unit) / 2),
    width: w * unit,
    height: h * unit,
  };
  const cells = puzzle.cells.map((cell) =>
    cell.kind === 'empty'
      ? null
      : {
          x: grid.x + offset(cell.x) * unit,
          y: grid.y + offset(cell.y) * unit,
          width: extent(cell.x) * unit,
          height: extent(cell.y) * unit,
        },
  );
  return { box: { ...box }, unit, grid, gap: Math.max(1, unit * GAP_RATIO), cells };
}

/** A rectangle shrunk by `by` on every side. */
export function inset(rect: Rect, by: number): Rect {
  return { x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by };
}

/**
 * The add and mult halves of a clue slot, one above the other in every clue: side by side, a
 * wide cell's halves were half a mystery wide, and a long product ("×2520") shrank below the
 * board's smallest type to fit (docs/decisions/0032-board-text-size.md).
 */
export function halfRects(slot: Rect): { add: Rect; mult: Rect } {
  const half = slot.height / 2;
  return { add: { ...slot, height: half }, mult: { ...slot, y: slot.y + half, height: half } };
}

/**
 * The cells that matter to a selection: a mystery and every clue that counts it; a clue and
 * the mysteries it counts. Everything else is dimmed by the "dim unrelated" setting.
 */
export function relatedCells(puzzle: Pick<Puzzle, 'cells' | 'clues'>, cell: number): number[] {
  const it: Cell | undefined = puzzle.cells[cell];
  if (!it || it.kind === 'empty') return [];
  if (it.kind !== 'mystery') return [cell, ...(it.mysteries ?? [])];
  return [cell, ...puzzle.clues.filter((c) => puzzle.cells[c].mysteries?.includes(cell))];
}

/** Whether a shape that may turn should turn so its long side follows the screen's. */
export function wantsTranspose(puzzle: Pick<Puzzle, 'shape' | 'width' | 'height'>, screen: Size): boolean {
  if (!SHAPES[puzzle.shape].transposable || puzzle.width === puzzle.height) return false;
  const wide = puzzle.width > puzzle.height;
  const landscape = screen.width >= screen.height;
  return wide !== landscape;
}

/**
 * The puzzle as shown and the way between its display indexes and the game's. The game (and
 * every action sent to the store) keeps the served puzzle's indexes; only the picture turns.
 */
export interface Oriented {
  puzzle: Puzzle;
  transposed: boolean;
  /** Served (game) display index to shown display index. */
  toShown: (index: number) => number;
  /** Shown display index to served (game) display index. */
  toGame: (index: number) => number;
}

export function orient(served: Puzzle, screen: Size): Oriented {
  if (!wantsTranspose(served, screen)) {
    const same = (i: number) => i;
    return { puzzle: served, transposed: false, toShown: same, toGame: same };
  }
  const { width, height } = served;
  // Display cell (y, x) moves to (x, y); the shown grid is `height` wide.
  return {
    puzzle: transposePuzzle(served),
    transposed: true,
    toShown: (i) => (i % width) * height + Math.floor(i / width),
    toGame: (i) => (i % height) * width + Math.floor(i / height),
  };
}

interface Point {
  x: number;
  y: number;
}

/**
 * A rule-2 arrow from the centre of `p` to the centre of `q`, stopping short of both: a
 * quadratic curve bowed to one side (so it does not hide the cells it crosses) and a
 * triangular head at each end pointing into its cell.
 */
export function arrowPath(p: Rect, q: Rect): { start: Point; control: Point; end: Point; heads: Point[][] } {
  const a = { x: p.x + p.width / 2, y: p.y + p.height / 2 };
  const b = { x: q.x + q.width / 2, y: q.y + q.height / 2 };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const short = Math.min(p.width, p.height, q.width, q.height) * 0.3;
  const start = { x: a.x + ux * short, y: a.y + uy * short };
  const end = { x: b.x - ux * short, y: b.y - uy * short };
  const bow = length * 0.18;
  const control = { x: (start.x + end.x) / 2 - uy * bow, y: (start.y + end.y) / 2 + ux * bow };
  const head = (tip: Point, from: Point): Point[] => {
    const hx = tip.x - from.x;
    const hy = tip.y - from.y;
    const h = Math.hypot(hx, hy) || 1;
    const size = Math.max(6, short * 0.6);
    const bx = tip.x - (hx / h) * size;
    const by = tip.y - (hy / h) * size;
    const px = (-hy / h) * size * 0.55;
    const py = (hx / h) * size * 0.55;
    return [tip, { x: bx + px, y: by + py }, { x: bx - px, y: by - py }];
  };
  return { start, control, end, heads: [head(end, control), head(start, control)] };
}
