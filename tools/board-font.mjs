// The board's typeface: `npm run fonts` writes assets/fonts/board.woff2,
// Roboto Condensed (SIL Open Font License 1.1, assets/fonts/OFL.txt) cut down to the glyphs the
// board draws. Narrow digits let a square's four-digit product ("×1296") stand at the board's
// full clue size in a clue's width, where system fonts' wider digits had it shrunk below 12 CSS px
// (docs/decisions/0032-board-text-size.md); and the board looks the same on every system. The
// subset is made by subset-font (HarfBuzz's own subsetter, compiled to WebAssembly), at dev
// time: the files are committed, so neither the build nor `npm ci` runs it.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/@fontsource/roboto-condensed');
const out = path.join(root, 'assets/fonts');

/** What the board draws: digits, the clue's signs, "?" for a hidden half, a space between notes. */
export const BOARD_GLYPHS = '0123456789+×? ';

mkdirSync(out, { recursive: true });
// One weight for digits and clues: one file to fetch (the bold's digits are as narrow).
{
  const font = readFileSync(path.join(source, 'files/roboto-condensed-latin-700-normal.woff2'));
  // No hinting (Pixi draws each glyph once, at the device's own pixel size) and no layout
  // features: the board sets digits and signs one after another, nothing to substitute.
  const subset = await subsetFont(font, BOARD_GLYPHS, {
    targetFormat: 'woff2',
    noHinting: true,
    keepFeatures: [],
  });
  writeFileSync(path.join(out, 'board.woff2'), subset);
  console.log(`assets/fonts/board.woff2: ${subset.length} bytes`);
}
copyFileSync(path.join(source, 'LICENSE'), path.join(out, 'OFL.txt'));
