import type { PuzzleRecord } from '@czeus/puzzle';
import { memoryStorage } from '../testing/memory-storage';
import { keepStock, PUZZLE_STOCK_KEY, type Stocked, stockedPuzzles, takeStocked } from './puzzle-stock';

const stocked = (puzzleId: string, level = 1, shape = 1, difficulty = 1): Stocked => ({
  level,
  shape,
  difficulty,
  puzzle: { puzzleId, level } as unknown as PuzzleRecord,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

const SLOT = { level: 1, shape: 1, difficulty: 1 };

describe('the offline stock on the device', () => {
  it('gives each stocked puzzle of the slot once, oldest first, then none', () => {
    const storage = memoryStorage();
    keepStock(storage, [stocked('a'), stocked('x', 2, 1, 1), stocked('b')]);
    const none = new Set<string>();
    expect(takeStocked(storage, SLOT, none)?.puzzleId).toBe('a');
    expect(takeStocked(storage, SLOT, none)?.puzzleId).toBe('b');
    expect(takeStocked(storage, SLOT, none)).toBeNull();
    expect(stockedPuzzles(storage).map((s) => s.puzzle.puzzleId)).toEqual(['x']);
  });

  it('never gives a puzzle whose finished game waits to be posted', () => {
    const storage = memoryStorage();
    keepStock(storage, [stocked('a'), stocked('b')]);
    expect(takeStocked(storage, SLOT, new Set(['a']))?.puzzleId).toBe('b');
    expect(takeStocked(storage, SLOT, new Set(['a']))).toBeNull();
  });

  it("takes the server's answer as the whole stock", () => {
    const storage = memoryStorage();
    keepStock(storage, [stocked('a'), stocked('b')]);
    keepStock(storage, [stocked('c')]);
    expect(stockedPuzzles(storage).map((s) => s.puzzle.puzzleId)).toEqual(['c']);
  });

  it('reads damaged or foreign entries as no stock, and plays on without storage', () => {
    expect(stockedPuzzles(memoryStorage({ [PUZZLE_STOCK_KEY]: '{oops' }))).toEqual([]);
    expect(stockedPuzzles(memoryStorage({ [PUZZLE_STOCK_KEY]: '[1, {"level": 1}, null]' }))).toEqual([]);
    expect(takeStocked(undefined, SLOT, new Set())).toBeNull();
    expect(() => keepStock(undefined, [stocked('a')])).not.toThrow();
  });
});
