import type { StockedPuzzle, StockSlot } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';

/** Where the puzzles served ahead for offline play wait (`POST /api/game/stock`). */
export const PUZZLE_STOCK_KEY = 'czeus.puzzleStock';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
export type Stocked = StockedPuzzle<PuzzleRecord>;

const isStocked = (s: unknown): s is Stocked => {
  const p = s as Stocked | null;
  return (
    typeof p?.level === 'number' &&
    typeof p.shape === 'number' &&
    typeof p.difficulty === 'number' &&
    typeof p.puzzle?.puzzleId === 'string'
  );
};

/** The stocked puzzles, in the server's order (oldest served first); a damaged entry reads as none. */
export function stockedPuzzles(storage: Storage | undefined): Stocked[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(PUZZLE_STOCK_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isStocked) : [];
  } catch {
    return [];
  }
}

/** The server's answer replaces the stock: it is the whole stock of the slots asked. */
export function keepStock(storage: Storage | undefined, puzzles: Stocked[]): void {
  write(storage, puzzles);
}

/**
 * A stocked puzzle of the slot to play now, taken out of the stock so that no second game
 * starts on it; never one whose game waits to be posted (`waiting`, by puzzle id), which the
 * server still counts as open until it has the score.
 */
export function takeStocked(
  storage: Storage | undefined,
  slot: StockSlot,
  waiting: ReadonlySet<string>,
): PuzzleRecord | null {
  const stock = stockedPuzzles(storage);
  const at = stock.findIndex(
    (s) =>
      s.level === slot.level &&
      s.shape === slot.shape &&
      s.difficulty === slot.difficulty &&
      !waiting.has(s.puzzle.puzzleId),
  );
  if (at < 0) return null;
  write(
    storage,
    stock.filter((_, i) => i !== at),
  );
  return stock[at].puzzle;
}

function write(storage: Storage | undefined, puzzles: Stocked[]): void {
  try {
    storage?.setItem(PUZZLE_STOCK_KEY, JSON.stringify(puzzles));
  } catch {
    // Storage full or blocked: this device plays online only.
  }
}
