import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { COUNTDOWN_SECONDS } from '@czeus/game';
import { type AppDispatch, addAppListener } from '../../store/store';
import { countdownTicked, gameStarted, played, selectPlay } from '../play-slice';

/** The game's clock ticks once a second while playing (never a render per frame). */
export const TICK_MS = 1000;

/**
 * After the mode's opening card is read, the start countdown ("3, 2, 1", a second each, in
 * modes that have one; "go" as play starts), then play; then one tick a second while play runs unpaused. A new
 * game cancels the last one's countdown.
 */
export function startClock(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        actionCreator: gameStarted,
        effect: async (action, api) => {
          api.cancelActiveListeners();
          if (selectPlay(api.getState()).openingCard)
            await api.condition((_, state) => !selectPlay(state).openingCard);
          // 3, 2, 1 a second each; "Go!" is said as the board takes input (PlayField), not
          // waited for: COUNTDOWN_SECONDS is what the server counts before play.
          for (let left = action.payload.mode.countdown ? COUNTDOWN_SECONDS : 0; left > 0; left--) {
            await api.delay(TICK_MS);
            api.dispatch(countdownTicked());
          }
          if (selectPlay(api.getState()).game.phase === 'start') {
            api.dispatch(played({ type: 'countdownFinished' }));
            // The board accepts input from here: the end of "tap on Play → board accepts input".
            performance.mark('czeus:board-ready');
          }
        },
      }),
    ),
    dispatch(
      addAppListener({
        // Play starts or resumes: the clock runs until it stops or pauses.
        predicate: (_, state, before) => {
          const now = selectPlay(state).game;
          const was = selectPlay(before).game;
          const running = now.phase === 'progress' && now.pausedAt === null;
          const ran = was.phase === 'progress' && was.pausedAt === null && was.record === now.record;
          return running && !ran;
        },
        effect: async (_, api) => {
          api.cancelActiveListeners();
          for (;;) {
            await api.delay(TICK_MS);
            const game = selectPlay(api.getState()).game;
            if (game.phase !== 'progress' || game.pausedAt !== null) return;
            api.dispatch(played({ type: 'ticked' }));
          }
        },
      }),
    ),
  ];
}
