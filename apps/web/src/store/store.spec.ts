import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TENANT, SESSION_HEADER, TENANT_HEADER, type HealthResponse } from '@czeus/contract';
import { gameApi } from './api';
import { selectSessionId } from './session-slice';
import { makeStore } from './store';

describe('makeStore and the game API', () => {
  let server: Server;
  let seen: IncomingHttpHeaders[] = [];
  let base = '';
  const health: HealthResponse = { status: 'ok', db: 'pglite', version: '9.9.9' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      const found = req.url === '/api/health';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? health : { statusCode: 404, message: 'error' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen = [];
  });

  it('keeps the session it was made with', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: base });
    expect(selectSessionId(store.getState())).toBe('abcdefghij0123456789');
  });

  it('sends the session and tenant headers over HTTP and stores the answer', async () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: base });
    const result = await store.dispatch(gameApi.endpoints.health.initiate());
    expect(result.data).toEqual(health);
    expect(seen).toHaveLength(1);
    expect(seen[0][SESSION_HEADER]).toBe('abcdefghij0123456789');
    expect(seen[0][TENANT_HEADER]).toBe(DEFAULT_TENANT);
  });
});
