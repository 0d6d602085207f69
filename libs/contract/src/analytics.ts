/** Path of the analytics batch call, under the API prefix. */
export const ANALYTICS_PATH = '/analytics';

/** At most this many events in one batch: a client flushes often, so a larger batch is abuse. */
export const ANALYTICS_MAX_EVENTS = 50;
/** At most this many fields in one event's data. */
export const ANALYTICS_MAX_FIELDS = 20;
/** Longest event name and longest string value in an event's data. */
export const ANALYTICS_MAX_NAME_LENGTH = 64;
export const ANALYTICS_MAX_VALUE_LENGTH = 200;
/**
 * At most this many bytes in a batch's events as JSON (UTF-8). The bounds above alone let a
 * batch hold 50 events x 20 fields x 200 characters, about 250 KB; the game's events are 30 to
 * 100 bytes (`{"eventName":"startplay","data":{"level":2,"shape":4,"difficulty":3}}` is 69),
 * so a full batch of them stays under half of this.
 */
export const ANALYTICS_MAX_BATCH_BYTES = 8 * 1024;

/** A flat record of an event's fields, e.g. `{ difficulty: 2, land: "summerland", stars: 3 }`. */
export type AnalyticsData = Record<string, string | number | boolean | null>;

/** One event (spec section 7: screen views, login, play_finish, startplay, onboardingSeen, …). */
export interface AnalyticsEventInput {
  eventName: string;
  data?: AnalyticsData;
}

/**
 * `POST /api/analytics`. The session id and tenant come from the request headers. Without
 * the player's consent (the GDPR bar) the server stores nothing and says so.
 */
export interface AnalyticsBatchRequest {
  consent: boolean;
  events: AnalyticsEventInput[];
}

export interface AnalyticsBatchResponse {
  /** How many events were stored: 0 when `consent` was false. */
  stored: number;
}
