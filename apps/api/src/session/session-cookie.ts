import { SESSION_COOKIE, SESSION_HEADER } from '@czeus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** As long as browsers keep a cookie: 400 days (Chrome's cap). */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{8,64})(?:;|$)`);

/** The session id in this request's cookie, if any. */
export function sessionFromCookie(request: FastifyRequest): string | null {
  return COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? null;
}

/**
 * The session id outlives script storage in a cookie the server sets (see SESSION_COOKIE):
 * every API answer to a request whose session header differs from its cookie sets it.
 *
 * Not HttpOnly: the page reads it as it starts, so a browser that cleared script storage gets
 * its guest back without a round trip before the first screen (it was `GET /api/session`).
 * Scripts of the page could already read the same id from localStorage, so this exposes nothing
 * new. A page answered to a browser that sends the cookie sets it again, readable: a cookie
 * set HttpOnly before becomes one the page can read, and the 400 days start again. Such an
 * answer is `private`, so no shared cache hands one browser's cookie to another.
 */
export function keepSessionInCookie(app: FastifyInstance, apiPrefix: string, secure: boolean): void {
  const setCookie = (reply: FastifyReply, id: string) =>
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${apiPrefix}/`)) {
      const kept = sessionFromCookie(request);
      if (kept && /^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) {
        setCookie(reply, kept);
        reply.header('cache-control', 'private, no-cache');
      }
      return payload;
    }
    const header = request.headers[SESSION_HEADER];
    const id = Array.isArray(header) ? header[0] : header;
    if (!id || !SESSION_ID.test(id) || sessionFromCookie(request) === id) return payload;
    setCookie(reply, id);
    return payload;
  });
}
