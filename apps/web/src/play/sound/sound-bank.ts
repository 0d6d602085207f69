import { sound } from '@pixi/sound';
import correct from '../../../../../assets/sounds/correct.mp3?url';
import depleted from '../../../../../assets/sounds/depleted.mp3?url';
import fail from '../../../../../assets/sounds/fail.mp3?url';
import gem from '../../../../../assets/sounds/gem.mp3?url';
import star from '../../../../../assets/sounds/star.mp3?url';
import tap from '../../../../../assets/sounds/tap.mp3?url';
import warning from '../../../../../assets/sounds/warning.mp3?url';
import win from '../../../../../assets/sounds/win.mp3?url';
import wrong from '../../../../../assets/sounds/wrong.mp3?url';
import type { SoundName } from './sound-cues';

/** Spec: sounds play at volume 0.4. */
export const GAME_VOLUME = 0.4;

/** MP3 files made by tools/sounds.mjs (every browser decodes MP3, iOS Safari too). */
const FILES: Record<SoundName, string> = { correct, depleted, fail, gem, star, tap, warning, win, wrong };

// Importing this chunk fetches the files: it is imported only when sounds may load (load-late.ts).
for (const [name, url] of Object.entries(FILES)) sound.add(name, { url, preload: true, volume: GAME_VOLUME });

/** Plays a sound (@pixi/sound starts it once its file has arrived, when it has not yet). */
export function play(name: SoundName): void {
  void sound.play(name);
}
