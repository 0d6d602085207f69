import fc from 'fast-check';
import { glyphPageSize } from './board-fonts';

/** Pixi's packing of `count` glyphs of `width` x `height` on a square page of `size`: left to right, row by row. */
function fits(count: number, width: number, height: number, size: number): boolean {
  let x = 0;
  let y = 0;
  for (let k = 0; k < count; k++) {
    if (x + width > size) {
      x = 0;
      y += height;
    }
    if (y + height > size) return false;
    x += width;
  }
  return true;
}

describe('a board font gets the smallest glyph page that holds its glyphs', () => {
  it('gives ten digits of 70 px (a big square on a phone) a page of 256 CSS pixels, 512 at 2x, not 1,024', () => {
    expect(glyphPageSize(10, 70)).toBe(256);
    expect(glyphPageSize(14, 27)).toBe(128);
  });

  it('holds the glyphs as measured in the typeface (0.52 by 1.19 of the size, 4 px padding), on a page no bigger than needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 6, max: 160 }), (count, px) => {
        const size = glyphPageSize(count, px);
        expect([32, 64, 128, 256, 512, 1024]).toContain(size);
        const glyph = [Math.ceil(0.52 * px) + 8, Math.ceil(1.19 * px + 8)] as const;
        expect(fits(count, ...glyph, size)).toBe(true);
        // Half the page would not hold them with the margin the page is chosen with.
        if (size > 32)
          expect(fits(count, Math.ceil(0.56 * px) + 8, Math.ceil(1.25 * px + 8), size / 2)).toBe(false);
      }),
    );
  });
});
