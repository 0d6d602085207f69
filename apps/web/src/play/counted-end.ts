import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/store';
import { played, selectMode, selectPhase } from './play-slice';

/**
 * A listener's predicate: this move ended a game that counts (regular play; tutorials and
 * practice count nothing). A game ends once, so what follows it runs once a game.
 */
export const countedGameEnded = (action: UnknownAction, state: RootState, before: RootState): boolean =>
  played.match(action) &&
  selectMode(state).scored &&
  selectPhase(state) === 'finished' &&
  selectPhase(before) !== 'finished';
