/**
 * Every call carries the player's session id (made on the client when empty) and the
 * tenant (spec section 6 and 7). Header names are lower case, as HTTP/2 and Fastify see them.
 */
export const SESSION_HEADER = 'x-session-id';
export const TENANT_HEADER = 'x-tenant';

/** The tenant of the public game when a client sends none. */
export const DEFAULT_TENANT = 'czeus';

/**
 * The session id the server last saw from this browser is kept in a cookie it sets
 * (SESSION_COOKIE), readable by the page: browsers that clear script storage (Safari after a
 * week without a visit) keep a server-set cookie, so a guest's progress survives, and the page
 * reads it as it starts. `GET /api/session` answers the same id, for pages of earlier releases.
 */
export const SESSION_PATH = '/session';
export const SESSION_COOKIE = 'czeus_sid';
/** A well-formed session id in a Cookie header (SESSION_COOKIE's), for the server and the page alike. */
export const SESSION_IN_COOKIE = /(?:^|;\s*)czeus_sid=([A-Za-z0-9_-]{8,64})(?:;|$)/;

export interface SessionResponse {
  sessionId: string | null;
}
