import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { DEFAULT_API_BASE, gameApi, type ApiExtra } from './api';
import { initialSession, sessionSlice } from './session-slice';

const rootReducer = combineSlices(sessionSlice, gameApi);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  sessionId: string;
  apiBase?: string;
}

/** Builds the store for the app and for tests alike (CONVENTIONS.md). */
export function makeStore({ sessionId, apiBase = DEFAULT_API_BASE }: StoreOptions) {
  const extra: ApiExtra = { apiBase };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSession(sessionId) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(gameApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
