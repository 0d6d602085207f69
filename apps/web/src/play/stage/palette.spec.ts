import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, DIMMED_CONTRAST, mix, type Palette, paletteOf } from './palette';

type Vars = Record<string, string>;
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const varsOf = (block: string): Vars =>
  Object.fromEntries(
    [...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{3,6}|[0-9.]+)/gi)].map((m) => [m[1], m[2]]),
  );

/**
 * The page's theme colours as styles.css sets them (light :root and dark), each land's
 * (lands.css), and high contrast's (theme/contrast.css).
 */
function themes(): Record<string, Vars> {
  const css = read('../../styles.css');
  const light = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const dark = /prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const lands = read('../../lands/lands.css');
  const land = (n: number) => new RegExp(`\\[data-land='${n}'\\],[^{]*{([^}]*)}`).exec(lands)?.[1] ?? '';
  return {
    light: varsOf(light),
    dark: varsOf(dark),
    summerland: varsOf(land(1)),
    autumnland: varsOf(land(2)),
    winterland: varsOf(land(3)),
    contrast: varsOf(
      /:root\[data-contrast\][^{]*{([^}]*)}/.exec(read('../../theme/contrast.css'))?.[1] ?? '',
    ),
  };
}

const paletteFor = (vars: Vars) =>
  paletteOf({ getPropertyValue: (name: string) => vars[name.replace(/^--/, '')] ?? '' });

/** A colour under dim-unrelated's veil (the background laid over it at the veil's alpha). */
const dimmed = (p: Palette, color: number) => mix(color, p.bg, p.veilAlpha);

/** WCAG AA for body text: what every text colour of a theme keeps on its background. */
const TEXT_CONTRAST = 4.5;

describe.each(Object.entries(themes()))('the board palette, %s', (theme, vars) => {
  const p = paletteFor(vars);

  it('reads the theme from the stylesheet', () => {
    expect(vars.bg).toBeDefined();
    expect(vars.accent).toBeDefined();
    if (theme === 'light' || theme === 'dark') expect(p.dark).toBe(theme === 'dark');
  });

  it('keeps every clue readable at 3:1 when dimmed: values, "?" and notes, on pair and square tiles', () => {
    for (const fill of [p.clueFill, p.squareFill]) {
      for (const text of [p.fg, p.muted, p.noteAdd, p.noteMult]) {
        expect(contrast(dimmed(p, text), dimmed(p, fill))).toBeGreaterThanOrEqual(DIMMED_CONTRAST);
      }
    }
  });

  it("colours a clue's add notes and times notes apart from each other and from a mystery's", () => {
    // High contrast draws everything black on white (below).
    const apart = theme === 'contrast' ? 1 : 3;
    expect(new Set([p.muted, p.noteAdd, p.noteMult]).size).toBe(apart);
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

  it('keeps the page text at 4.5:1: text, muted, right and wrong, links, and a main button', () => {
    const color = (name: string) => paletteFor({ bg: vars[name] }).bg;
    for (const name of ['fg', 'muted', 'ok', 'down', 'accent'])
      expect({ name, ok: contrast(color(name), p.bg) >= TEXT_CONTRAST }).toEqual({ name, ok: true });
    // .button--primary: the background's colour on the accent.
    expect(contrast(p.bg, p.accent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('the lands', () => {
  const all = themes();
  const lands = ['summerland', 'autumnland', 'winterland'].map((land) => paletteFor(all[land]));

  it('are three places: each its own background, accent and tiles', () => {
    for (const key of ['bg', 'accent', 'mysteryFill', 'clueFill', 'land'] as const)
      expect(new Set(lands.map((p) => p[key])).size).toBe(3);
  });

  it('give their tiles a look of their own: a shadow under them, light on the dark lands’ edges', () => {
    for (const p of lands) expect(p.tileShadow).not.toBeNull();
    expect(lands.map((p) => p.tileGloss > 0)).toEqual([false, true, true]);
    expect(paletteFor(all.light).tileShadow).toBeNull();
  });
});

describe('high contrast', () => {
  it('is black on white everywhere, no land colour left on the board', () => {
    const p = paletteFor(themes().contrast);
    expect([p.bg, p.fg, p.accent, p.land]).toEqual([0xffffff, 0x000000, 0x000000, 0x000000]);
    expect([p.noteAdd, p.noteMult]).toEqual([p.muted, p.muted]);
    expect(contrast(p.fg, p.mysteryFill)).toBe(21);
    expect(p.tileShadow).toBeNull();
  });
});
