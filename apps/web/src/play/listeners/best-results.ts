import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { summaryOf } from '@czeus/game';
import { loadBests, saveBests } from '../../results/best-results';
import { bestsRestored, resultCounted, selectBests } from '../../results/best-results-slice';
import { type AppDispatch, addAppListener } from '../../store/store';
import { selectPlay } from '../play-slice';
import { countedGameEnded } from '../counted-end';

/**
 * A counted game that ends is weighed against the best of its slot (stars, then score); a new
 * best is kept in storage and its end screen shows the badge. Tutorials and practice count nothing.
 */
export function startBestResults(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        predicate: countedGameEnded,
        effect: (_, api) => {
          const { game, gameId } = selectPlay(api.getState());
          if (!game.record || !gameId) return;
          const summary = summaryOf(game);
          api.dispatch(
            resultCounted({
              gameId,
              level: game.record.level,
              shape: game.record.shape,
              stars: summary.stars,
              score: summary.score,
            }),
          );
        },
      }),
    ),
    dispatch(
      addAppListener({
        predicate: (action) => resultCounted.match(action),
        effect: (_, api) => saveBests(api.extra.storage, selectBests(api.getState())),
      }),
    ),
  ];
}

/** The bests this browser kept, into the store (once, when the play chunk joins it). */
export const restoreBests = (dispatch: AppDispatch, storage: Parameters<typeof loadBests>[0]) =>
  dispatch(bestsRestored(loadBests(storage)));
