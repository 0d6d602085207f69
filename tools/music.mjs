// Each land's background music, synthesised like the effects (tools/sounds.mjs
// encodes and writes it: assets/music/<land>.mp3). A few bars of a pentatonic melody over soft
// pads and a low root, each land in its own key, tempo and timbre: summerland bright (C major,
// 100 bpm, a plucked tone), autumnland warm (F major, 84 bpm, a mellow reed), winterland sparse
// bells (D major, 66 bpm). Rendered circularly: a note that rings past the loop's end sounds at
// its start, so the loop has no seam; the file holds the loop and LOOP_MARGIN_S more of it, so
// the player loops a window inside the file that an MP3 decoder's delay cannot shift past an end.
const TAU = 2 * Math.PI;
const midi = (n) => 440 * 2 ** ((n - 69) / 12);
const STEPS = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** "F#5" → MIDI number. */
function pitch(name) {
  const [, letter, sharp, octave] = /^([A-G])(#?)(\d)$/.exec(name);
  return 12 * (Number(octave) + 1) + STEPS[letter] + (sharp ? 1 : 0);
}

/** "E5:1 r:1 G5:2" → [{ midi | null, beats }]. */
const tune = (text) =>
  text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [name, beats] = token.split(':');
      return { midi: name === 'r' ? null : pitch(name), beats: Number(beats) };
    });

/** Timbres: harmonics as [multiple, loudness]. */
const TIMBRES = {
  pluck: [
    [1, 1],
    [2, 0.35],
    [3, 0.12],
  ],
  reed: [
    [1, 1],
    [2, 0.2],
    [3, 0.18],
    [5, 0.05],
  ],
  bell: [
    [1, 1],
    [2.76, 0.28],
    [5.4, 0.1],
  ],
  pad: [
    [1, 1],
    [2, 0.08],
  ],
};

/**
 * The lands' pieces. `chords`: one a bar, MIDI numbers of the pad (its lowest also sounds an
 * octave down as the root); `melody`: the tune across all the bars; `decay`: how long (s) a
 * melody note rings; `attack`: how fast it speaks (s).
 */
export const PIECES = {
  summerland: {
    bpm: 100,
    timbre: 'pluck',
    attack: 0.006,
    decay: 0.9,
    melodyGain: 0.5,
    chords: ['C4 E4 G4', 'A3 C4 E4', 'F3 A3 C4', 'G3 B3 D4', 'C4 E4 G4', 'A3 C4 E4', 'F3 A3 C4', 'G3 B3 D4'],
    melody: `E5:1 G5:1 A5:1 G5:1  E5:2 D5:1 C5:1  C5:1 D5:1 E5:1 G5:1  D5:3 r:1
             G5:1 A5:1 C6:1 A5:1  G5:2 E5:1 D5:1  C5:1 D5:1 E5:1 D5:1  D5:2 r:2`,
  },
  autumnland: {
    bpm: 84,
    timbre: 'reed',
    attack: 0.03,
    decay: 1.4,
    melodyGain: 0.45,
    chords: [
      'F3 A3 C4',
      'D3 F3 A3',
      'A#2 D3 F3',
      'C3 E3 G3',
      'F3 A3 C4',
      'D3 F3 A3',
      'A#2 D3 F3',
      'C3 E3 G3',
    ],
    melody: `A4:1.5 C5:0.5 D5:1 C5:1  A4:2 G4:1 F4:1  D5:1.5 C5:0.5 A4:1 G4:1  G4:3 r:1
             C5:1.5 D5:0.5 F5:1 D5:1  C5:2 A4:1 G4:1  F4:1 G4:1 A4:1 C5:1  G4:2 r:2`,
  },
  winterland: {
    bpm: 66,
    timbre: 'bell',
    attack: 0.004,
    decay: 2.6,
    melodyGain: 0.4,
    chords: ['D4 F#4 A4', 'B3 D4 F#4', 'G3 B3 D4', 'A3 C#4 E4', 'B3 D4 F#4', 'A3 C#4 E4'],
    melody: `A5:2 F#5:2  D6:3 r:1  B5:2 A5:1 r:1  E5:4  F#5:2 B5:2  A5:1 E5:1 r:2`,
  },
};

/** Seconds of the loop itself. */
export const loopSeconds = (piece) => (piece.chords.length * 4 * 60) / piece.bpm;

/** Extra seconds of the loop written after it (the player loops from LOOP_START_S). */
export const LOOP_MARGIN_S = 0.3;
/** Where the player's loop starts in the file: past any decoder's delay (LAME's ~50 ms). */
export const LOOP_START_S = 0.15;

/** Adds a tone into the circular buffer `out`, wrapping past its end. */
function addTone(out, rate, { freq, start, seconds, gain, timbre, envelope }) {
  const from = Math.round(start * rate);
  const count = Math.round(seconds * rate);
  const partials = TIMBRES[timbre];
  const norm = partials.reduce((sum, [, g]) => sum + g, 0);
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    let wave = 0;
    for (const [multiple, g] of partials) wave += g * Math.sin(TAU * freq * multiple * t);
    out[(from + i) % out.length] += (gain * envelope(t) * wave) / norm;
  }
}

/** Percussive: a short attack, an exponential fall that reaches silence at `seconds`. */
const struck = (attack, seconds) => (t) =>
  t < attack ? t / attack : Math.exp((-4 * (t - attack)) / seconds) * (1 - (t - attack) / seconds);

/** Swelling: slow in, held, slow out, so chords melt into each other. */
const swell = (fade, seconds) => (t) => Math.min(1, t / fade, (seconds - t) / fade);

/** The loop's samples, in -1..1 (peak 0.9), seamless when repeated. */
export function compose(piece, rate) {
  const beat = 60 / piece.bpm;
  const bar = 4 * beat;
  const out = new Float64Array(Math.round(loopSeconds(piece) * rate));
  piece.chords.forEach((chord, b) => {
    const notes = chord.split(' ').map(pitch);
    const seconds = bar + 1.2;
    for (const n of notes)
      for (const detune of [0.998, 1.002])
        addTone(out, rate, {
          freq: midi(n) * detune,
          start: b * bar,
          seconds,
          gain: 0.09,
          timbre: 'pad',
          envelope: swell(0.8, seconds),
        });
    addTone(out, rate, {
      freq: midi(notes[0] - 12),
      start: b * bar,
      seconds: bar,
      gain: 0.22,
      timbre: 'pad',
      envelope: swell(0.15, bar),
    });
  });
  let at = 0;
  for (const { midi: n, beats } of tune(piece.melody)) {
    if (n !== null)
      addTone(out, rate, {
        freq: midi(n),
        start: at * beat,
        seconds: piece.decay,
        gain: piece.melodyGain,
        timbre: piece.timbre,
        envelope: struck(piece.attack, piece.decay),
      });
    at += beats;
  }
  // A soft echo (three quarters of a beat later, fading) gives the dry tones a room; circular as well,
  // so a few laps let it settle into the steady state the loop repeats.
  const delay = Math.round(0.75 * beat * rate);
  const echo = new Float64Array(out.length);
  for (let lap = 0; lap < 4; lap++)
    for (let i = 0; i < out.length; i++) echo[i] = out[i] + 0.3 * echo[(i - delay + out.length) % out.length];
  const peak = echo.reduce((most, s) => Math.max(most, Math.abs(s)), 0);
  return echo.map((s) => (s / peak) * 0.9);
}

/** The loop and LOOP_MARGIN_S more of it: what the file holds. */
export function musicSamples(piece, rate) {
  const loop = compose(piece, rate);
  const extra = Math.round(LOOP_MARGIN_S * rate);
  const file = new Float64Array(loop.length + extra);
  for (let i = 0; i < file.length; i++) file[i] = loop[i % loop.length];
  return file;
}
