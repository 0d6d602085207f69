import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { played, selectMode, selectPhase, selectPlay } from '../play/play-slice';
import { isPracticeKind, practicePlayed } from '../settings/settings-slice';
import { type AppDispatch, addAppListener } from '../store/store';

/**
 * When a practice game ends, its kind moves on to the set's next puzzle (the player goes
 * through the set in order, from the start again after its last), and a puzzle completed
 * (the finished star: solved before lives or time ran out) finishes the kind. The settings keep
 * both, as they keep everything else a player expects to find again.
 */
export function startPracticeProgress(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        predicate: (action, state, before) =>
          played.match(action) &&
          selectMode(state).id === 'practice' &&
          selectPhase(state) === 'finished' &&
          selectPhase(before) !== 'finished',
        effect: (_, api) => {
          const { game, mode } = selectPlay(api.getState());
          if (!mode.practice) return;
          const { kind, at, of } = mode.practice;
          if (!isPracticeKind(kind)) return;
          const next = (at + 1) % of;
          api.dispatch(practicePlayed({ kind, at, next, completed: game.stars?.finished ?? false }));
        },
      }),
    ),
  ];
}
