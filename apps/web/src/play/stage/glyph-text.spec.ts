import fc from 'fast-check';
import {
  AbstractBitmapTextPipe,
  BitmapFontManager,
  BitmapText,
  GraphicsContext,
  type Sprite,
  TextStyle,
  type Texture,
} from 'pixi.js';
import { installDataFont } from '../../testing/data-font';
import { GlyphText } from './glyph-text';

const FONT = 'glyph-spec';
const PX = 20;
const text = fc.string({ unit: fc.constantFrom(...'0123456789+×? '), maxLength: 7 });
const shown = (g: GlyphText) => (g.children as Sprite[]).filter((s) => s.alpha > 0 && s.scale.x > 0);
const style = new TextStyle({ fontFamily: FONT, fontSize: PX });
/** The characters Pixi's bitmap text pipe draws a picture for, in order. */
const drawn = (value: string) => {
  const font = BitmapFontManager.getFont(value, style);
  return BitmapFontManager.getLayout(value, style)
    .lines.flatMap((line) => line.chars)
    .filter((c) => font.chars[c]?.texture);
};

interface Picture {
  texture: Texture;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What Pixi's own bitmap text pipe draws for a centred text: its glyph pictures' rectangles. */
function pixiDraws(value: string, size: number): Picture[] {
  const text = new BitmapText({ text: value, style: { fontFamily: FONT, fontSize: size } });
  text.anchor.set(0.5);
  const context = new GraphicsContext();
  const pipe = AbstractBitmapTextPipe.prototype as unknown as {
    _updateContext: (text: BitmapText, proxy: { context: GraphicsContext }) => void;
  };
  pipe._updateContext.call({}, text, { context });
  return context.instructions.flatMap((i) => {
    if (i.action !== 'texture') return [];
    const { image, dx, dy, dw, dh, transform: m } = i.data;
    return [{ texture: image, x: m.a * dx + m.tx, y: m.d * dy + m.ty, width: m.a * dw, height: m.d * dh }];
  });
}

beforeAll(() => installDataFont(FONT, PX));

describe('a glyph text', () => {
  it('takes the box a bitmap text of the same text would, at any size', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 6, max: 120 }), (value, size) => {
        const glyphs = new GlyphText(FONT, size, value);
        const bitmap = new BitmapText({ text: value, style: { fontFamily: FONT, fontSize: size } });
        bitmap.anchor.set(0.5);
        const a = glyphs.getLocalBounds();
        const b = bitmap.getLocalBounds();
        for (const k of ['minX', 'minY', 'maxX', 'maxY'] as const) expect(a[k]).toBeCloseTo(b[k], 6);
      }),
    );
  });

  it("draws each glyph picture where Pixi's bitmap text pipe draws it, at any size", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 6, max: 120 }), (value, size) => {
        const glyphs = shown(new GlyphText(FONT, size, value)).map((g) => ({
          texture: g.texture,
          x: g.x,
          y: g.y,
          width: g.width,
          height: g.height,
        }));
        const pixi = pixiDraws(value, size);
        expect(glyphs.map((g) => g.texture)).toEqual(pixi.map((p) => p.texture));
        glyphs.forEach((g, k) => {
          for (const key of ['x', 'y', 'width', 'height'] as const)
            expect(g[key]).toBeCloseTo(pixi[k][key], 6);
        });
      }),
    );
  });

  it('changes text without adding or taking away a display object while its glyphs suffice', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (values) => {
        const label = new GlyphText(FONT, PX, '', 7);
        const children = [...label.children];
        for (const value of values) {
          label.text = value;
          expect(label.children).toEqual(children);
          expect(shown(label)).toHaveLength(drawn(value).length);
        }
      }),
    );
  });

  it('grows when a longer text comes, and keeps what it grew', () => {
    const label = new GlyphText(FONT, PX, '+?', 2);
    expect(label.children).toHaveLength(2);
    label.text = '×6561';
    expect(label.children).toHaveLength(5);
    label.text = '+7';
    expect(label.children).toHaveLength(5);
    expect(shown(label)).toHaveLength(2);
  });
});
