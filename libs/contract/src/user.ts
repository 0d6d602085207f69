export const USER_PATHS = {
  profile: '/user/profile',
  rename: '/user/rename',
  gems: '/user/gems',
  claimDaily: '/user/claim-daily',
  tutorialSeen: '/user/tutorial-seen',
  resetDaily: '/user/reset-daily',
} as const;

/**
 * Debug doors, served only when the server runs with CZEUS_DEBUG=1 (never in production):
 * `clock` moves the server's clock on by `{ advanceMs }`, so tests need not sleep.
 */
export const DEBUG_PATHS = {
  clock: '/debug/clock',
} as const;

/** The player's IANA time zone, e.g. "Europe/Oslo": the daily reward follows the player's calendar day. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** `GET /api/user/profile` (spec section 3, "Profile / user"). Guests have one too, keyed by their session. */
export interface Profile {
  /** null for a guest. */
  username: string | null;
  registered: boolean;
  gems: number;
  stars: number;
  topScore: number;
  totalScore: number;
  /** Numeric difficulty (1..100) of the game of the top score, 0 before any game. */
  topscoredifficulty: number;
  gamesCount: number;
  /** Calendar day of the last daily reward in the player's time zone, "2026-11-23", or null. */
  lastDaily: string | null;
  profilePicture: string | null;
  /** The lands whose tutorial the player has seen or declined: the first-visit prompt asks no more. */
  tutorialsSeen: TutorialLand[];
  /**
   * Best stars per puzzle slot the player has a recorded game in, keyed "<land>-<shape>" ("2-3"):
   * home's slider shows them on every device (not in the spec's profile).
   */
  slotStars: Record<string, number>;
}

/** Spec section 2: the three lands, each with its tutorial (summerland is land 1). */
export const TUTORIAL_LANDS = ['summerland', 'autumnland', 'winterland'] as const;
export type TutorialLand = (typeof TUTORIAL_LANDS)[number];

/** `POST /api/user/tutorial-seen`: the player saw (or declined) a land's tutorial; answers the profile. */
export interface TutorialSeenRequest {
  land: TutorialLand;
}

export interface RenameRequest {
  newName: string;
}

/** What a player may spend gems on. Prices are game rules (libs/game); the server charges them. */
export type GemSpendReason = 'smart-hint' | 'reveal';

/**
 * `POST /api/user/gems`: spend gems. `gems` is the balance the client expects after the
 * spend (the spec's payload); the server charges the price of `reason` and refuses when the
 * balance would not be `gems`, so a client can lower its balance by the rules and never raise it.
 * A retry with the same `idempotencyKey` is answered without charging again.
 */
export interface SpendGemsRequest {
  gems: number;
  reason: GemSpendReason;
  /** `purchaseKey(gameId, reason, n)`: the n-th purchase of `reason` in that game, e.g. "k3v9x0q2:smart-hint:1"; a retry of it charges once. */
  idempotencyKey: string;
}

/**
 * The ledger key of a game's n-th purchase of `reason` (from 1), e.g. "k3v9…:smart-hint:2".
 * The score check looks each hint and reveal of a log up by exactly this key, so one payment
 * serves one purchase of one game.
 */
export const purchaseKey = (gameId: string, reason: GemSpendReason, n: number): string =>
  `${gameId}:${reason}:${n}`;

export interface GemsResponse {
  gems: number;
}

export interface DailyClaimResponse {
  /** True when this call credited the reward; false when today's was already claimed. */
  claimed: boolean;
  gems: number;
  lastDaily: string;
}

export const AD_PATHS = {
  start: '/user/ad-start',
  reward: '/user/ad-reward',
} as const;

/** `POST /api/user/ad-start`: the ad begins; the ticket claims its reward once it has run. */
export interface AdTicketResponse {
  ticket: string;
  /** Seconds the ad must run before the reward can be claimed (the spec's 10 s countdown). */
  minSeconds: number;
}

export interface AdRewardRequest {
  ticket: string;
}
