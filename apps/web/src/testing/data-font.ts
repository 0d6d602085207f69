import { BitmapFont, type BitmapFontData, BufferImageSource, Cache, Texture } from 'pixi.js';

/**
 * Node has no canvas to draw glyphs, so the test installs the board's fonts from data, as a
 * .fnt file would: every character of the clue font, blank pictures, a real Pixi BitmapFont.
 * Glyphs differ a little in advance and offsets, as a real font's do.
 */
export function installDataFont(name: string, px: number) {
  if (Cache.has(`${name}-bitmap`)) return;
  const chars = '0123456789+×? ';
  const w = Math.ceil(px * 0.6);
  const source = new BufferImageSource({
    resource: new Uint8Array(w * chars.length * px * 4),
    width: w * chars.length,
    height: px,
  });
  const data: BitmapFontData = {
    pages: [{ id: 0, file: '' }],
    chars: Object.fromEntries(
      [...chars].map((c, i) => [
        c,
        {
          id: c.codePointAt(0) as number,
          page: 0,
          x: i * w,
          y: 0,
          width: w,
          height: px,
          xOffset: i % 3,
          yOffset: i % 2,
          xAdvance: w + (i % 4) - 1,
          letter: c,
          kerning: {},
        },
      ]),
    ),
    fontSize: px,
    lineHeight: px,
    baseLineOffset: 0,
    fontFamily: name,
  };
  Cache.set(`${name}-bitmap`, new BitmapFont({ data, textures: [new Texture({ source })] }));
}
