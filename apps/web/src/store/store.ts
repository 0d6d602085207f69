import {
  addListener,
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
} from '@reduxjs/toolkit';
import { restoreSettings, settingsSlice, SETTINGS_STORAGE_KEY } from '../settings/settings-slice';
import { DEFAULT_API_BASE, gameApiMiddleware, resetGameApi, type ApiExtra } from './api-slot';
import { authSlice, loggedIn, loggedOut, TOKEN_STORAGE_KEY } from './auth-slice';
import { initialSession, sessionSlice } from './session-slice';

/**
 * Slices that arrive with a lazy chunk (the play screen's, the game API's) and inject
 * themselves; each declares itself here with `declare module`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  settingsSlice,
  authSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The part of Web Storage the store needs (absent when the browser blocks storage). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoreOptions {
  sessionId: string;
  apiBase?: string;
  storage?: KeyValueStorage;
}

/** Builds the store for the app and for tests alike (CONVENTIONS.md). */
/** What listeners (the store's own and those a lazy chunk adds) may use beside the store. */
export interface ListenerExtra {
  storage?: KeyValueStorage;
}

export function makeStore({ sessionId, apiBase = DEFAULT_API_BASE, storage }: StoreOptions) {
  const extra: ApiExtra = { apiBase };
  // One listener middleware: the settings and token below, and the effects a lazy chunk adds
  // with `addAppListener` (the play screen's, play/listeners).
  const persistence = createListenerMiddleware({ extra: { storage } satisfies ListenerExtra });
  persistence.startListening({
    // Every settings action, so a new one can never be forgotten here.
    matcher: isAnyOf(...Object.values(settingsSlice.actions)),
    effect: (_, api) => {
      try {
        storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify((api.getState() as RootState).settings));
      } catch {
        // Storage full or blocked: the setting holds for this visit.
      }
    },
  });
  persistence.startListening({
    matcher: isAnyOf(loggedIn, loggedOut),
    effect: (_, api) => {
      const token = (api.getState() as RootState).auth.token;
      try {
        if (token) storage?.setItem(TOKEN_STORAGE_KEY, token);
        else storage?.removeItem(TOKEN_STORAGE_KEY);
      } catch {
        // Blocked storage: logged in for this visit only.
      }
      // Another player now: everything fetched for the previous one is stale.
      api.dispatch(resetGameApi());
    },
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(sessionId),
      settings: restoreSettings(storage?.getItem(SETTINGS_STORAGE_KEY) ?? null),
      auth: { token: storage?.getItem(TOKEN_STORAGE_KEY) ?? null, resetCode: null, social: null },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(persistence.middleware)
        .concat(gameApiMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Adds a listener from a lazy chunk: `store.dispatch(addAppListener({ … }))` returns its removal. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, ListenerExtra>();
