/** The board's colours, read from the page's CSS custom properties so the canvas follows the theme. */
export interface Palette {
  bg: number;
  fg: number;
  muted: number;
  ok: number;
  down: number;
  accent: number;
  mysteryFill: number;
  mysteryLine: number;
  clueFill: number;
  clueLine: number;
  /** A square clue's tile: stronger than a pair clue's and outlined, so the two never look alike. */
  squareFill: number;
  squareLine: number;
  /**
   * Spec (noteColor, noteColorAdd, noteColorMult): a clue half's notes in a colour of their own,
   * add toward the accent and times toward green, so the two rows of candidates on one clue
   * read apart; a mystery's notes keep the muted text colour.
   */
  noteAdd: number;
  noteMult: number;
  torch: number;
  /** The land's colour (lands.css `--land`): clue tiles lean toward it. */
  land: number;
  /** A tile's shadow under its lower edge, or null (lands.css `--tile-shadow`). */
  tileShadow: number | null;
  /** How bright a tile's top edge catches the light, 0..1 (lands.css `--tile-gloss`). */
  tileGloss: number;
  /** How far dim-unrelated veils a cell toward the background: dimmed, its text keeps 3:1. */
  veilAlpha: number;
  dark: boolean;
}

/** WCAG's floor for large text and for graphics: a dimmed clue is still read at this contrast. */
export const DIMMED_CONTRAST = 3;

const FALLBACK = {
  bg: 0xf3f6fb,
  fg: 0x13203a,
  muted: 0x4a5878,
  ok: 0x1b7a43,
  down: 0xb3261e,
  accent: 0x2456c7,
};

/** '#abc', '#aabbcc' or 'rgb(r, g, b)' to 0xrrggbb; undefined when it is neither. */
export function parseColor(value: string): number | undefined {
  const v = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return parseInt(full, 16);
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(v);
  if (rgb) return (Number(rgb[1]) << 16) | (Number(rgb[2]) << 8) | Number(rgb[3]);
  return undefined;
}

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 255;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
}

const luminance = (c: number) =>
  (0.2126 * ((c >> 16) & 255) + 0.7152 * ((c >> 8) & 255) + 0.0722 * (c & 255)) / 255;

/** WCAG's relative luminance (sRGB channels made linear). */
function relativeLuminance(c: number): number {
  const linear = (s: number) => {
    const v = ((c >> s) & 255) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0);
}

/** WCAG's contrast ratio of two colours, from 1 (none) to 21. */
export function contrast(a: number, b: number): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function paletteOf(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): Palette {
  const read = (name: keyof typeof FALLBACK) =>
    parseColor(style.getPropertyValue(`--${name}`)) ?? FALLBACK[name];
  const bg = read('bg');
  const fg = read('fg');
  const accent = read('accent');
  const dark = luminance(bg) < 0.5;
  // Outside a land (the page's own theme) clue tiles lean toward the accent, as they always did.
  const land = parseColor(style.getPropertyValue('--land')) ?? accent;
  const tile = parseColor(style.getPropertyValue('--tile'));
  const gloss = Number.parseFloat(style.getPropertyValue('--tile-gloss'));
  // The page's muted and green are for text on the page; on a tile, and under the dimming
  // veil, they are drawn a little nearer the text colour to stay readable (palette.spec.ts).
  const muted = mix(read('muted'), fg, 0.4);
  const onTile = (color: number) => mix(muted, mix(color, fg, 0.5), 0.6);
  return {
    bg,
    fg,
    muted,
    ok: mix(read('ok'), fg, 0.3),
    down: read('down'),
    accent,
    mysteryFill: tile ?? (dark ? mix(bg, fg, 0.1) : mix(bg, 0xffffff, 0.85)),
    mysteryLine: mix(bg, fg, 0.4),
    clueFill: mix(bg, land, dark ? 0.16 : 0.1),
    clueLine: mix(bg, fg, 0.22),
    squareFill: mix(bg, land, dark ? 0.3 : 0.2),
    squareLine: mix(bg, accent, 0.75),
    noteAdd: onTile(accent),
    noteMult: onTile(read('ok')),
    torch: dark ? 0xffe9a8 : 0xffdc6b,
    land,
    tileShadow: parseColor(style.getPropertyValue('--tile-shadow')) ?? null,
    tileGloss: Number.isFinite(gloss) ? Math.min(1, Math.max(0, gloss)) : 0,
    veilAlpha: dark ? 0.45 : 0.34,
    dark,
  };
}
