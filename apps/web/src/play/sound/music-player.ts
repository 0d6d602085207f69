import type { TutorialLand } from '@czeus/contract';
import { sound, type webaudio } from '@pixi/sound';
import autumnland from '../../../../../assets/music/autumnland.mp3?url';
import summerland from '../../../../../assets/music/summerland.mp3?url';
import winterland from '../../../../../assets/music/winterland.mp3?url';
import { LOOP_SECONDS, LOOP_START_S } from './music-loops';

/** Made by tools/sounds.mjs (tools/music.mjs): fetched only for the land that plays. */
const FILES: Record<TutorialLand, string> = { summerland, autumnland, winterland };
/** Below the effects' 0.4: music sits behind the game. */
const MUSIC_VOLUME = 0.22;
const FADE_S = 1.2;

interface Playing {
  land: TutorialLand;
  source: AudioBufferSourceNode;
  gain: GainNode;
  /** The audio clock's time at which the loop's position was 0. */
  zero: number;
}

/**
 * Plays one land's loop at a time through @pixi/sound's audio context (which it unlocks on iOS at
 * a touch), fading in and out; a land's loop resumes where it was held.
 */
export function musicPlayer() {
  // Without Web Audio (@pixi/sound's legacy mode) there is no music: a loop needs loop points.
  const context = sound.useLegacy ? null : (sound.context as webaudio.WebAudioContext);
  const buffers = new Map<TutorialLand, Promise<AudioBuffer | null>>();
  const held = new Map<TutorialLand, number>();
  let wanted: { land: TutorialLand | null; audible: boolean } = { land: null, audible: false };
  let playing: Playing | undefined;

  const load = (land: TutorialLand) => {
    let buffer = buffers.get(land);
    if (!buffer && context) {
      buffer = fetch(FILES[land])
        .then((r) => r.arrayBuffer())
        .then((bytes) => context.audioContext.decodeAudioData(bytes))
        .catch(() => null);
      buffers.set(land, buffer);
    }
    return buffer ?? Promise.resolve(null);
  };

  const fade = (gain: GainNode, to: number, now: number) => {
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(to, now + FADE_S);
  };

  function stop() {
    if (!playing || !context) return;
    const now = context.audioContext.currentTime;
    held.set(playing.land, (now - playing.zero) % LOOP_SECONDS[playing.land]);
    fade(playing.gain, 0, now);
    playing.source.stop(now + FADE_S);
    playing = undefined;
  }

  function start(land: TutorialLand, buffer: AudioBuffer) {
    if (!context) return;
    const audio = context.audioContext;
    const now = audio.currentTime;
    const at = held.get(land) ?? 0;
    const source = audio.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.loopStart = LOOP_START_S;
    source.loopEnd = LOOP_START_S + LOOP_SECONDS[land];
    const gain = audio.createGain();
    gain.gain.value = 0;
    source.connect(gain).connect(context.destination);
    source.start(now, LOOP_START_S + at);
    fade(gain, MUSIC_VOLUME, now);
    playing = { land, source, gain, zero: now - at };
  }

  return {
    /** The land due (null: none) and whether it may be heard now; its file loads either way. */
    follow(land: TutorialLand | null, audible: boolean) {
      wanted = { land, audible };
      if (playing && (playing.land !== land || !audible)) stop();
      if (!land) return;
      void load(land).then((buffer) => {
        if (buffer && !playing && wanted.land === land && wanted.audible) start(land, buffer);
      });
    },
  };
}
