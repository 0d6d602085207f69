import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'assets', 'sounds');
const files = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
/** Issue 16: all the game's sounds together weigh at most 25 KiB. */
const ALL_SOUNDS_BUDGET = 25 * 1024;

interface Synthesised {
  name: string;
  rate: number;
  length: number;
  peak: number;
  first: number;
  last: number;
}

/** What tools/sounds.mjs synthesises before encoding, read through node (the script is ESM). */
function synthesised(): Synthesised[] {
  const script = `
    import { SOUNDS, SAMPLE_RATE, synthesise } from ${JSON.stringify(pathToFileURL(path.join(root, 'tools/sounds.mjs')).href)};
    console.log(JSON.stringify(Object.entries(SOUNDS).map(([name, notes]) => {
      const s = synthesise(notes);
      return { name, rate: SAMPLE_RATE, length: s.length, peak: Math.max(...s.map(Math.abs)), first: s[0], last: s[s.length - 1] };
    })));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

/** MPEG audio frame header fields of a file's first frame. */
function firstFrame(bytes: Buffer): { version: number; layer: number; mono: boolean; rate: number } {
  expect(bytes[0]).toBe(0xff);
  expect(bytes[1] & 0xe0).toBe(0xe0); // frame sync
  const version = (bytes[1] >> 3) & 0b11; // 2: MPEG-2
  const layer = (bytes[1] >> 1) & 0b11; // 1: Layer III
  const rates = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000] } as Record<number, number[]>;
  return { version, layer, mono: bytes[3] >> 6 === 0b11, rate: rates[version][(bytes[2] >> 2) & 0b11] };
}

describe('the synthesised sounds in assets/sounds', () => {
  it('are exactly what tools/sounds.mjs makes', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'tools/sounds.mjs'), '--check']),
    ).not.toThrow();
  });

  it('are all there, as MP3 only, and weigh at most 25 KiB together', () => {
    expect(files.map((f) => f.replace(/\.mp3$/, '')).sort()).toEqual(
      synthesised()
        .map((s) => s.name)
        .sort(),
    );
    expect(readdirSync(dir).filter((f) => !f.endsWith('.mp3'))).toEqual([]);
    const total = files.reduce((sum, f) => sum + readFileSync(path.join(dir, f)).length, 0);
    expect(total).toBeLessThanOrEqual(ALL_SOUNDS_BUDGET);
  });

  it.each(files)(
    '%s is a mono MPEG-2 Layer III file at 22.05 kHz (played by every browser, iOS Safari too)',
    (file) => {
      expect(firstFrame(readFileSync(path.join(dir, file)))).toEqual({
        version: 2,
        layer: 1,
        mono: true,
        rate: 22_050,
      });
    },
  );

  it('are short, loud enough, and start and end in silence (no click)', () => {
    for (const s of synthesised()) {
      const seconds = s.length / s.rate;
      expect(seconds).toBeGreaterThan(0.03);
      expect(seconds).toBeLessThan(1);
      expect(s.peak).toBeGreaterThan(0.9);
      expect(Math.abs(s.first)).toBeLessThan(0.06);
      expect(Math.abs(s.last)).toBeLessThan(0.06);
    }
  });
});
