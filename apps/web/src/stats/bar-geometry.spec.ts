import fc from 'fast-check';
import { barSpan, histogramBars } from './bar-geometry';

const counts = fc.array(fc.nat({ max: 500 }), { minLength: 1, maxLength: 30 });

describe('the histogram bars', () => {
  it('stand on the baseline, the tallest full height, in slot order', () => {
    const bars = histogramBars([0, 2, 4], 30, 100, false);
    expect(bars.map((b) => [b.x, b.y, b.height])).toEqual([
      [1, 100, 0],
      [11, 50, 50],
      [21, 0, 100],
    ]);
    expect(bars.every((b) => b.width === 8)).toBe(true);
  });

  it('stay inside the view, never overlap, and right to left are the mirror image', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 10, max: 400 }), fc.integer({ min: 10, max: 200 }), (c, w, h) => {
        const ltr = histogramBars(c, w, h, false);
        const rtl = histogramBars(c, w, h, true);
        for (const [i, bar] of ltr.entries()) {
          expect(bar.x).toBeGreaterThanOrEqual(0);
          expect(bar.x + bar.width).toBeLessThanOrEqual(w + 1e-9);
          expect(bar.y + bar.height).toBeCloseTo(h, 9);
          if (i > 0) expect(bar.x).toBeGreaterThanOrEqual(ltr[i - 1].x + ltr[i - 1].width - 1e-9);
          expect(rtl[i].x).toBeCloseTo(w - bar.x - bar.width, 9);
          expect(rtl[i].height).toBe(bar.height);
        }
      }),
    );
  });

  it('of nothing but zeros are flat', () => {
    expect(histogramBars([0, 0], 20, 50, false).every((b) => b.height === 0)).toBe(true);
  });
});

describe('a horizontal bar', () => {
  it('is its share of the longest, from the edge the page starts at', () => {
    expect(barSpan(30, 120, 100, false)).toEqual({ x: 0, width: 25 });
    expect(barSpan(30, 120, 100, true)).toEqual({ x: 75, width: 25 });
    expect(barSpan(5, 0, 100, false)).toEqual({ x: 0, width: 0 });
  });
});
