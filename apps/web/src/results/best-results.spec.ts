import fc from 'fast-check';
import { memoryStorage } from '../testing/memory-storage';
import { beats, BESTS_STORAGE_KEY, loadBests, saveBests, slotKey } from './best-results';

describe('best results per puzzle slot', () => {
  it('counts stars first, then score; a starless game is never a best', () => {
    const best = { stars: 2, score: 900 };
    expect(beats({ stars: 3, score: 100 }, best)).toBe(true);
    expect(beats({ stars: 2, score: 901 }, best)).toBe(true);
    expect(beats({ stars: 2, score: 900 }, best)).toBe(false);
    expect(beats({ stars: 1, score: 5000 }, best)).toBe(false);
    expect(beats({ stars: 1, score: 0 }, undefined)).toBe(true);
    expect(beats({ stars: 0, score: 0 }, undefined)).toBe(false);
  });

  it('is a strict order: a result never beats itself, and never both ways', () => {
    const result = fc.record({ stars: fc.integer({ min: 0, max: 3 }), score: fc.nat(10_000) });
    fc.assert(
      fc.property(result, result, (a, b) => {
        expect(beats(a, a)).toBe(false);
        expect(beats(a, b) && beats(b, a)).toBe(false);
      }),
    );
  });

  it('keeps what it saved, as a reload reads it', () => {
    const storage = memoryStorage();
    const bests = { [slotKey(1, 4)]: { stars: 3, score: 3000 }, [slotKey(3, 1)]: { stars: 1, score: 40 } };
    saveBests(storage, bests);
    expect(loadBests(storage)).toEqual(bests);
  });

  it('drops what is damaged, never throws', () => {
    const saved = JSON.stringify({
      '1-1': { stars: 2, score: 5 },
      '9-9': { stars: 1, score: 1 },
      '2-2': { stars: 7 },
    });
    expect(loadBests(memoryStorage({ [BESTS_STORAGE_KEY]: saved }))).toEqual({
      '1-1': { stars: 2, score: 5 },
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const bests = loadBests(memoryStorage({ [BESTS_STORAGE_KEY]: text }));
        for (const best of Object.values(bests)) expect(best.stars).toBeLessThanOrEqual(3);
      }),
    );
    expect(loadBests(undefined)).toEqual({});
  });
});
