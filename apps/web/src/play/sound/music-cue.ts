import { TUTORIAL_LANDS, type TutorialLand } from '@czeus/contract';
import { selectSettings } from '../../settings/settings-slice';
import type { RootState } from '../../store/store';
import { selectPlay } from '../play-slice';

/** What the music follows: the land of the game on screen, and whether it may be heard now. */
export interface MusicCue {
  /** The land whose music is due (its file may load), or null: none, or the switch is off. */
  land: TutorialLand | null;
  /** Heard now: the game is not paused and nothing holds play (an overlay, a hidden tab). */
  audible: boolean;
}

/** Each land's music plays on its play screen while the game runs and the switch is on. */
export function selectMusic(state: RootState): MusicCue {
  const { game, holds } = selectPlay(state);
  const level = game.record?.level;
  const land = selectSettings(state).music && level ? (TUTORIAL_LANDS[level - 1] ?? null) : null;
  const held = game.pausedAt !== null || holds.overlay || holds.hidden || holds.blocked;
  return { land, audible: land !== null && !held };
}

/** Equal cues: the store changes often, the music only when one of these does. */
export const sameCue = (a: MusicCue, b: MusicCue) => a.land === b.land && a.audible === b.audible;
