import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, mix } from '../play/stage/palette';

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const hex = (value: string) => {
  const digits = value.replace('#', '');
  return parseInt(digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits, 16);
};
const varsOf = (block: string): Record<string, number> =>
  Object.fromEntries(
    [...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{3,6})\b/gi)].map((m) => [m[1], hex(m[2])]),
  );

const styles = read('../styles.css');
const lands = read('../lands/lands.css');
const modal = /\n\.modal {([^}]*--card:[^}]*)}/.exec(styles)?.[1] ?? '';
/** The overlay's card: the land's colour (or the stand-in off the lands) mixed into the background. */
const standIn = hex(/--card:\s*var\(--land,\s*(#[0-9a-f]+)\)/i.exec(modal)?.[1] ?? '#000');
const strongest = Math.max(
  ...[
    ...(/linear-gradient\(([^;]*)\);/.exec(modal)?.[1] ?? '').matchAll(
      /color-mix\(in srgb, var\(--card\) (\d+)%, var\(--bg\)\)/g,
    ),
  ].map((m) => Number(m[1])),
);

const THEMES: Record<string, Record<string, number>> = {
  light: varsOf(/:root\s*{([^}]*)}/.exec(styles)?.[1] ?? ''),
  dark: varsOf(/prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(styles)?.[1] ?? ''),
  ...Object.fromEntries(
    ['summerland', 'autumnland', 'winterland'].map((land, i) => [
      land,
      varsOf(new RegExp(`\\[data-land='${i + 1}'\\],[^{]*{([^}]*)}`).exec(lands)?.[1] ?? ''),
    ]),
  ),
};

describe.each(Object.entries(THEMES))('an overlay card, %s', (_theme, vars) => {
  it('keeps every text colour at 4.5:1 where the card is most coloured', () => {
    expect(strongest).toBeGreaterThan(0);
    const surface = mix(vars.bg, vars.land ?? standIn, strongest / 100);
    for (const name of ['fg', 'muted', 'ok', 'down', 'accent'])
      expect({ name, ok: contrast(vars[name], surface) >= 4.5 }).toEqual({ name, ok: true });
  });
});
