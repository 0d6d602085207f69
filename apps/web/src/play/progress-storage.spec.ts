import fc from 'fast-check';
import { INITIAL_PROGRESS, SEQUENCE } from '@czeus/game';
import { memoryStorage } from '../testing/memory-storage';
import { loadProgress, PROGRESS_STORAGE_KEY, saveProgress, stepOf } from './progress-storage';

describe('auto-progress in the browser', () => {
  it('keeps what it saved, as a reload reads it', () => {
    const storage = memoryStorage();
    const progress = {
      ...INITIAL_PROGRESS,
      W: 1,
      A: 2,
      step: 5,
      last: { puzzleId: 'p1', result: 'perfect' as const },
    };
    saveProgress(storage, progress);
    expect(loadProgress(storage)).toEqual(progress);
  });

  it('starts over from anything damaged, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (saved) => {
        const progress = loadProgress(memoryStorage({ [PROGRESS_STORAGE_KEY]: saved }));
        expect(progress.step).toBeGreaterThanOrEqual(0);
        expect(progress.step).toBeLessThan(SEQUENCE.length);
      }),
    );
    expect(loadProgress(memoryStorage({ [PROGRESS_STORAGE_KEY]: '{"W":-1}' }))).toEqual(INITIAL_PROGRESS);
  });

  it('finds the step of a chosen puzzle in the sequence', () => {
    expect(stepOf(...SEQUENCE[7])).toBe(7);
    expect(stepOf(1, 1, 4)).toBeNull();
  });
});
