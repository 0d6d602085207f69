import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import {
  API_PREFIX,
  HEALTH_PATH,
  SESSION_HEADER,
  TENANT_HEADER,
  USER_PATHS,
  type HealthResponse,
  type Profile,
} from '@czeus/contract';
import type { SessionState } from './session-slice';

/** What the store is built with: where the API lives (same origin in the app, a test server in tests). */
export interface ApiExtra {
  apiBase: string;
}

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** Every call carries the session and tenant headers of the spec (section 7). */
const apiBaseQuery: BaseQueryFn<string | FetchArgs> = (args, api, extraOptions) => {
  const { apiBase } = api.extra as ApiExtra;
  let query = baseQueries.get(apiBase);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: apiBase,
      prepareHeaders: (headers, { getState }) => {
        const { session } = getState() as { session: SessionState };
        headers.set(SESSION_HEADER, session.sessionId);
        headers.set(TENANT_HEADER, session.tenant);
        return headers;
      },
    });
    baseQueries.set(apiBase, query);
  }
  return query(args, api, extraOptions);
};

export const DEFAULT_API_BASE = API_PREFIX;

export const gameApi = createApi({
  reducerPath: 'gameApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    health: build.query<HealthResponse, void>({ query: () => HEALTH_PATH }),
    profile: build.query<Profile, void>({ query: () => USER_PATHS.profile }),
  }),
});

export const { useHealthQuery, useProfileQuery } = gameApi;
