import { BitmapFont, DynamicBitmapFont } from 'pixi.js';
import { GlyphText } from './glyph-text';
import { type BoardLayout, boardTextPx } from '../geometry';

/** The board's own typeface (board-typeface.ts loads it): narrow digits, the same on every system. */
export const BOARD_FAMILY = 'czeus-board';
/** Its one weight, for digits and clues alike. */
export const BOARD_WEIGHT = '700';

/** Digits of the mysteries; the clue font also carries the signs, "?" and a space for notes. */
const DIGITS = '0123456789';
// The board's typeface carries these and no more (tools/board-font.mjs).
const CLUE_CHARS = '0123456789+×? ';

/** The board's two bitmap fonts for one layout: their names and sizes in CSS pixels. */
export interface FontSet {
  digit: string;
  digitPx: number;
  clue: string;
  cluePx: number;
}

/** The fonts for `layout` at `resolution`: sized from a mystery's side, drawn 1:1. */
export function fontSetFor(layout: BoardLayout, resolution: number): FontSet {
  const { digit: digitPx, clue: cluePx } = boardTextPx(layout.unit);
  return {
    digit: `czeus-digit-${digitPx}@${resolution}`,
    digitPx,
    clue: `czeus-clue-${cluePx}@${resolution}`,
    cluePx,
  };
}

/**
 * Room a glyph takes on a page, per pixel of font size, padding aside: the board's typeface
 * measures at most 0.52 by 1.19 (read from Pixi's placing of its glyphs), with a margin.
 */
const GLYPH_WIDTH = 0.56;
const GLYPH_HEIGHT = 1.25;
const PADDING = 4;

/**
 * The smallest square page (a power of two, as Pixi's canvas pool gives) that holds `count`
 * glyphs of `px` as Pixi packs them: left to right in rows. A page larger than needed is
 * time on a slow phone: a new canvas, drawn and uploaded whole in the board's first frame
 * (a 1,024-pixel page for ten digits at 2x cost 40-50 ms to upload on a slow machine,
 * docs/performance.md); a page too small only adds a second one.
 */
export function glyphPageSize(count: number, px: number): number {
  // Pixi rounds a glyph's width up, and a row's height.
  const width = Math.ceil(GLYPH_WIDTH * px) + 2 * PADDING;
  const height = Math.ceil(GLYPH_HEIGHT * px + 2 * PADDING);
  let size = 32;
  while (size < 1024) {
    const perRow = Math.floor(size / width);
    if (perRow > 0 && Math.ceil(count / perRow) * height <= size) break;
    size *= 2;
  }
  return size;
}

/** Installs a bitmap font of `chars` for `px` CSS pixels at `resolution`, on a page just big enough for its glyphs. */
function installFont(name: string, chars: string, px: number, resolution: number) {
  const previous = { ...DynamicBitmapFont.defaultOptions };
  DynamicBitmapFont.defaultOptions.textureSize = glyphPageSize(chars.length, px);
  DynamicBitmapFont.defaultOptions.mipmap = false;
  try {
    BitmapFont.install({
      name,
      chars,
      resolution,
      padding: PADDING,
      // GlyphText places each glyph by its advance alone: the kerning table, a measure of
      // every pair of characters, was a fifth of the font's install and never read.
      skipKerning: true,
      style: {
        fontFamily: `${BOARD_FAMILY}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
        fontSize: px,
        fontWeight: BOARD_WEIGHT,
        fill: 0xffffff,
      },
    });
  } finally {
    DynamicBitmapFont.defaultOptions.textureSize = previous.textureSize;
    DynamicBitmapFont.defaultOptions.mipmap = previous.mipmap;
  }
}

/**
 * Keeps the installed fonts to those of the current layout: a new size installs its fonts and
 * frees the old ones' glyph pages; the same size keeps them.
 */
export class BoardFonts {
  private current: FontSet | null = null;

  /** Installs the fonts of `next` (at `resolution`) unless they are already there. */
  use(next: FontSet, resolution: number): FontSet {
    const was = this.current;
    if (was && was.digit !== next.digit) BitmapFont.uninstall(was.digit);
    if (was && was.clue !== next.clue) BitmapFont.uninstall(was.clue);
    if (was?.digit !== next.digit) installFont(next.digit, DIGITS, next.digitPx, resolution);
    if (was?.clue !== next.clue) installFont(next.clue, CLUE_CHARS, next.cluePx, resolution);
    this.current = next;
    return next;
  }
}

/** A centred label in `font`, with room for `capacity` glyphs before it grows. */
export function boardText(font: string, size: number, text = '', capacity = text.length): GlyphText {
  return new GlyphText(font, size, text, capacity);
}
