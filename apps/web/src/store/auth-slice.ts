import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SocialProviderName } from '@czeus/contract';

/** The login of this browser: a bearer token kept so a reload stays logged in. */
export interface AuthState {
  token: string | null;
  /** The code of a mailed reset link (/resetPassword/{code}), until a new password is set. */
  resetCode: string | null;
  /** A social sign-in under way in another tab, or how the last one ended (accounts/social). */
  social: SocialSignIn | null;
}

export interface SocialSignIn {
  provider: SocialProviderName;
  /** `separate`: logged in, but to an account of its own (an email account holds the address). */
  phase: 'waiting' | 'failed' | 'cancelled' | 'separate';
}

/** How a player logged in (spec section 7: the `login` event's method); registering is by email. */
export type LoginMethod = 'email' | SocialProviderName;

export const TOKEN_STORAGE_KEY = 'czeus.token';

export const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null, resetCode: null, social: null } as AuthState,
  reducers: {
    loggedIn: {
      reducer(state, action: PayloadAction<string, string, LoginMethod>) {
        state.token = action.payload;
      },
      prepare: (token: string, method: LoginMethod) => ({ payload: token, meta: method }),
    },
    loggedOut(state) {
      state.token = null;
    },
    resetCodeReceived(state, action: PayloadAction<string | null>) {
      state.resetCode = action.payload;
    },
    socialSignInChanged(state, action: PayloadAction<SocialSignIn | null>) {
      state.social = action.payload;
    },
  },
  selectors: {
    selectLoggedIn: (s) => s.token !== null,
    selectResetCode: (s) => s.resetCode,
    selectSocialSignIn: (s) => s.social,
  },
});

export const { loggedIn, loggedOut, resetCodeReceived, socialSignInChanged } = authSlice.actions;
export const { selectLoggedIn, selectResetCode, selectSocialSignIn } = authSlice.selectors;
