import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { loadBests, saveBests } from '../../results/best-results';
import { bestsRestored, resultCounted, selectBests } from '../../results/best-results-slice';
import { type AppDispatch, addAppListener } from '../../store/store';
import { scoreChanged, selectPlay } from '../play-slice';
import { countedGameEnded } from '../counted-end';

/** Games ended in this page still waiting for the server's answer, at most: far more than a player plays unanswered. */
const ENDED_KEPT = 50;

/**
 * A counted game that the server has recorded is weighed against the best of its slot (stars,
 * then score, the server's figures); a new best is kept in storage and its end screen shows the
 * badge. Nothing is kept before the server has it: a game that waits offline, or that the server
 * refuses, sets no best. Tutorials and practice count nothing.
 */
export function startBestResults(dispatch: AppDispatch): UnsubscribeListener[] {
  // The slot of each counted game that ended, until the server has answered for it. A game whose
  // posts gave up in this page gets no answer here: the oldest entries go past ENDED_KEPT.
  const ended = new Map<string, { level: number; shape: number }>();
  return [
    dispatch(
      addAppListener({
        predicate: countedGameEnded,
        effect: (_, api) => {
          const { game, gameId } = selectPlay(api.getState());
          if (!game.record || !gameId) return;
          ended.set(gameId, { level: game.record.level, shape: game.record.shape });
          if (ended.size > ENDED_KEPT) ended.delete(ended.keys().next().value as string);
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: scoreChanged,
        effect: ({ payload: { gameId, state, recorded } }, api) => {
          const slot = ended.get(gameId);
          if (!slot || (state !== 'saved' && state !== 'refused')) return;
          ended.delete(gameId);
          if (recorded)
            api.dispatch(resultCounted({ gameId, ...slot, stars: recorded.stars, score: recorded.score }));
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
