import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_HEADER } from '@czeus/contract';
import { newSessionId } from './api-client.js';
import { type RunningServer, startServer } from './server.js';

/** A built page as small as can be, so GET / is the page and not a 404. */
function webRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'czeus-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>cZeus</title><script src="/a.js"></script>',
  );
  return dir;
}

/** The security headers of the page and of an API call. */
async function headersOf(server: RunningServer): Promise<Headers[]> {
  const page = await fetch(`${server.url}/`);
  const call = await fetch(`${server.url}/api/health`, { headers: { [SESSION_HEADER]: newSessionId() } });
  expect([page.status, call.status]).toEqual([200, 200]);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  return [page.headers, call.headers];
}

// The headers do not depend on the database, so PGlite alone.
describe.each([
  ['unset (plain http on any address)', {}, false],
  ['https', { PUBLIC_URL: 'https://czeus.example' }, true],
])('security headers with PUBLIC_URL %s', (_, env: Record<string, string>, https) => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ WEB_ROOT: webRoot(), ...env });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`${https ? 'asks' : 'never asks'} the browser to upgrade requests to https`, async () => {
    for (const headers of await headersOf(server as RunningServer)) {
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp.includes('upgrade-insecure-requests')).toBe(https);
    }
  });

  it(`${https ? 'sends' : 'sends no'} Strict-Transport-Security`, async () => {
    for (const headers of await headersOf(server as RunningServer)) {
      const hsts = headers.get('strict-transport-security');
      if (https) expect(hsts).toMatch(/^max-age=\d{7,}/);
      else expect(hsts).toBeNull();
    }
  });
});

describe('framing', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('is the game’s own alone by default, in both headers a browser reads', async () => {
    server = await startServer({ WEB_ROOT: webRoot() });
    for (const headers of await headersOf(server)) {
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('lets the portals the operator names frame the game, and only those', async () => {
    server = await startServer({
      WEB_ROOT: webRoot(),
      FRAME_ANCESTORS: 'https://school.example, http://localhost:*',
    });
    for (const headers of await headersOf(server)) {
      expect(headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://school.example http://localhost:*;",
      );
      // X-Frame-Options cannot name them, and would forbid what the policy allows in older browsers.
      expect(headers.get('x-frame-options')).toBeNull();
    }
  });

  it.each([
    'https://school.example; script-src *',
    "'unsafe-inline'",
    'javascript:alert(1)',
    'https://a.example/path',
  ])(
    'refuses to start with %j, which is no origin: it would be written into the policy as it is',
    async (value) => {
      await expect(startServer({ WEB_ROOT: webRoot(), FRAME_ANCESTORS: value })).rejects.toThrow(/exited/);
    },
  );
});
