import { loadLate } from './load-late';
import type { MusicCue } from './music-cue';
import type * as MusicPlayer from './music-player';

export type Player = ReturnType<typeof MusicPlayer.musicPlayer>;

/** What the music reads of the store (the caller's selector, so this chunk holds no store code). */
export interface MusicSource {
  subscribe: (onChange: () => void) => () => void;
  read: () => MusicCue;
}

/**
 * Equal cues: the store changes often, the music only when one of these does. Here, not in
 * music-cue.ts: a value imported from there would pull the store's slices into a shared chunk.
 */
const sameCue = (a: MusicCue, b: MusicCue) => a.land === b.land && a.audible === b.audible;

/** Nothing loads when idle: the music waits for the player's own first touch or key. */
const never = () => undefined;

/** The player's chunk: @pixi/sound and the files' addresses. */
const loadPlayer = (): Promise<Player> => import('./music-player').then((m) => m.musicPlayer());

/**
 * The land's music follows the store once the player has touched the screen or pressed
 * a key, and only while its switch is on: before that neither the player's code (@pixi/sound)
 * nor a file is fetched. Returns the stop, which fades the music out.
 */
export function followMusic(
  source: MusicSource,
  input: EventTarget = window,
  makePlayer = loadPlayer,
): () => void {
  let touched = false;
  let player: Promise<Player> | undefined;
  let cue: MusicCue = { land: null, audible: false };
  const late = loadLate(
    () => {
      touched = true;
      update();
    },
    input,
    never,
  );
  function update() {
    const next = source.read();
    if (!touched || sameCue(next, cue)) return;
    cue = next;
    if (cue.land) player ??= makePlayer();
    const { land, audible } = cue;
    void player?.then((p) => p.follow(land, audible));
  }
  const unsubscribe = source.subscribe(update);
  return () => {
    late.stop();
    unsubscribe();
    void player?.then((p) => p.follow(null, false));
  };
}
