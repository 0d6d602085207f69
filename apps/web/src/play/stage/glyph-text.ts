import { BitmapFontManager, Container, Rectangle, Sprite, TextStyle, type Texture } from 'pixi.js';

/**
 * A short board label (a digit, a clue's "+12", notes) drawn as one sprite per glyph of an
 * installed bitmap font, centred on its position, laid out as Pixi lays out a BitmapText. A new
 * text gives the sprites other glyphs of the same font page and moves them: the scene keeps its
 * structure and its draw lists. Pixi 8 draws a BitmapText through a Graphics context that it
 * rebuilds, with its render group's whole draw list, on every new text; a move changes a digit
 * and the clues round it (seen in bench:frames).
 */
export class GlyphText extends Container {
  private readonly style: TextStyle;
  private readonly glyphs: Sprite[] = [];
  private value = '';

  /** `capacity` glyphs are made at once (more when a longer text comes), so a first text adds none. */
  constructor(
    readonly font: string,
    readonly size: number,
    text = '',
    capacity = text.length,
  ) {
    super();
    this.style = new TextStyle({ fontFamily: font, fontSize: size });
    this.boundsArea = new Rectangle();
    const any = Object.values(BitmapFontManager.getFont('', this.style).chars).find((c) => c.texture);
    for (let i = 0; i < capacity; i++) this.rest(this.glyph(i, any?.texture));
    this.text = text;
  }

  get text(): string {
    return this.value;
  }

  set text(value: string) {
    if (value === this.value && this.glyphs.length) return;
    this.value = value;
    const font = BitmapFontManager.getFont(value, this.style);
    const layout = BitmapFontManager.getLayout(value, this.style);
    // Laid out in the font's own units, then scaled to the text's size.
    const { scale } = layout;
    const left = -0.5 * layout.width;
    const top = -0.5 * (layout.height + layout.offsetY);
    // As Pixi's bitmap text pipe centres a line in its height.
    const shift = (font.lineHeight - font.fontMetrics.fontSize) / 2;
    const y = font.baseLineOffset + (shift - font.baseLineOffset < 0 ? 0 : shift);
    let used = 0;
    for (const line of layout.lines) {
      line.chars.forEach((char, j) => {
        const data = font.chars[char];
        if (!data?.texture) return;
        const glyph = this.glyph(used++);
        glyph.texture = data.texture;
        glyph.alpha = 1;
        glyph.scale.set(scale);
        glyph.position.set(
          scale * (left + Math.round(line.charPositions[j] + data.xOffset)),
          scale * (top + Math.round(y + data.yOffset)),
        );
      });
    }
    // Glyphs not needed now stay, unseen and sizeless: hiding or removing one rebuilds the list.
    for (let i = used; i < this.glyphs.length; i++) this.rest(this.glyphs[i]);
    // The box Pixi gives a bitmap text, whatever its glyphs' ink: the board fits labels by it.
    const box = this.boundsArea;
    box.width = layout.width * scale;
    box.height = layout.height * scale;
    box.x = -0.5 * box.width;
    box.y = top * scale;
  }

  /** The `i`th glyph sprite, made when first needed. */
  private glyph(i: number, texture?: Texture): Sprite {
    while (this.glyphs.length <= i) this.glyphs.push(this.addChild(new Sprite(texture)));
    return this.glyphs[i];
  }

  private rest(glyph: Sprite) {
    glyph.alpha = 0;
    glyph.scale.set(0);
  }
}
