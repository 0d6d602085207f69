import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { TUTORIAL_LANDS } from '@czeus/contract';
import { summaryOf } from '@czeus/game';
import type { Analytics } from '../analytics/analytics';
import { type AppDispatch, addAppListener } from '../store/store';
import { selectPlay } from './play-slice';
import { countedGameEnded } from './counted-end';

/**
 * Spec section 7: `play_finish` (difficulty, land, shape, stars, id, score, time) when a game that
 * counts ends, as `startplay` when it starts; tutorials and practice count nothing.
 */
export const trackPlayFinish = (dispatch: AppDispatch, analytics: Analytics): UnsubscribeListener =>
  dispatch(
    addAppListener({
      predicate: countedGameEnded,
      effect: (_, api) => {
        const { game } = selectPlay(api.getState());
        if (!game.record) return;
        const { stars, score, playTime } = summaryOf(game);
        analytics.track('play_finish', {
          difficulty: game.record.difficultyLevel,
          land: TUTORIAL_LANDS[game.record.level - 1] ?? null,
          shape: game.record.shape,
          stars,
          id: game.record.puzzleId,
          score,
          time: playTime,
        });
      },
    }),
  );
