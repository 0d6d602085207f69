import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The login of this browser: a bearer token kept so a reload stays logged in. */
export interface AuthState {
  token: string | null;
  /** The code of a mailed reset link (/resetPassword/{code}), until a new password is set. */
  resetCode: string | null;
}

export const TOKEN_STORAGE_KEY = 'czeus.token';

export const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null, resetCode: null } as AuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
    resetCodeReceived(state, action: PayloadAction<string | null>) {
      state.resetCode = action.payload;
    },
  },
  selectors: {
    selectLoggedIn: (s) => s.token !== null,
    selectResetCode: (s) => s.resetCode,
  },
});

export const { loggedIn, loggedOut, resetCodeReceived } = authSlice.actions;
export const { selectLoggedIn, selectResetCode } = authSlice.selectors;
