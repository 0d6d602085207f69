import { Container, Graphics } from 'pixi.js';
import { boardText } from './board-fonts';
import type { Rect } from '../geometry';
import { type Motion, tweens } from './motion';
import { cellRect, markRadius, type BoardFrame } from './scene-input';

/** The colours of bonuses and celebrations: gold light, and a darker gold that reads on a light board. */
const GOLD = 0xf2b705;
const GOLD_TEXT = 0xa86a00;
/** How long a celebration stands still when the player asks for no motion. */
const STILL_MS = 1500;

/**
 * A square clue's bonus: a gold ring spreads from it and its points rise; a cZeus square
 * (four equal digits) also lights its four mysteries and asks the stage for window-wide
 * sparkles (`onCzeus`). Over everything on the board.
 */
export class SquareCelebration {
  readonly view = new Container();
  /** What the layer was last built from. */
  private frame!: BoardFrame;
  /** Set by the stage: where a cZeus square is (board pixels), for the window-wide sparkles. */
  onCzeus?: (at: { x: number; y: number }, radius: number) => void;

  constructor(private readonly motion: Motion) {}

  build(frame: BoardFrame) {
    this.clear();
    this.frame = frame;
  }

  /** Ends every celebration at once (the board is built again; its label's font may go). */
  clear() {
    this.view.removeChildren().forEach((c) => c.destroy({ children: true }));
  }

  celebrate(cell: number, points: number, czeus: boolean) {
    const { puzzle, layout, palette, fonts } = this.frame;
    const rect = cellRect(layout, cell);
    if (!rect) return;
    const u = layout.unit;
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const label = boardText(fonts.clue, fonts.cluePx, `+${points}`);
    label.tint = palette.dark ? GOLD : GOLD_TEXT;
    label.position.set(cx, cy - u * 0.2);
    label.scale.set(1.8);
    const glows = czeus
      ? (puzzle.cells[cell].mysteries ?? []).map((m) => {
          const r = cellRect(layout, m) as Rect;
          return new Graphics()
            .roundRect(r.x, r.y, r.width, r.height, markRadius(layout))
            .fill({ color: GOLD, alpha: 0.45 });
        })
      : [];
    const ring = new Graphics().circle(0, 0, u * 0.5).stroke({ width: Math.max(4, u * 0.12), color: GOLD });
    ring.position.set(cx, cy);
    const parts: Container[] = [label, ring, ...glows];
    this.view.addChild(...glows, ring, label);
    const done = () => parts.forEach((p) => p.destroy());
    if (this.motion.reducedMotion) {
      ring.visible = false;
      this.motion.render();
      setTimeout(() => {
        done();
        this.motion.render();
      }, STILL_MS);
      return;
    }
    ring.scale.set(0.3);
    this.motion.track(
      tweens
        .timeline({ onComplete: done })
        .to(ring.scale, { x: czeus ? 2.6 : 1.8, y: czeus ? 2.6 : 1.8, duration: 0.7, ease: 'power2.out' }, 0)
        .to(ring, { alpha: 0, duration: 0.7, ease: 'power1.in' }, 0)
        .to(label.position, { y: cy - u * 0.9, duration: 1.3, ease: 'power1.out' }, 0)
        .to(label, { alpha: 0, duration: 0.4 }, 0.9)
        .to(glows, { alpha: 0, duration: 0.9, ease: 'power1.in' }, 0.3),
    );
    if (czeus) this.onCzeus?.({ x: cx, y: cy }, u * 2);
  }
}
