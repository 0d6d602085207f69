import {
  continueStep,
  INITIAL_PROGRESS,
  recordResult,
  resultOf,
  SEQUENCE,
  THRESHOLDS,
} from './auto-progress.js';

describe('auto-progress', () => {
  it('has the 36 steps of the spec: every land, shape and difficulty up to land + 1', () => {
    expect(SEQUENCE).toHaveLength(36);
    expect(SEQUENCE.slice(0, 8).every(([level]) => level === 1)).toBe(true);
    expect(SEQUENCE.every(([level, , band]) => band <= level + 1)).toBe(true);
    expect(new Set(SEQUENCE.map((s) => s.join())).size).toBe(36);
  });

  it('reads a result from a game summary', () => {
    expect(resultOf({ finishType: 'success', stars: 3, hintsUsed: 0, revealsUsed: 0 })).toBe('perfect');
    expect(resultOf({ finishType: 'success', stars: 3, hintsUsed: 0, revealsUsed: 1 })).toBe('hinted');
    expect(resultOf({ finishType: 'success', stars: 2, hintsUsed: 0, revealsUsed: 0 })).toBe('finished');
    expect(resultOf({ finishType: 'errors_fail', stars: 0, hintsUsed: 0, revealsUsed: 0 })).toBe('failed');
  });

  it.each([1, 2, 3] as const)(
    'levels up in land %s when a counter reaches its threshold, then resets',
    (level) => {
      let progress = INITIAL_PROGRESS;
      let levelUp = null;
      for (let i = 0; i < THRESHOLDS[level].A; i++) {
        ({ progress, levelUp } = recordResult(progress, level, `p${i}`, 'finished'));
        if (i < THRESHOLDS[level].A - 1) expect(levelUp).toBeNull();
      }
      expect(levelUp).toBe('A');
      expect([progress.W, progress.Y, progress.A, progress.B]).toEqual([0, 0, 0, 0]);
    },
  );

  it('W needs a land above the first; there a perfect game counts as Y', () => {
    expect(recordResult(INITIAL_PROGRESS, 1, 'a', 'perfect').levelUp).toBe('Y');
    const once = recordResult(INITIAL_PROGRESS, 2, 'a', 'perfect');
    expect(once.levelUp).toBeNull();
    expect(recordResult(once.progress, 2, 'b', 'perfect').levelUp).toBe('W');
  });

  it('a failed game levels up B, which stays on the step', () => {
    const failed = recordResult(INITIAL_PROGRESS, 3, 'a', 'failed');
    expect(failed.levelUp).toBe('B');
    expect(continueStep(5, failed.levelUp)).toBe(5);
  });

  it('replaying the same puzzle raises nothing, and a worse result takes back the last', () => {
    const first = recordResult(INITIAL_PROGRESS, 3, 'same', 'hinted');
    expect(first.progress.Y).toBe(1);
    const again = recordResult(first.progress, 3, 'same', 'perfect');
    expect([again.progress.W, again.progress.Y]).toEqual([0, 1]);
    const worse = recordResult(first.progress, 3, 'same', 'finished');
    expect([worse.progress.Y, worse.progress.A]).toEqual([0, 0]);
  });

  it('continue: W two steps, Y or A one, none stays; past the end back to the start', () => {
    expect(continueStep(3, 'W')).toBe(5);
    expect(continueStep(3, 'Y')).toBe(4);
    expect(continueStep(3, 'A')).toBe(4);
    expect(continueStep(3, null)).toBe(3);
    expect(continueStep(35, 'A')).toBe(0);
  });
});
