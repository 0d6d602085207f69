import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The built music is checked against the loop points the web plays, read from their one source.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { LOOP_SECONDS, LOOP_START_S } from '../../apps/web/src/play/sound/music-loops.js';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'assets', 'sounds');
const files = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
/** All the game's sounds together weigh at most 25 KiB: slow phones on mobile networks fetch them. */
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

const musicDir = path.join(root, 'assets', 'music');
const musicFiles = readdirSync(musicDir);
/** Each land's music weighs at most 60 KiB. */
const MUSIC_BUDGET = 60 * 1024;

interface Loop {
  land: string;
  rate: number;
  loop: number;
  file: number;
  loopSeconds: number;
  startSeconds: number;
  repeats: boolean;
  seam: number;
  steepest: number;
  peak: number;
}

/** What tools/music.mjs composes for each land, measured through node (the script is ESM). */
function loops(): Loop[] {
  const script = `
    import { PIECES, compose, musicSamples, loopSeconds, LOOP_MARGIN_S, LOOP_START_S } from ${JSON.stringify(pathToFileURL(path.join(root, 'tools/music.mjs')).href)};
    import { SAMPLE_RATE } from ${JSON.stringify(pathToFileURL(path.join(root, 'tools/sounds.mjs')).href)};
    console.log(JSON.stringify(Object.entries(PIECES).map(([land, piece]) => {
      const loop = compose(piece, SAMPLE_RATE);
      const file = musicSamples(piece, SAMPLE_RATE);
      let steepest = 0, peak = 0, repeats = true;
      for (let i = 1; i < loop.length; i++) steepest = Math.max(steepest, Math.abs(loop[i] - loop[i - 1]));
      for (const s of loop) peak = Math.max(peak, Math.abs(s));
      for (let i = loop.length; i < file.length; i++) repeats &&= file[i] === loop[i - loop.length];
      return { land, rate: SAMPLE_RATE, loop: loop.length, file: file.length, loopSeconds: loopSeconds(piece),
        startSeconds: LOOP_START_S, repeats, seam: Math.abs(loop[0] - loop[loop.length - 1]), steepest, peak,
        margin: LOOP_MARGIN_S };
    })));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe("the lands' music in assets/music", () => {
  const composed = loops();

  it('is one MP3 a land, each at most 60 KiB', () => {
    expect(musicFiles.sort()).toEqual(['autumnland.mp3', 'summerland.mp3', 'winterland.mp3']);
    for (const f of musicFiles)
      expect(readFileSync(path.join(musicDir, f)).length).toBeLessThanOrEqual(MUSIC_BUDGET);
  });

  it.each(musicFiles)('%s is a mono MPEG-2 Layer III file (LAME resamples 16 kbit/s to 16 kHz)', (file) => {
    expect(firstFrame(readFileSync(path.join(musicDir, file)))).toEqual({
      version: 2,
      layer: 1,
      mono: true,
      rate: 16_000,
    });
  });

  it('loops where the player loops it: the lengths the web app knows, the file one loop and a margin', () => {
    expect(composed.map((c) => c.land).sort()).toEqual(Object.keys(LOOP_SECONDS).sort());
    for (const c of composed) {
      expect(c.loopSeconds).toBeCloseTo(LOOP_SECONDS[c.land as keyof typeof LOOP_SECONDS], 6);
      expect(c.startSeconds).toBe(LOOP_START_S);
      expect(c.loop).toBe(Math.round(c.loopSeconds * c.rate));
      // The window the player repeats lies inside the file, with room for the decoder's delay.
      expect(c.file / c.rate).toBeGreaterThan(LOOP_START_S + c.loopSeconds + 0.1);
      expect(c.repeats).toBe(true);
      // 20 to 25 s: long enough not to nag, short enough to stay small.
      expect(c.loopSeconds).toBeGreaterThanOrEqual(18);
      expect(c.loopSeconds).toBeLessThanOrEqual(25);
    }
  });

  it('has no seam: from its last sample to its first is no bigger a step than any inside', () => {
    for (const c of composed) {
      expect(c.seam).toBeLessThanOrEqual(c.steepest);
      expect(c.peak).toBeCloseTo(0.9, 6);
    }
  });
});
