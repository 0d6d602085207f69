import { SEQUENCE } from '@czeus/game';
import { stockSlots } from './offline-sync';

describe('the slots stocked for offline play', () => {
  it('are every step of the sequence reached, and the slot home has chosen', () => {
    expect(stockSlots(0, { level: 1, shape: 1, difficulty: 1 })).toEqual([
      { level: 1, shape: 1, difficulty: 1 },
    ]);
    expect(stockSlots(1, { level: 3, shape: 2, difficulty: 4 })).toEqual([
      { level: 1, shape: 1, difficulty: 1 },
      { level: 1, shape: 2, difficulty: 1 },
      { level: 3, shape: 2, difficulty: 4 },
    ]);
  });

  it('name each slot once, and at most every slot there is', () => {
    const all = stockSlots(SEQUENCE.length - 1, { level: 2, shape: 3, difficulty: 2 });
    expect(all).toHaveLength(36);
    expect(new Set(all.map((s) => `${s.level}-${s.shape}-${s.difficulty}`)).size).toBe(36);
  });
});
