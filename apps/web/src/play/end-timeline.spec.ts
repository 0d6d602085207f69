import fc from 'fast-check';
import {
  endFrameAt,
  type EndFigures,
  finalFrame,
  GEMS_FROM_MS,
  MESSAGE_AT_MS,
  STAR_TIMES_MS,
} from './end-timeline';

const figures: EndFigures = { stars: [true, true, true], gems: 40, score: 1500, bonus: 500 };

describe('the end screen timeline (spec section 4)', () => {
  it('shows the stars at 0.5, 1 and 1.5 s', () => {
    expect(STAR_TIMES_MS.map((at) => endFrameAt(at - 1, figures).starsShown)).toEqual([0, 1, 2]);
    expect(STAR_TIMES_MS.map((at) => endFrameAt(at, figures).starsShown)).toEqual([1, 2, 3]);
  });

  it('counts the gems up by 5 every 100 ms from 1.2 s', () => {
    expect(endFrameAt(GEMS_FROM_MS - 1, figures).gems).toBe(0);
    expect(endFrameAt(GEMS_FROM_MS, figures).gems).toBe(5);
    expect(endFrameAt(GEMS_FROM_MS + 100, figures).gems).toBe(10);
    expect(endFrameAt(GEMS_FROM_MS + 10_000, figures).gems).toBe(40);
  });

  it('counts the score in 15 steps, then the bonus in 10, and shows the message at 2.1 s', () => {
    const scores = new Set(Array.from({ length: 40 }, (_, i) => endFrameAt(i * 100, figures).score));
    expect(scores.size).toBe(16); // 0 and 15 steps
    expect(endFrameAt(MESSAGE_AT_MS - 1, figures).messageShown).toBe(false);
    expect(endFrameAt(MESSAGE_AT_MS, figures).messageShown).toBe(true);
    expect(endFrameAt(2000, figures).score).toBe(1500);
    expect(endFrameAt(2000, figures).bonus).toBeLessThan(500);
  });

  it('never goes past the figures, never goes back, and ends exactly at them', () => {
    fc.assert(
      fc.property(
        fc.record({ gems: fc.nat(500), score: fc.nat(20_000), bonus: fc.constantFrom(0, 500) }),
        (f) => {
          const all = { ...f, stars: [true, true, false] as EndFigures['stars'] };
          let before = endFrameAt(0, all);
          for (let ms = 100; ms < 20_000 && !before.done; ms += 100) {
            const now = endFrameAt(ms, all);
            expect(now.gems).toBeGreaterThanOrEqual(before.gems);
            expect(now.score).toBeGreaterThanOrEqual(before.score);
            expect(now.gems).toBeLessThanOrEqual(f.gems);
            expect(now.score).toBeLessThanOrEqual(f.score);
            before = now;
          }
          expect(before).toEqual(finalFrame(all));
        },
      ),
    );
  });
});
