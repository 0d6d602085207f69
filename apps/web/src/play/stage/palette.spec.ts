import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, DIMMED_CONTRAST, mix, type Palette, paletteOf } from './palette';

/** The page's theme colours as styles.css sets them: the light :root and the dark one. */
function themes(): Record<'light' | 'dark', Record<string, string>> {
  const css = readFileSync(path.join(__dirname, '../../styles.css'), 'utf8');
  const vars = (block: string) =>
    Object.fromEntries([...block.matchAll(/--([a-z]+):\s*(#[0-9a-f]{3,6})/gi)].map((m) => [m[1], m[2]]));
  const light = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const dark = /prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  return { light: vars(light), dark: vars(dark) };
}

const paletteFor = (vars: Record<string, string>) =>
  paletteOf({ getPropertyValue: (name: string) => vars[name.replace(/^--/, '')] ?? '' });

/** A colour under dim-unrelated's veil (the background laid over it at the veil's alpha). */
const dimmed = (p: Palette, color: number) => mix(color, p.bg, p.veilAlpha);

describe.each(['light', 'dark'] as const)('the board palette, %s theme', (theme) => {
  const vars = themes()[theme];
  const p = paletteFor(vars);

  it('reads the theme from styles.css', () => {
    expect(vars.bg).toBeDefined();
    expect(p.dark).toBe(theme === 'dark');
  });

  it('keeps every clue readable at 3:1 when dimmed: values, "?" and notes, on pair and square tiles', () => {
    for (const fill of [p.clueFill, p.squareFill]) {
      for (const text of [p.fg, p.muted]) {
        expect(contrast(dimmed(p, text), dimmed(p, fill))).toBeGreaterThanOrEqual(DIMMED_CONTRAST);
      }
    }
  });

  it('keeps given and found numbers readable at 3:1 when dimmed', () => {
    for (const text of [p.fg, p.ok]) {
      expect(contrast(dimmed(p, text), dimmed(p, p.mysteryFill))).toBeGreaterThanOrEqual(DIMMED_CONTRAST);
    }
  });

  it('still dims: unrelated cells visibly step back', () => {
    expect(p.veilAlpha).toBeGreaterThanOrEqual(0.3);
    expect(contrast(dimmed(p, p.fg), dimmed(p, p.clueFill))).toBeLessThan(contrast(p.fg, p.clueFill) / 2);
  });

  it('sets square clues apart from pair clues: another fill and an outline that stands out', () => {
    expect(p.squareFill).not.toBe(p.clueFill);
    expect(contrast(p.squareLine, p.bg)).toBeGreaterThanOrEqual(DIMMED_CONTRAST);
    expect(contrast(p.clueLine, p.bg)).toBeLessThan(DIMMED_CONTRAST);
  });
});
