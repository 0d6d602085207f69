// The game's sounds, synthesised from code so every one is ours and small: `npm run sounds`
// writes assets/sounds/*.mp3 (22.05 kHz, mono, 40 kbit/s constant: MPEG-2 Layer III). MP3
// because every browser our players use decodes it, iOS Safari included (since iOS 3), while
// Ogg Vorbis and Opus play in Safari only from 17 and only in some containers; AAC would do
// as well but has no encoder we could run from npm without native code. The encoder is
// @breezystack/lamejs (LAME in pure JavaScript), run here at dev time: the files are committed,
// so neither the build nor `npm ci` needs it to make them. 40 kbit/s: 18.9 KiB for all nine
// (WAV: 141 KiB); the clean tones of these sounds lose nothing audible at 32 and above.
// The lands' background music is made here too, from tools/music.mjs, at MUSIC_KBPS.
// Deterministic: the same script makes the same bytes, and tools/test/sounds.spec.ts fails when
// a committed file differs from it.
import { Buffer } from 'node:buffer';
import { Mp3Encoder } from '@breezystack/lamejs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { musicSamples, PIECES } from './music.mjs';

export const SAMPLE_RATE = 22_050;
const TAU = 2 * Math.PI;
/** Just below full scale: no clipping after rounding. */
const PEAK = 0.95;

/** A note: frequency (Hz), start and length (s), loudness 0..1, timbre. */
const note = (freq, start, length, gain = 0.6, wave = 'sine') => ({ freq, start, length, gain, wave });
const midi = (n) => 440 * 2 ** ((n - 69) / 12);

const WAVES = {
  sine: (phase) => Math.sin(phase),
  // Odd harmonics only, softened: a warm buzz rather than a harsh square.
  buzz: (phase) => Math.sin(phase) + Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5,
  bell: (phase) => Math.sin(phase) + 0.3 * Math.sin(2.76 * phase) + 0.15 * Math.sin(5.4 * phase),
};

/** name → notes. Pitches from a major scale, so sounds that follow each other agree. */
export const SOUNDS = {
  tap: [note(1200, 0, 0.035, 0.35)],
  correct: [note(midi(84), 0, 0.12, 0.5, 'bell'), note(midi(88), 0.08, 0.2, 0.5, 'bell')],
  wrong: [note(150, 0, 0.28, 0.45, 'buzz'), note(142, 0.02, 0.26, 0.3, 'buzz')],
  star: [
    note(midi(79), 0, 0.12, 0.45, 'bell'),
    note(midi(84), 0.09, 0.12, 0.45, 'bell'),
    note(midi(91), 0.18, 0.25, 0.5, 'bell'),
  ],
  gem: [note(midi(96), 0, 0.06, 0.3, 'bell'), note(midi(100), 0.05, 0.09, 0.3, 'bell')],
  warning: [note(880, 0, 0.08, 0.4), note(880, 0.25, 0.08, 0.4)],
  win: [72, 76, 79, 84].map((n, i) => note(midi(n), i * 0.13, i === 3 ? 0.5 : 0.16, 0.5, 'bell')),
  fail: [67, 63, 60].map((n, i) => note(midi(n), i * 0.18, i === 2 ? 0.4 : 0.2, 0.45)),
  depleted: [note(110, 0, 0.12, 0.55, 'buzz')],
};

/** Attack 5 ms, then an exponential fall: percussive, no click at either end. */
function envelope(t, length) {
  const attack = Math.min(0.005, length / 4);
  if (t < attack) return t / attack;
  const rest = (t - attack) / (length - attack);
  return Math.exp(-4 * rest) * (1 - rest);
}

export function synthesise(notes) {
  const seconds = Math.max(...notes.map((n) => n.start + n.length));
  const samples = new Float64Array(Math.ceil(seconds * SAMPLE_RATE));
  for (const n of notes) {
    const from = Math.floor(n.start * SAMPLE_RATE);
    const count = Math.floor(n.length * SAMPLE_RATE);
    for (let i = 0; i < count && from + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      samples[from + i] += n.gain * envelope(t, n.length) * WAVES[n.wave](TAU * n.freq * t);
    }
  }
  // Every sound peaks at the same level; the player's volume (0.4) is applied when played.
  const peak = Math.max(...samples.map(Math.abs));
  return samples.map((s) => (s / peak) * PEAK);
}

/** Constant bit rate of the MP3 files (kbit/s). */
export const MP3_KBPS = 40;

/**
 * Bit rate of the lands' music (kbit/s): about 20 s each must stay well under their 60 KiB budget,
 * and soft pads and plain tones keep their shape at 16 (LAME low-passes them near 5 kHz).
 */
export const MUSIC_KBPS = 16;

/** A mono MP3 of samples in -1..1. */
export function mp3(samples, kbps = MP3_KBPS) {
  const pcm = Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32_767));
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, kbps);
  return Buffer.concat([encoder.encodeBuffer(pcm), encoder.flush()].map((part) => Buffer.from(part)));
}

export const SOUNDS_DIR = fileURLToPath(new URL('../assets/sounds/', import.meta.url));
export const MUSIC_DIR = fileURLToPath(new URL('../assets/music/', import.meta.url));

/** Every file this script makes: its path and its bytes (made when asked for). */
function* files() {
  for (const [name, notes] of Object.entries(SOUNDS))
    yield [path.join(SOUNDS_DIR, `${name}.mp3`), () => mp3(synthesise(notes))];
  for (const [land, piece] of Object.entries(PIECES))
    yield [path.join(MUSIC_DIR, `${land}.mp3`), () => mp3(musicSamples(piece, SAMPLE_RATE), MUSIC_KBPS)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --check: exit 1 when a committed file is not what this script makes (nothing is written).
  const check = process.argv.includes('--check');
  for (const dir of [SOUNDS_DIR, MUSIC_DIR]) mkdirSync(dir, { recursive: true });
  let stale = 0;
  for (const [file, make] of files()) {
    const bytes = make();
    if (check) {
      const same = existsSync(file) && readFileSync(file).equals(bytes);
      if (!same) console.error(`${path.basename(file)} differs from tools/sounds.mjs: run npm run sounds`);
      stale += same ? 0 : 1;
    } else {
      writeFileSync(file, bytes);
      console.log(`${path.relative(process.cwd(), file)}  ${(bytes.length / 1024).toFixed(1)} kB`);
    }
  }
  process.exit(stale ? 1 : 0);
}
