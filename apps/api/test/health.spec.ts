import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthResponse, ReadinessResponse } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite, startServer } from './server.js';

const version = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;

describe.each(DATABASE_KINDS)('health on %s', (kind) => {
  const suite = serverForSuite(kind);

  it('answers ok with the database it runs on and the package version', async () => {
    const res = await fetch(`${suite.server.url}/api/health`);
    expect(res.status).toBe(200);
    expect((await res.json()) as HealthResponse).toEqual({ status: 'ok', db: kind, version });
  });

  it('is live, and ready while its database answers and it is not shutting down', async () => {
    const live = await fetch(`${suite.server.url}/api/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${suite.server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()) as ReadinessResponse).toEqual({
      status: 'ok',
      details: { database: { status: 'up' }, serving: { status: 'up' } },
    });
  });

  it('answers an unknown API path with a catalogue key and no stack trace', async () => {
    const res = await fetch(`${suite.server.url}/api/no-such-call`);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ statusCode: 404, message: 'error' });
  });
});

describe('a SIGTERM with DRAIN_SECONDS', () => {
  it('fails readiness at once, serves players through the drain, then exits', async () => {
    const server = await startServer({ DRAIN_SECONDS: '2' });
    const player = new ApiClient(server.url, newSessionId());
    expect((await player.get('/user/profile')).status).toBe(200);
    const exited = server.stop('SIGTERM');
    await server.printed(/SIGTERM: finishing requests/);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ statusCode: 503, message: 'error', details: ['serving'] });
    // Still served: the load balancer has not seen the failed check yet.
    expect((await player.get('/user/profile')).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await exited).toBe(0);
  });
});
