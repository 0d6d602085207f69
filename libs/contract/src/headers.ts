/**
 * Every call carries the player's session id (made on the client when empty) and the
 * tenant (spec section 6 and 7). Header names are lower case, as HTTP/2 and Fastify see them.
 */
export const SESSION_HEADER = 'x-session-id';
export const TENANT_HEADER = 'x-tenant';

/** The tenant of the public game when a client sends none. */
export const DEFAULT_TENANT = 'czeus';
