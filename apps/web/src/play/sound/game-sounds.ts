import { sound } from '@pixi/sound';
import correct from '../../../../../assets/sounds/correct.wav?url';
import depleted from '../../../../../assets/sounds/depleted.wav?url';
import fail from '../../../../../assets/sounds/fail.wav?url';
import gem from '../../../../../assets/sounds/gem.wav?url';
import star from '../../../../../assets/sounds/star.wav?url';
import tap from '../../../../../assets/sounds/tap.wav?url';
import warning from '../../../../../assets/sounds/warning.wav?url';
import win from '../../../../../assets/sounds/win.wav?url';
import wrong from '../../../../../assets/sounds/wrong.wav?url';
import { type CueInput, cueFor, type SoundName } from './sound-cues';

/** Spec: sounds play at volume 0.4. */
export const GAME_VOLUME = 0.4;

const FILES: Record<SoundName, string> = { correct, depleted, fail, gem, star, tap, warning, win, wrong };

let loaded = false;
function load(): void {
  if (loaded) return;
  loaded = true;
  for (const [name, url] of Object.entries(FILES))
    sound.add(name, { url, preload: true, volume: GAME_VOLUME });
}

/** Plays a sound unless the player muted them (settings.hasSound). */
export function playSound(name: SoundName, on: boolean): void {
  if (!on) return;
  load();
  void sound.play(name);
}

/** What the sounds read of the store; the caller's selectors, so this chunk holds audio only. */
export interface SoundSource {
  subscribe: (onChange: () => void) => () => void;
  read: () => CueInput & { soundOn: boolean };
}

/**
 * Sounds follow the store, as the stage does: one subscription, a cue for each change that
 * deserves one. Returns the unsubscribe.
 */
export function followGameSounds(source: SoundSource): () => void {
  load();
  let before = source.read();
  return source.subscribe(() => {
    const after = source.read();
    if (after.game === before.game && after.outcome === before.outcome) return;
    const cue = cueFor(before, after);
    before = after;
    if (cue) playSound(cue, after.soundOn);
  });
}
