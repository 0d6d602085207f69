import type { WithSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import {
  HEALTH_PATH,
  SESSION_HEADER,
  TENANT_HEADER,
  AUTH_PATHS,
  type SignInNonceResponse,
  SOCIAL_AUTH_PATHS,
  type SocialProviderName,
  type SocialProvidersResponse,
  AD_PATHS,
  PASSWORD_RESET_PATHS,
  type AdTicketResponse,
  type RequestResetRequest,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
  CONTACT_PATH,
  DAILY_PATHS,
  type DailyQuery,
  type DailyResponse,
  type LeaderboardQuery,
  type LeaderboardResponse,
  type ContactRequest,
  type ContactResponse,
  GAME_PATH,
  MARATHON_PATHS,
  type MarathonResponse,
  SCORE_PATH,
  STOCK_PATH,
  type StockRequest,
  type StockResponse,
  USER_PATHS,
  type DailyClaimResponse,
  type GameQuery,
  type RenameRequest,
  type GemsResponse,
  type ScoreRequest,
  type ScoreResponse,
  type SpendGemsRequest,
  type HealthResponse,
  type LoginRequest,
  type Profile,
  type RegisterRequest,
  type TokenResponse,
  type TutorialSeenRequest,
} from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import type { AuthState } from './auth-slice';
import type { SessionState } from './session-slice';
import { GAME_API_PATH, gameApiMiddleware, type ApiExtra } from './api-slot';
import { rootReducer } from './store';

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** Every call carries the session and tenant headers of the spec (section 7). */
const apiBaseQuery: BaseQueryFn<string | FetchArgs> = (args, api, extraOptions) => {
  const { apiBase } = api.extra as ApiExtra;
  let query = baseQueries.get(apiBase);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: apiBase,
      prepareHeaders: (headers, { getState }) => {
        const { session, auth } = getState() as { session: SessionState; auth: AuthState };
        headers.set(SESSION_HEADER, session.sessionId);
        headers.set(TENANT_HEADER, session.tenant);
        if (auth.token) headers.set('authorization', `Bearer ${auth.token}`);
        return headers;
      },
    });
    baseQueries.set(apiBase, query);
  }
  return query(args, api, extraOptions);
};

export const gameApi = createApi({
  reducerPath: GAME_API_PATH,
  baseQuery: apiBaseQuery,
  tagTypes: ['Profile', 'Leaderboard', 'Marathon'],
  endpoints: (build) => ({
    health: build.query<HealthResponse, void>({ query: () => HEALTH_PATH }),
    profile: build.query<Profile, void>({ query: () => USER_PATHS.profile, providesTags: ['Profile'] }),
    login: build.mutation<TokenResponse, LoginRequest>({
      query: (body) => ({ url: AUTH_PATHS.login, method: 'POST', body }),
    }),
    register: build.mutation<TokenResponse, RegisterRequest>({
      query: (body) => ({ url: AUTH_PATHS.register, method: 'POST', body }),
    }),
    logout: build.mutation<{ ok: true }, void>({ query: () => AUTH_PATHS.logout }),
    socialProviders: build.query<SocialProvidersResponse, void>({ query: () => SOCIAL_AUTH_PATHS.providers }),
    /** The nonce of one Google sign-in of this session, made by the server and spent by its login. */
    googleNonce: build.mutation<SignInNonceResponse, void>({ query: () => SOCIAL_AUTH_PATHS.googleNonce }),
    /** A provider's answer (token or code) exchanged for our token (accounts/social). */
    socialLogin: build.mutation<
      TokenResponse,
      { provider: SocialProviderName; params: Record<string, string> }
    >({
      query: ({ provider, params }) => ({ url: SOCIAL_AUTH_PATHS[provider], params }),
    }),
    puzzle: build.query<PuzzleRecord, GameQuery>({
      // RTK Query leaves undefined parameters out.
      query: ({ level, shape, difficulty, id, mode }) => ({
        url: GAME_PATH,
        params: { level, shape, difficulty, id, mode },
      }),
      // Every visit to /play is a new game: never reuse a served puzzle from the cache.
      keepUnusedDataFor: 0,
    }),
    /**
     * Puzzles served ahead for offline play: the whole stock of the slots asked (offline/puzzle-stock).
     * A mutation: each call may serve puzzles, and no answer is shared between screens.
     */
    stock: build.mutation<StockResponse<PuzzleRecord>, StockRequest>({
      query: (body) => ({ url: STOCK_PATH, method: 'POST', body }),
    }),
    /** A date's daily puzzle (today's without one): each answer is a serving of it, as /game's, but a peek. */
    daily: build.query<DailyResponse<PuzzleRecord>, DailyQuery>({
      // RTK Query leaves undefined parameters out; none at all asks the bare path.
      query: ({ date, peek }) => ({
        url: DAILY_PATHS.daily,
        params: date || peek ? { date, peek } : undefined,
      }),
    }),
    /** A date's ranking; refetched once a score is recorded (a daily's may have changed it). */
    dailyLeaderboard: build.query<LeaderboardResponse, LeaderboardQuery>({
      query: (params) => ({ url: DAILY_PATHS.leaderboard, params }),
      providesTags: ['Leaderboard'],
      keepUnusedDataFor: 0,
    }),
    rename: build.mutation<Profile, RenameRequest>({
      query: (body) => ({ url: USER_PATHS.rename, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    markTutorialSeen: build.mutation<Profile, TutorialSeenRequest>({
      query: (body) => ({ url: USER_PATHS.tutorialSeen, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    claimDaily: build.mutation<DailyClaimResponse, void>({
      query: () => ({
        url: USER_PATHS.claimDaily,
        headers: { 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
      invalidatesTags: ['Profile'],
    }),
    spendGems: build.mutation<GemsResponse, SpendGemsRequest>({
      query: (body) => ({ url: USER_PATHS.gems, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    requestReset: build.mutation<{ ok: true }, RequestResetRequest>({
      query: (body) => ({ url: PASSWORD_RESET_PATHS.request, method: 'POST', body }),
    }),
    resetPassword: build.mutation<ResetPasswordResponse, ResetPasswordRequest>({
      query: (body) => ({ url: PASSWORD_RESET_PATHS.reset, method: 'POST', body }),
    }),
    adStarted: build.mutation<AdTicketResponse, void>({
      query: () => ({ url: AD_PATHS.start, method: 'POST' }),
    }),
    adWatched: build.mutation<GemsResponse, { ticket: string }>({
      query: (body) => ({ url: AD_PATHS.reward, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    contact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: CONTACT_PATH, method: 'POST', body }),
    }),
    postScore: build.mutation<ScoreResponse, ScoreRequest>({
      query: (body) => ({ url: SCORE_PATH, method: 'POST', body }),
      invalidatesTags: ['Profile', 'Leaderboard', 'Marathon'],
    }),
    /** Today's latest marathon run and the best one; read again once a game is posted. */
    marathon: build.query<MarathonResponse, void>({
      query: () => MARATHON_PATHS.run,
      providesTags: ['Marathon'],
      keepUnusedDataFor: 0,
    }),
    /** Resumes today's running run, or starts one. */
    startMarathon: build.mutation<MarathonResponse, void>({
      query: () => ({ url: MARATHON_PATHS.run, method: 'POST', body: {} }),
    }),
    /**
     * The puzzle of a run's step: `step` only keys the cache (a new step, a new request), the
     * server knows the run's step itself.
     */
    marathonPuzzle: build.query<PuzzleRecord, { runId: string; step: number }>({
      query: ({ runId }) => ({ url: MARATHON_PATHS.game, params: { runId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

// The API joins the store when this module loads (store/api-slot.ts says why it comes late).
declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof gameApi> {}
}
rootReducer.inject(gameApi);
gameApiMiddleware.addMiddleware(gameApi.middleware);

export const {
  useHealthQuery,
  useProfileQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useSocialProvidersQuery,
  usePuzzleQuery,
  useDailyQuery,
  useDailyLeaderboardQuery,
  useSpendGemsMutation,
  usePostScoreMutation,
  useRenameMutation,
  useClaimDailyMutation,
  useContactMutation,
  useRequestResetMutation,
  useResetPasswordMutation,
  useAdStartedMutation,
  useAdWatchedMutation,
  useMarathonQuery,
  useStartMarathonMutation,
  useMarathonPuzzleQuery,
} = gameApi;
