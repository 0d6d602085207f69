import type { Profile } from '@czeus/contract';
import { GAME_API_PATH } from './api-slot';
import type { RootState } from './store';

/**
 * RTK Query's cache key of the profile query, whose endpoint takes no argument; store.spec holds
 * it to the endpoint's own selector.
 */
const PROFILE_CACHE_KEY = 'profile(undefined)';

/**
 * The player's profile as last fetched, for the screens drawn before the API has loaded (the top
 * bar's balance, home's slider, the daily offer); `ProfileFeed` keeps it fetched.
 */
export const selectProfile = (state: RootState): Profile | undefined =>
  state[GAME_API_PATH]?.queries[PROFILE_CACHE_KEY]?.data as Profile | undefined;
