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

const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * Installs a digits-only bitmap font for `px` CSS pixels at `resolution`, with a page just big
 * enough for its glyphs (the default page is 1024 x 1024 at resolution 2: 4 MB).
 */
function installFont(name: string, chars: string, px: number, resolution: number) {
  const device = px * resolution;
  const padding = 4;
  const area = chars.length * (0.7 * device + 2 * padding) * (1.3 * device + 2 * padding);
  const previous = { ...DynamicBitmapFont.defaultOptions };
  DynamicBitmapFont.defaultOptions.textureSize = Math.min(
    1024,
    Math.max(128, nextPow2(Math.sqrt(area * 1.4)) / resolution),
  );
  DynamicBitmapFont.defaultOptions.mipmap = false;
  try {
    BitmapFont.install({
      name,
      chars,
      resolution,
      padding,
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
