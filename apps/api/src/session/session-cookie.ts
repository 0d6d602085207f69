import { SESSION_COOKIE, SESSION_HEADER, SESSION_IN_COOKIE } from '@czeus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** As long as browsers keep a cookie: 400 days (Chrome's cap). */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The session id in this request's cookie, if any. */
export function sessionFromCookie(request: FastifyRequest): string | null {
  return SESSION_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? null;
}

/**
 * The session id outlives script storage in a cookie the server sets (see SESSION_COOKIE):
 * every API answer to a request whose session header differs from its cookie sets it.
 *
 * Not HttpOnly: the page reads it as it starts, so a browser that cleared script storage gets
 * its guest back without a round trip before its first screen. Scripts of the page can read the
 * same id from localStorage anyway, so this exposes nothing new. A page the server answers (a
 * visit the offline worker does not answer) sets a kept cookie again, readable: one set HttpOnly
 * by an earlier release becomes one the page can read. Every page is `private`, with or without
 * the cookie, so no shared cache keeps one browser's cookie for another; a 304 sets none.
 */
export function keepSessionInCookie(app: FastifyInstance, apiPrefix: string, secure: boolean): void {
  const setCookie = (reply: FastifyReply, id: string) =>
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${apiPrefix}/`)) {
      if (!/^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      reply.header('cache-control', 'private, no-cache');
      const kept = sessionFromCookie(request);
      if (kept && reply.statusCode !== 304) setCookie(reply, kept);
      return payload;
    }
    const header = request.headers[SESSION_HEADER];
    const id = Array.isArray(header) ? header[0] : header;
    if (!id || !SESSION_ID.test(id) || sessionFromCookie(request) === id) return payload;
    setCookie(reply, id);
    return payload;
  });
}
