import { SESSION_COOKIE, SESSION_HEADER, type SessionResponse } from '@czeus/contract';
import { newSessionId } from './api-client.js';
import { serverForSuite } from './server.js';

describe('the session id outlives script storage in a server-set cookie', () => {
  const suite = serverForSuite('pglite');

  it('sets the cookie from the session header, once, and recalls it for a browser without one', async () => {
    const id = newSessionId();
    const first = await fetch(`${suite.server.url}/api/user/profile`, { headers: { [SESSION_HEADER]: id } });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=${id}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`),
    );

    // Script storage cleared: no header, only the cookie the browser kept.
    const recalled = await fetch(`${suite.server.url}/api/session`, {
      headers: { cookie: `${SESSION_COOKIE}=${id}` },
    });
    expect((await recalled.json()) as SessionResponse).toEqual({ sessionId: id });

    const again = await fetch(`${suite.server.url}/api/user/profile`, {
      headers: { [SESSION_HEADER]: id, cookie: `theme=dark; ${SESSION_COOKIE}=${id}` },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('recalls nothing for a browser that never came, and ignores a malformed cookie', async () => {
    const none = await fetch(`${suite.server.url}/api/session`);
    expect(await none.json()).toEqual({ sessionId: null });
    const bad = await fetch(`${suite.server.url}/api/session`, {
      headers: { cookie: `${SESSION_COOKIE}=<script>` },
    });
    expect(await bad.json()).toEqual({ sessionId: null });
  });

  it('sets no cookie on answers outside the API', async () => {
    const page = await fetch(`${suite.server.url}/somewhere`, {
      headers: { [SESSION_HEADER]: newSessionId() },
    });
    expect(page.headers.get('set-cookie')).toBeNull();
  });
});
