import { SESSION_COOKIE, SESSION_HEADER } from '@czeus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** As long as browsers keep a cookie: 400 days (Chrome's cap). */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{8,64})(?:;|$)`);

/** The session id in this request's cookie, if any. */
export function sessionFromCookie(request: FastifyRequest): string | null {
  return COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? null;
}

/**
 * Every API answer to a request whose session header differs from its cookie sets the cookie,
 * so the id outlives script storage (see SESSION_PATH). HttpOnly: no script needs to read it.
 */
export function keepSessionInCookie(app: FastifyInstance, apiPrefix: string, secure: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const header = request.headers[SESSION_HEADER];
    const id = Array.isArray(header) ? header[0] : header;
    if (!request.url.startsWith(`${apiPrefix}/`) || !id || !SESSION_ID.test(id)) return payload;
    if (sessionFromCookie(request) === id) return payload;
    const flags = `Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
    reply.header('set-cookie', `${SESSION_COOKIE}=${id}; ${flags}`);
    return payload;
  });
}
