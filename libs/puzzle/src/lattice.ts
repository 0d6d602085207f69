import type { CellKind, ShapeName } from './model.js';
import { SHAPES } from './shapes.js';

/** A pair clue: the clue cell and the two mysteries it joins (display indexes). */
export interface Link {
  clue: number;
  a: number;
  b: number;
}

/** A square clue: its cell, its four mysteries and the clue cells of its four sides. */
export interface Square {
  clue: number;
  mysteries: readonly [number, number, number, number];
  links: readonly number[];
}

/** Where everything of a shape stands on the display grid (PUZZLE.md: H = 2R - 1, W = 2C - 1). */
export interface Layout {
  shape: ShapeName;
  transposed: boolean;
  height: number;
  width: number;
  kinds: readonly CellKind[];
  /** Display indexes, ascending. */
  mysteries: readonly number[];
  clues: readonly number[];
  links: readonly Link[];
  squares: readonly Square[];
  /** For each display index of a clue: its 2 or 4 mysteries, ascending. */
  clueMysteries: ReadonlyMap<number, readonly number[]>;
  /** For each mystery: the clue cells that touch it. */
  cluesOf: ReadonlyMap<number, readonly number[]>;
}

const cache = new Map<string, Layout>();

/** The layout of a shape, transposed (rows become columns) when asked. */
export function layoutOf(shape: ShapeName, transposed = false): Layout {
  const key = `${shape}:${transposed}`;
  let layout = cache.get(key);
  if (!layout) {
    layout = buildLayout(shape, transposed);
    cache.set(key, layout);
  }
  return layout;
}

function buildLayout(name: ShapeName, transposed: boolean): Layout {
  const def = SHAPES[name];
  const flip = ([r, c]: readonly [number, number]): [number, number] => (transposed ? [c, r] : [r, c]);
  const rows = transposed ? def.cols : def.rows;
  const cols = transposed ? def.rows : def.cols;
  const height = 2 * rows - 1;
  const width = 2 * cols - 1;
  const at = (y: number, x: number) => y * width + x;
  const holes = new Set(def.holes.map((h) => flip(h).join(',')));
  const open = new Set(
    def.openLinks.map(([p, q]) => [flip(p).join(','), flip(q).join(',')].sort().join('|')),
  );
  const has = (r: number, c: number) => r >= 0 && c >= 0 && r < rows && c < cols && !holes.has(`${r},${c}`);
  const linked = (p: [number, number], q: [number, number]) =>
    has(...p) && has(...q) && !open.has([p.join(','), q.join(',')].sort().join('|'));

  const kinds: CellKind[] = Array.from({ length: height * width }, () => 'empty');
  const links: Link[] = [];
  const squares: Square[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!has(r, c)) continue;
      kinds[at(2 * r, 2 * c)] = 'mystery';
      if (linked([r, c], [r, c + 1])) {
        const clue = at(2 * r, 2 * c + 1);
        kinds[clue] = 'horizontalPair';
        links.push({ clue, a: at(2 * r, 2 * c), b: at(2 * r, 2 * c + 2) });
      }
      if (linked([r, c], [r + 1, c])) {
        const clue = at(2 * r + 1, 2 * c);
        kinds[clue] = 'verticalPair';
        links.push({ clue, a: at(2 * r, 2 * c), b: at(2 * r + 2, 2 * c) });
      }
      if (def.squares && has(r, c + 1) && has(r + 1, c) && has(r + 1, c + 1)) {
        const clue = at(2 * r + 1, 2 * c + 1);
        kinds[clue] = 'square';
        const corners = [
          at(2 * r, 2 * c),
          at(2 * r, 2 * c + 2),
          at(2 * r + 2, 2 * c),
          at(2 * r + 2, 2 * c + 2),
        ] as const;
        const sides = [
          at(2 * r, 2 * c + 1),
          at(2 * r + 1, 2 * c),
          at(2 * r + 1, 2 * c + 2),
          at(2 * r + 2, 2 * c + 1),
        ];
        squares.push({ clue, mysteries: corners, links: sides.sort((p, q) => p - q) });
      }
    }
  }
  links.sort((p, q) => p.clue - q.clue);
  squares.sort((p, q) => p.clue - q.clue);

  const mysteries = kinds.flatMap((k, i) => (k === 'mystery' ? [i] : []));
  const clues = kinds.flatMap((k, i) => (k !== 'mystery' && k !== 'empty' ? [i] : []));
  const clueMysteries = new Map<number, readonly number[]>();
  for (const l of links) clueMysteries.set(l.clue, [l.a, l.b]);
  for (const s of squares)
    clueMysteries.set(
      s.clue,
      [...s.mysteries].sort((p, q) => p - q),
    );
  const cluesOf = new Map<number, number[]>(mysteries.map((m) => [m, []]));
  for (const clue of clues) for (const m of clueMysteries.get(clue) ?? []) cluesOf.get(m)?.push(clue);

  return {
    shape: name,
    transposed,
    height,
    width,
    kinds,
    mysteries,
    clues,
    links,
    squares,
    clueMysteries,
    cluesOf,
  };
}
