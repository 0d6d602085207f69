import { buzzFor } from './haptics';
import { loadLate } from './load-late';
import type * as SoundBank from './sound-bank';
import { type CueInput, cueFor, type SoundName } from './sound-cues';

// The music's follower rides in this chunk (a chunk of its own would cost its overhead for 0.6 kB).
export { followMusic } from './music-follow';

type Bank = typeof SoundBank;

/** What the sounds read of the store; the caller's selectors, so this chunk holds audio only. */
export interface SoundSource {
  subscribe: (onChange: () => void) => () => void;
  read: () => CueInput & { soundOn: boolean; vibrationOn: boolean };
}

/**
 * Sounds (and a wrong answer's buzz) follow the store, as the stage does: one subscription, a
 * cue for each change that deserves one. This chunk is small: @pixi/sound and the files come in a chunk of their own
 * (sound-bank.ts), fetched late (load-late.ts). Returns the unsubscribe.
 */
export function followGameSounds(source: SoundSource, input: EventTarget = window): () => void {
  let bank: Promise<Bank> | undefined;
  const late = loadLate(() => (bank = import('./sound-bank')), input);
  const play = (name: SoundName) => {
    late.now();
    void bank?.then((sounds) => sounds.play(name));
  };
  let before = source.read();
  const unsubscribe = source.subscribe(() => {
    const after = source.read();
    if (after.game.phase === 'progress' || after.game.phase === 'finished') late.boardPlaying();
    if (after.game === before.game && after.outcome === before.outcome) return;
    const cue = cueFor(before, after);
    before = after;
    if (cue && after.soundOn) play(cue);
    buzzFor(cue, after.vibrationOn, navigator);
  });
  return () => {
    late.stop();
    unsubscribe();
  };
}
