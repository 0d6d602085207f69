import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ReadinessResponse } from '@czeus/contract';
import { migrate } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { type Answer, accountClient, ApiClient, newSessionId } from './api-client.js';
import { freePort, REDIS_SERVER, startRedis, type TestRedis } from './redis.js';
import {
  BANK_FILLED,
  createTestDatabase,
  type RunningServer,
  startServer,
  type TestDatabase,
} from './server.js';

/** A call from `address` (every 127.x.y.z is this machine) to one instance. */
const callFrom = (server: RunningServer, address: string, path: string, sessionId = newSessionId()) =>
  new ApiClient(server.url, sessionId, 'czeus', {}, address).get(path);

const statuses = (answers: Answer[]) => answers.map((a) => a.status);

/** Low limits, so a test reaches them in a few calls; one signing key for every instance. */
const LIMITS = { AUTH_RATE_LIMIT: '6', GUEST_RATE_LIMIT: '4' };
const JWT_SECRET = randomBytes(32).toString('hex');

describe('a server whose Redis cannot be reached', () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('answers, and counts its limits on its own', async () => {
    // Nobody listens on this port: every command fails at once.
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    server = await startServer({ ...LIMITS, REDIS_URL: redisUrl });
    const guests: Answer[] = [];
    for (let i = 0; i < 5; i++) guests.push(await callFrom(server, '127.0.9.1', '/user/profile'));
    expect(statuses(guests)).toEqual([200, 200, 200, 200, 429]);
    await server.printed(/Redis is out of reach/);
  });
});

// Several instances need one database all of them reach: PostgreSQL (PGlite is one process's).
const CLUSTER = process.env.TEST_DATABASE_URL && REDIS_SERVER;
if (CLUSTER)
  describe('two instances on one PostgreSQL and one Redis', () => {
    let db: TestDatabase;
    let redis: TestRedis;
    let servers: RunningServer[] = [];
    /** Instance A, B, A, B… */
    const nth = (i: number) => servers[i % servers.length];

    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      redis = await startRedis();
      const env = { ...db.env, ...LIMITS, JWT_SECRET, REDIS_URL: redis.url, PUZZLE_BANK_SIZE: '1' };
      // At the same moment, on a database with no table yet: both would run the migrations.
      servers = await Promise.all([startServer(env), startServer(env)]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await redis?.stop();
      await db?.drop();
    });

    it('ran each migration once, though they started together', async () => {
      const runs = await db.query<{ name: string; runs: string }>(
        'SELECT name, count(*) AS runs FROM migrations GROUP BY name',
      );
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.filter((r) => Number(r.runs) !== 1)).toEqual([]);
    });

    it('take turns to migrate: four at once on a new database apply each migration once', async () => {
      const fresh = await createTestDatabase('postgres');
      const sources = Array.from(
        { length: 4 },
        () => new DataSource({ type: 'postgres', url: fresh.env.DATABASE_URL, migrations: MIGRATIONS }),
      );
      try {
        await Promise.all(sources.map((source) => source.initialize()));
        await Promise.all(sources.map((source) => migrate(source, 'postgres')));
        const runs = await fresh.query<{ runs: string }>('SELECT count(*) AS runs FROM migrations');
        expect(Number(runs[0].runs)).toBe(MIGRATIONS.length);
      } finally {
        await Promise.all(sources.map((source) => source.destroy()));
        await fresh.drop();
      }
    });

    it('fill the puzzle bank once between them: one makes it, the other finds it made', async () => {
      await Promise.race(servers.map((s) => s.printed(BANK_FILLED)));
      const [{ puzzles, distinct }] = await db.query<{ puzzles: string; distinct: string }>(
        `SELECT count(*) AS puzzles, count(DISTINCT record - 'puzzleId') AS distinct FROM puzzle`,
      );
      expect(Number(puzzles)).toBeGreaterThan(0);
      expect(distinct).toBe(puzzles);
      // The one that waited started after the filling and found nothing to make.
      const built = servers.map((s) => /building the puzzle bank/.test(s.output()));
      expect(built.filter(Boolean)).toHaveLength(1);
    });

    it('say in their readiness that the limits are shared', async () => {
      for (const server of servers) {
        const ready = await fetch(`${server.url}/api/health/ready`);
        expect(((await ready.json()) as ReadinessResponse).details.limits).toEqual({
          status: 'up',
          shared: true,
        });
      }
    });

    it('count the guests an address makes in one budget, whichever instance it asks', async () => {
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++) answers.push(await callFrom(nth(i), '127.0.8.1', '/user/profile'));
      // Counted per instance, the address would have made 8 guests before a refusal.
      expect(statuses(answers)).toEqual([200, 200, 200, 200, 429, 429]);
    });

    it('hold the account doors of an address to one budget across instances', async () => {
      const answers: Answer[] = [];
      for (let i = 0; i < 10; i++) answers.push(await callFrom(nth(i), '127.0.8.2', '/auth/challenge'));
      expect(statuses(answers)).toEqual([...Array(6).fill(200), ...Array(4).fill(429)]);
      expect(answers[6].body).toEqual({ statusCode: 429, message: 'error' });
    });

    it('refuse on one instance a token logged out on the other', async () => {
      const player = await accountClient(servers[0].url, `cluster${Date.now().toString(36)}`);
      const elsewhere = new ApiClient(servers[1].url, player.sessionId);
      elsewhere.token = player.token;
      expect((await elsewhere.get('/user/profile')).status).toBe(200);
      expect((await player.get('/auth/logout')).status).toBe(200);
      expect((await elsewhere.get('/user/profile')).status).toBe(401);
    });

    it('credit the daily gems once under 100 claims at once across both', async () => {
      const player = await accountClient(servers[0].url, `daily${Date.now().toString(36)}`);
      const claims = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const client = new ApiClient(nth(i).url, player.sessionId);
          client.token = player.token;
          return client.get<{ claimed: boolean }>('/user/claim-daily');
        }),
      );
      expect(claims.filter((c) => c.status !== 200)).toEqual([]);
      expect(claims.filter((c) => c.body.claimed)).toHaveLength(1);
      expect((await player.get<{ gems: number }>('/user/profile')).body.gems).toBe(1300);
    });

    it('go on answering while Redis is down, and share their counts again once it is back', async () => {
      await redis.stop();
      const during: Answer[] = [];
      for (let i = 0; i < 10; i++) during.push(await callFrom(nth(i), '127.0.8.3', '/user/profile'));
      // Each instance counts on its own: 4 guests each, none refused for a missing Redis.
      expect(statuses(during)).toEqual([...Array(8).fill(200), 429, 429]);
      await Promise.all(servers.map((s) => s.printed(/Redis is out of reach/)));
      // Still ready: every instance shares the one Redis, and none is worse off than another.
      const ready = await fetch(`${servers[0].url}/api/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([
        200,
        {
          status: 'ok',
          details: {
            database: { status: 'up' },
            serving: { status: 'up' },
            limits: { status: 'up', shared: false },
          },
        },
      ]);

      await redis.start();
      await Promise.all(servers.map((s) => s.printed(/Redis answers again/)));
      const after: Answer[] = [];
      for (let i = 0; i < 6; i++) after.push(await callFrom(nth(i), '127.0.8.4', '/user/profile'));
      expect(statuses(after)).toEqual([200, 200, 200, 200, 429, 429]);
    });
  });
