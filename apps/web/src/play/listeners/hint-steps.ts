import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type AppDispatch, addAppListener } from '../../store/store';
import { hintInView } from '../board-view';
import { hintOpened, hintStepShown, hintToggled, selectHint } from '../play-slice';

/** Spec: a hint's steps (an error's chain above all) appear one after another, this far apart. */
export const HINT_STEP_MS = 300;

/** Shows an open hint's steps one by one; a new hint or More starts over. */
export function startHintSteps(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        predicate: (action) =>
          hintOpened.match(action) || hintToggled.match(action) || hintStepShown.match(action),
        effect: async (_, api) => {
          api.cancelActiveListeners();
          const hint = selectHint(api.getState());
          if (!hint || hint.shown >= hintInView(hint).steps.length) return;
          await api.delay(HINT_STEP_MS);
          api.dispatch(hintStepShown());
        },
      }),
    ),
  ];
}
