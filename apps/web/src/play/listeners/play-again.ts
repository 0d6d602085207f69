import { createAction, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { PuzzleRecord } from '@czeus/puzzle';
import { gameApi } from '../../store/api';
import { type AppDispatch, addAppListener } from '../../store/store';
import { playAgainAsked } from '../play-again';
import { marathonPlay, REGULAR_PLAY } from '../play-mode';
import { gameStarted, selectPlay } from '../play-slice';

/** Play again asked a new serving and the server gave none (down, busy, or out of reach). */
export const playAgainFailed = createAction('play/againFailed');

/** GET /game's request for this very puzzle. */
const requestOf = (record: PuzzleRecord) => ({
  level: record.level,
  shape: record.shape,
  difficulty: record.difficultyLevel,
  id: record.puzzleId,
});

/**
 * Play again: the same puzzle on a new serving (the server scores a serving once), starting
 * from the balance the server last gave (the finished game's earnings included). A mode that
 * counts nothing (practice, a tutorial page) plays its own record again, in the same mode
 * without its opening card (it was read): nothing is scored, so no serving is needed. A daily is
 * served again by GET /daily; it is recorded, but only the date's first game ranks. A marathon
 * game is the run's waiting puzzle again, served by GET /marathon/game.
 */
export function startPlayAgain(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        actionCreator: playAgainAsked,
        effect: async (_, api) => {
          api.cancelActiveListeners();
          const { game, score, mode } = selectPlay(api.getState());
          const record = game.record;
          if (!record) return;
          if (!mode.scored) {
            api.dispatch(gameStarted(record, game.gems, { ...mode, openingCard: undefined }));
            return;
          }
          const again = { subscribe: false, forceRefetch: true };
          if (mode.marathon) {
            // The run's waiting puzzle, with the lives the run has now (the server's, not the game's).
            const run = (await api.dispatch(gameApi.endpoints.marathon.initiate(undefined, again))).data?.run;
            if (!run || run.over || run.runId !== mode.marathon.runId) return;
            const step = { runId: run.runId, step: run.puzzles + 1, lives: run.lives };
            const waiting = (await api.dispatch(gameApi.endpoints.marathonPuzzle.initiate(step, again))).data;
            if (waiting)
              api.dispatch(
                gameStarted(waiting, game.gems, { ...marathonPlay(step), openingCard: undefined }),
              );
            return;
          }
          const served = mode.daily
            ? (await api.dispatch(gameApi.endpoints.daily.initiate(mode.daily, again))).data?.puzzle
            : (await api.dispatch(gameApi.endpoints.puzzle.initiate(requestOf(record), again))).data;
          if (!served) {
            api.dispatch(playAgainFailed());
            return;
          }
          const gems = score?.recorded?.gems ?? game.gems;
          api.dispatch(
            gameStarted(served, gems, mode.daily ? { ...REGULAR_PLAY, daily: mode.daily } : undefined),
          );
        },
      }),
    ),
  ];
}
