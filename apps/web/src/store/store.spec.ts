import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_TENANT,
  SESSION_HEADER,
  TENANT_HEADER,
  type HealthResponse,
  type Profile,
} from '@czeus/contract';
import { gameApi } from './api';
import { resetGameApi } from './api-slot';
import { loggedIn } from './auth-slice';
import { selectProfile } from './profile';
import { selectSessionId } from './session-slice';
import { makeStore, type RootState } from './store';

describe('makeStore and the game API', () => {
  let server: Server;
  let seen: IncomingHttpHeaders[] = [];
  let base = '';
  const health: HealthResponse = { status: 'ok', db: 'pglite', version: '9.9.9' };
  const profile = { gems: 1234, registered: false, gamesCount: 3 } as Profile;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      const answer = req.url === '/api/health' ? health : req.url === '/api/user/profile' ? profile : null;
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { statusCode: 404, message: 'error' }));
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

  // The store is built without the API's code (store/api-slot.ts); these hold the two places
  // where it names the API's insides to what RTK Query does.
  it("reads the fetched profile by selectProfile as the endpoint's own selector does", async () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: base });
    expect(selectProfile(store.getState())).toBeUndefined();
    await store.dispatch(gameApi.endpoints.profile.initiate());
    expect(selectProfile(store.getState())).toEqual(profile);
    expect(selectProfile(store.getState())).toBe(
      gameApi.endpoints.profile.select()(store.getState() as Required<RootState>).data,
    );
  });

  it("forgets the previous player's answers on a login, as resetApiState does", async () => {
    expect(resetGameApi().type).toBe(gameApi.util.resetApiState().type);
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: base });
    await store.dispatch(gameApi.endpoints.profile.initiate());
    expect(selectProfile(store.getState())).toBeDefined();
    store.dispatch(loggedIn('another.player.token', 'email'));
    expect(selectProfile(store.getState())).toBeUndefined();
  });
});
