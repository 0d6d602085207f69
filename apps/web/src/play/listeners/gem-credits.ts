import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { gameApi } from '../../store/api';
import { selectProfile } from '../../store/profile';
import { type AppDispatch, addAppListener } from '../../store/store';
import { played, selectGame } from '../play-slice';
import { flightAsked } from '../stage-slice';
import { FLYING_GEMS } from '../fx-figures';

/**
 * Gems that come in mid-game (an ad watched for a hint) reach the running game, so they can
 * be spent in it, and fly from the middle of the screen to the balance. The end screen flies
 * its own.
 */
export function startGemCredits(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        matcher: gameApi.endpoints.profile.matchFulfilled,
        effect: (action, api) => {
          const before = selectProfile(api.getOriginalState())?.gems;
          const balance = action.payload.gems;
          const game = selectGame(api.getState());
          if (before === undefined || balance <= before) return;
          if (game.phase !== 'start' && game.phase !== 'progress') return;
          // Only what the game does not have yet: a game started with the last game's earnings
          // already counted (Play again) sees the balance catch up, not a credit.
          const amount = Math.min(balance - before, balance - game.gems);
          if (amount <= 0) return;
          api.dispatch(played({ type: 'gemsCredited', amount }));
          api.dispatch(flightAsked({ kind: 'gems', from: 'middle', to: 'balance', count: FLYING_GEMS }));
        },
      }),
    ),
  ];
}
