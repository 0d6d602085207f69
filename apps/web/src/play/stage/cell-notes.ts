import type { Container } from 'pixi.js';
import { boardText } from './board-fonts';
import type { GlyphText } from './glyph-text';
import type { Rect } from '../geometry';

/**
 * One label's candidates (notes), drawn in the cell's body so they shake with it: a 3 x 3
 * block of small digits in a mystery, a row of them in a clue half. Redrawn only when that
 * label's notes change.
 */
export class CellNotes {
  private texts: GlyphText[] = [];

  constructor(
    private readonly body: Container,
    private readonly rect: Rect,
    private readonly mystery: boolean,
  ) {}

  /** Shows `notes` in `font` (`size` CSS pixels) tinted `tint`; none clears them. */
  show(notes: readonly number[], font: string, size: number, tint: number) {
    this.clear();
    if (!notes.length) return;
    const { rect } = this;
    const add = (value: string, x: number, y: number, scale: number) => {
      const t = boardText(font, size, value);
      t.tint = tint;
      t.position.set(x, y);
      t.scale.set(scale);
      this.body.addChild(t);
      this.texts.push(t);
      return t;
    };
    if (this.mystery) {
      const cw = rect.width / 3;
      const ch = rect.height / 3;
      for (const d of notes) {
        const i = d - 1;
        add(
          String(d),
          rect.x + cw * ((i % 3) + 0.5),
          rect.y + ch * (Math.floor(i / 3) + 0.5),
          Math.min(1, (ch * 0.9) / size),
        );
      }
    } else {
      const t = add(notes.join(' '), rect.x + rect.width / 2, rect.y + rect.height / 2, 0.8);
      t.scale.set(Math.min(0.8, (rect.width * 0.9) / Math.max(1, t.width / 0.8)));
    }
  }

  private clear() {
    for (const t of this.texts) t.destroy();
    this.texts = [];
  }
}
