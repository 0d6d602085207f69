import { Graphics } from 'pixi.js';
import { arrowPath, type Rect } from '../geometry';
import type { HintMarks } from '../hint-marks';
import type { Motion } from './motion';
import { cellRect, markRadius, type BoardFrame } from './scene-input';

/**
 * A hint's marks: coloured cells and rings round the cells that prove it (`marks`, under the
 * digits), and arrows between rule-2 links (`arrows`, over everything). They fade in when a
 * hint opens; a further step adds to them without a flicker.
 */
export class HintLayer {
  readonly marks = new Graphics();
  readonly arrows = new Graphics();
  /** What the layer was last built from. */
  private frame!: BoardFrame;
  private shown = false;

  constructor(private readonly motion: Motion) {}

  build(frame: BoardFrame) {
    this.frame = frame;
  }

  show(marks: HintMarks, animate: boolean) {
    const { palette, layout } = this.frame;
    const g = this.marks.clear();
    const a = this.arrows.clear();
    const radius = markRadius(layout);
    const rect = (cell: number) => cellRect(layout, cell);
    const paint = (cells: number[], color: number, alpha: number) => {
      for (const cell of cells) {
        const r = rect(cell);
        if (!r) continue;
        g.roundRect(r.x, r.y, r.width, r.height, radius)
          .fill({ color, alpha })
          .stroke({ width: Math.max(2, layout.unit * 0.04), color, alignment: 1 });
      }
    };
    paint(marks.neutral, palette.accent, 0.14);
    paint(marks.green, palette.ok, 0.3);
    paint(marks.red, palette.down, 0.3);
    for (const cell of marks.highlights) {
      const r = rect(cell);
      if (r)
        g.roundRect(r.x, r.y, r.width, r.height, radius).stroke({
          width: 3,
          color: palette.accent,
          alignment: 1,
        });
    }
    const width = Math.max(2, layout.unit * 0.05);
    for (const [from, to] of marks.arrows) {
      const p = rect(from);
      const q = rect(to);
      if (p && q) drawArrow(a, p, q, width, palette.down);
    }
    const any =
      marks.red.length +
        marks.green.length +
        marks.neutral.length +
        marks.highlights.length +
        marks.arrows.length >
      0;
    if (animate && any && !this.shown) {
      g.alpha = a.alpha = 0;
      this.motion.to(g, { alpha: 1, duration: 0.2 });
      this.motion.to(a, { alpha: 1, duration: 0.2 });
    } else if (!animate) {
      g.alpha = a.alpha = 1;
    }
    this.shown = any;
  }
}

/** A rule-2 arrow: a gentle curve between the centres of two cells, a head at each end. */
function drawArrow(g: Graphics, p: Rect, q: Rect, width: number, color: number) {
  const path = arrowPath(p, q);
  g.moveTo(path.start.x, path.start.y)
    .quadraticCurveTo(path.control.x, path.control.y, path.end.x, path.end.y)
    .stroke({ width, color, cap: 'round' });
  for (const head of path.heads) g.poly(head.flatMap((pt) => [pt.x, pt.y])).fill(color);
}
