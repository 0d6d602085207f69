import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type AppDispatch, addAppListener } from '../../store/store';
import { isReadingHint, played, type PlayState, selectPlay } from '../play-slice';

/** Whether something holds play now. */
const held = (play: PlayState) =>
  play.holds.overlay ||
  play.holds.blocked ||
  play.holds.hidden ||
  isReadingHint(play) ||
  play.spendAsked !== null;

/** Play runs while something holds it, or is paused while nothing does. */
const outOfStep = (play: PlayState) =>
  play.game.phase === 'progress' && held(play) !== (play.game.pausedAt !== null);

/**
 * Spec: play pauses while an overlay is open, the tab is hidden, or the window cannot hold the
 * board (the screen reports these as holds), while a hint is read and while a spend warning
 * waits for an answer; the paused time does not count. When nothing holds it any more, play
 * resumes. The effect runs only when the game and its holds disagree.
 */
export function startPausePolicy(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        // Not on its own pause or resume: a refused one must not ask again at once.
        predicate: (action, state) =>
          !(
            played.match(action) &&
            (action.payload.type === 'paused' || action.payload.type === 'resumed')
          ) && outOfStep(selectPlay(state)),
        effect: (_, api) => {
          const play = selectPlay(api.getState());
          if (!outOfStep(play)) return;
          api.dispatch(played({ type: play.game.pausedAt === null ? 'paused' : 'resumed' }));
        },
      }),
    ),
  ];
}
