import { clueHalfKnown, type GameState } from '@czeus/game';
import type { Cell, Puzzle } from '@czeus/puzzle';

/** One focusable thing of the grid: a mystery, or one half of a clue cell. */
export interface GridItem {
  cell: number;
  half?: 'add' | 'mult';
  y: number;
  x: number;
}

/** What a clue half shows now: its number when shown, answered or revealed, else undefined. */
export function halfValue(
  game: Pick<GameState, 'values' | 'clueAnswers' | 'clueGoal'>,
  clue: Cell,
  half: 'add' | 'mult',
): number | undefined {
  return clueHalfKnown(game, clue, half) ? (clue[half] as number) : undefined;
}

/** The grid's focusable items in reading order (rows, then columns, add before mult). */
export function gridItems(puzzle: Puzzle): GridItem[] {
  return puzzle.cells.flatMap((c): GridItem[] => {
    if (c.kind === 'empty') return [];
    if (c.kind === 'mystery') return [{ cell: c.index, y: c.y, x: c.x }];
    return [
      { cell: c.index, half: 'add', y: c.y, x: c.x },
      { cell: c.index, half: 'mult', y: c.y, x: c.x },
    ];
  });
}

/** The item an arrow key leads to from `from`, or `from` at the edge. */
export function neighbour(items: GridItem[], from: GridItem, key: string): GridItem {
  const at = items.indexOf(from);
  if (key === 'ArrowRight') return items.slice(at + 1).find((i) => i.y === from.y) ?? from;
  if (key === 'ArrowLeft') return [...items.slice(0, at)].reverse().find((i) => i.y === from.y) ?? from;
  const rows =
    key === 'ArrowDown' ? items.filter((i) => i.y > from.y) : items.filter((i) => i.y < from.y).reverse();
  const row = rows[0]?.y;
  if (row === undefined) return from;
  const candidates = items.filter((i) => i.y === row);
  return candidates.reduce(
    (best, i) => (Math.abs(i.x - from.x) < Math.abs(best.x - from.x) ? i : best),
    candidates[0],
  );
}
