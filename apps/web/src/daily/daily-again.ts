import type { DailyQuery } from '@czeus/contract';
import { gameStarted, selectPlay } from '../play/play-slice';
import { gameApi } from '../store/api';
import type { AppDispatch, RootState } from '../store/store';

/**
 * Play again on a daily: the same puzzle on a new serving of GET /daily (GET /game knows no
 * daily by its id), from the balance the server last gave. It is recorded, but only the date's
 * first game ranks.
 */
export const dailyAgain =
  (query: DailyQuery) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const served = await dispatch(
      gameApi.endpoints.daily.initiate(query, { subscribe: false, forceRefetch: true }),
    );
    if (!served.data) return;
    const { game, score } = selectPlay(getState());
    dispatch(gameStarted(served.data.puzzle, score?.recorded?.gems ?? game.gems));
  };
