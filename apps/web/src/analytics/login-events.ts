import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { loggedIn } from '../store/auth-slice';
import { type AppDispatch, addAppListener } from '../store/store';
import type { Analytics } from './analytics';

/** Spec section 7: a `login` event with its method for every login; a token restored at start is none. */
export const trackLogins = (dispatch: AppDispatch, analytics: Analytics): UnsubscribeListener =>
  dispatch(
    addAppListener({
      actionCreator: loggedIn,
      effect: (action) => analytics.track('login', { method: action.meta }),
    }),
  );
