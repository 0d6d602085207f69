import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { COUNTDOWN_SECONDS } from '@czeus/game';
import { type AppDispatch, addAppListener } from '../../store/store';
import { countdownTicked, gameStarted, played, selectGame, selectOpeningCard } from '../play-slice';
import { selectDrawnGame } from '../stage-slice';

/**
 * How long the countdown waits for the board's first frame. A player should count down looking
 * at the board, not at an empty box while the stage starts; but a stage that cannot draw (no
 * WebGL, a hidden tab) must not hold the game: the accessible grid plays without it. 1.5 s is
 * the first stage frame's own target (docs/performance.md).
 */
export const FIRST_FRAME_WAIT_MS = 1500;

/** The game's clock ticks once a second while playing (never a render per frame). */
export const TICK_MS = 1000;

/**
 * After the mode's opening card is read and the board's first frame drawn, the start countdown ("3, 2, 1", a second each, in
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
          if (selectOpeningCard(api.getState())) await api.condition((_, state) => !selectOpeningCard(state));
          const { gameId, mode } = action.payload;
          if (mode.countdown && selectDrawnGame(api.getState()) !== gameId)
            await api.condition((_, state) => selectDrawnGame(state) === gameId, FIRST_FRAME_WAIT_MS);
          if (mode.countdown) performance.mark('czeus:countdown');
          // 3, 2, 1 a second each; "Go!" is said as the board takes input (PlayField), not
          // waited for: COUNTDOWN_SECONDS is what the server counts before play.
          for (let left = mode.countdown ? COUNTDOWN_SECONDS : 0; left > 0; left--) {
            await api.delay(TICK_MS);
            api.dispatch(countdownTicked());
          }
          if (selectGame(api.getState()).phase === 'start') {
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
          const now = selectGame(state);
          const was = selectGame(before);
          const running = now.phase === 'progress' && now.pausedAt === null;
          const ran = was.phase === 'progress' && was.pausedAt === null && was.record === now.record;
          return running && !ran;
        },
        effect: async (_, api) => {
          api.cancelActiveListeners();
          for (;;) {
            await api.delay(TICK_MS);
            const game = selectGame(api.getState());
            if (game.phase !== 'progress' || game.pausedAt !== null) return;
            api.dispatch(played({ type: 'ticked' }));
          }
        },
      }),
    ),
  ];
}
