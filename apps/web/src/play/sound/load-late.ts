import { whenIdle } from '../../when-idle';

/** The input that counts as the player's first interaction with the screen. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/** When the browser is idle, at the latest after a second: the sounds are due soon. */
const soonIdle = (run: () => void) => whenIdle(run, 1000);

export interface LateLoad {
  /** The board takes moves (its first frame is long drawn): load when next idle. */
  boardPlaying(): void;
  /** Load now (a cue is due). */
  now(): void;
  /** Forget the trigger; load nothing more. */
  stop(): void;
}

/**
 * The sounds are fetched after the player's first touch or key, or when the browser
 * is idle once the board takes moves, never while the screen is loading and drawing its first
 * frame. Calls `load` once, at the first of those moments (or of `now`).
 */
export function loadLate(load: () => void, input: EventTarget, idle = soonIdle): LateLoad {
  let done = false;
  let waitingForIdle = false;
  const unlisten = () => {
    for (const type of FIRST_INPUT) input.removeEventListener(type, fire, true);
  };
  function fire() {
    if (done) return;
    done = true;
    unlisten();
    load();
  }
  for (const type of FIRST_INPUT) input.addEventListener(type, fire, { capture: true, passive: true });
  return {
    boardPlaying: () => {
      if (done || waitingForIdle) return;
      waitingForIdle = true;
      idle(fire);
    },
    now: fire,
    stop: () => {
      done = true;
      unlisten();
    },
  };
}
