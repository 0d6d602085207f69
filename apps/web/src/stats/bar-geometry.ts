/** A bar of a chart in its SVG's user units, y growing downwards as SVG's does. */
export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Of each bar's slot, the part left empty between neighbours. */
const GAP = 0.2;

/**
 * The histogram's bars in a `width` × `height` view: bar i in the i-th of equal slots, from the
 * baseline up to its share of the tallest (a chart of zeros stays flat). Right to left, the
 * first bar stands at the right, so time runs the way the page reads.
 */
export function histogramBars(
  counts: readonly number[],
  width: number,
  height: number,
  rtl: boolean,
): BarBox[] {
  const most = Math.max(1, ...counts);
  const slot = width / Math.max(1, counts.length);
  const barWidth = slot * (1 - GAP);
  return counts.map((count, i) => {
    const barHeight = (count / most) * height;
    const start = i * slot + (slot * GAP) / 2;
    return {
      x: rtl ? width - start - barWidth : start,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
    };
  });
}

/**
 * A horizontal bar of `value` out of `most`, `width` long at most, starting at the edge the page
 * starts from (the right one, right to left).
 */
export function barSpan(
  value: number,
  most: number,
  width: number,
  rtl: boolean,
): { x: number; width: number } {
  const length = most > 0 ? (Math.min(value, most) / most) * width : 0;
  return { x: rtl ? width - length : 0, width: length };
}
