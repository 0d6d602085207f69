import path from 'node:path';
import { SESSION_COOKIE, SESSION_HEADER, type SessionResponse } from '@czeus/contract';
import { newSessionId } from './api-client.js';
import { serverForSuite } from './server.js';

describe('the session id outlives script storage in a server-set cookie', () => {
  // The web build too: its pages carry the cookie again.
  const suite = serverForSuite('pglite', { WEB_ROOT: path.resolve(__dirname, '../../web/dist') });

  it('sets the cookie from the session header, once, and recalls it for a browser without one', async () => {
    const id = newSessionId();
    const first = await fetch(`${suite.server.url}/api/user/profile`, { headers: { [SESSION_HEADER]: id } });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${id}; Path=/; Max-Age=\\d+; SameSite=Lax$`));

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

  it('sets no cookie on answers outside the API from the session header alone', async () => {
    const page = await fetch(`${suite.server.url}/somewhere`, {
      headers: { [SESSION_HEADER]: newSessionId() },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    // Every page is private, so a shared cache never keeps a page that set one browser's cookie.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sets the kept cookie again, readable and for this browser only, on a page', async () => {
    const id = newSessionId();
    for (const path of ['/', '/play?level=1', '/tutorial/summerland/1']) {
      const page = await fetch(`${suite.server.url}${path}`, {
        headers: { cookie: `theme=dark; ${SESSION_COOKIE}=${id}` },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toMatch(
        new RegExp(`^${SESSION_COOKIE}=${id}; Path=/; Max-Age=\\d+; SameSite=Lax$`),
      );
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
    }
    // A malformed cookie, and a file that is not a page, set nothing.
    const bad = await fetch(`${suite.server.url}/`, { headers: { cookie: `${SESSION_COOKIE}=a;b<script>` } });
    expect(bad.headers.get('set-cookie')).toBeNull();
    const manifest = await fetch(`${suite.server.url}/manifest.webmanifest`, {
      headers: { cookie: `${SESSION_COOKIE}=${id}` },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('set-cookie')).toBeNull();
  });
});
