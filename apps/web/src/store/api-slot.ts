import { API_PREFIX } from '@czeus/contract';
import { createAction, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Where the game API (RTK Query, `./api`) plugs into the store. The API arrives with the first
 * chunk that calls it, after home's first paint (RTK Query is 14 kB of scripts that draw nothing,
 * and home's first load must stay under 100,000 bytes), so the store is built without it and
 * knows it only by these.
 */

/** What the store is built with: where the API lives (same origin in the app, a test server in tests). */
export interface ApiExtra {
  apiBase: string;
}

export const DEFAULT_API_BASE = API_PREFIX;

/** The API's place in the store's state (RTK Query's reducerPath). */
export const GAME_API_PATH = 'gameApi';

/**
 * The API's middleware joins every store through this when `./api` loads. One instance for all
 * stores: each store applies an added middleware to itself (tests build many stores).
 */
export const gameApiMiddleware = createDynamicMiddleware();

/**
 * RTK Query's `resetApiState` for this API, by its type: the store forgets the previous player's
 * answers without loading the API (store.spec holds it equal to `gameApi.util.resetApiState()`).
 */
export const resetGameApi = createAction(`${GAME_API_PATH}/resetApiState`);

/**
 * Said once `./api` has joined: the store's reducer takes in the API's state with this action,
 * before anything reads it.
 */
export const gameApiArrived = createAction(`${GAME_API_PATH}/arrived`);
