import { STATS_PATH, type StatsResponse } from '@czeus/contract';
import { gameApi } from '../store/api';

/**
 * `GET /api/user/stats`, joined to the game API by the stats chunk: home never loads it.
 * Tagged as the profile, so a scored game (which invalidates the profile) refreshes it.
 */
export const statsApi = gameApi.injectEndpoints({
  endpoints: (build) => ({
    stats: build.query<StatsResponse, void>({ query: () => STATS_PATH, providesTags: ['Profile'] }),
  }),
});

export const { useStatsQuery } = statsApi;
