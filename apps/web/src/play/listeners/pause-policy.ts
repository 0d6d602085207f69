import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type AppDispatch, addAppListener } from '../../store/store';
import { isReadingHint, played, selectPlay } from '../play-slice';

/**
 * Spec: play pauses while an overlay is open, the tab is hidden, or the window cannot hold the
 * board (the screen reports these as holds), and while a hint is read; the paused time does
 * not count. When nothing holds it any more, play resumes.
 */
export function startPausePolicy(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        predicate: (action) => !played.match(action) || action.payload.type !== 'ticked',
        effect: (_, api) => {
          const play = selectPlay(api.getState());
          const { game, holds } = play;
          if (game.phase !== 'progress') return;
          const hold = holds.overlay || holds.blocked || holds.hidden || isReadingHint(play);
          if (hold && game.pausedAt === null) api.dispatch(played({ type: 'paused' }));
          if (!hold && game.pausedAt !== null) api.dispatch(played({ type: 'resumed' }));
        },
      }),
    ),
  ];
}
