import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The login of this browser: a bearer token kept so a reload stays logged in. */
export interface AuthState {
  token: string | null;
}

export const TOKEN_STORAGE_KEY = 'czeus.token';

export const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null } as AuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectLoggedIn: (s) => s.token !== null,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectLoggedIn } = authSlice.selectors;
