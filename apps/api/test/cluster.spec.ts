import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ReadinessResponse, ScoreResponse } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { migrate } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { type Answer, accountClient, ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, ripen, solving } from './game-log.js';
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
      const env = {
        ...db.env,
        ...LIMITS,
        ...MOVABLE_CLOCK,
        JWT_SECRET,
        REDIS_URL: redis.url,
        PUZZLE_BANK_SIZE: '1',
      };
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

    // Last: it kills the first instance.
    it('lose no acknowledged game when one is killed mid-burst, and the other goes on serving', async () => {
      const [doomed, survivor] = servers;
      const player = new ApiClient(doomed.url, newSessionId(), 'czeus', {}, '127.0.7.1');
      const records: PuzzleRecord[] = [];
      for (let i = 0; i < 24; i++)
        records.push((await player.get<PuzzleRecord>('/game?level=1&shape=1&difficulty=1')).body);
      // The last serving's time: every game must fit since its own serving.
      const servedAt = Date.now();
      const claims = records.map((record, i) =>
        claimFor(record, solving(record), `burst-${i}-${Date.now()}`),
      );
      await ripen(doomed.url, servedAt, Math.max(...claims.map((c) => c.playTime)));

      // Killed once a third of the burst is answered: the rest is in flight or not yet begun.
      let answered = 0;
      let killed: Promise<number | null> | undefined;
      const posts = await Promise.allSettled(
        claims.map((claim) =>
          player.post<ScoreResponse>('/game/score', claim).then((answer) => {
            if (++answered >= claims.length / 3) killed ??= doomed.stop('SIGKILL');
            return answer;
          }),
        ),
      );
      await killed;
      const acknowledged = posts.flatMap((p) =>
        p.status === 'fulfilled' && p.value.status === 200 ? [p.value.body.gameId] : [],
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(claims.length / 3);
      expect(acknowledged.length).toBeLessThan(claims.length);

      const stored = await db.query<{ game_key: string }>('SELECT game_key FROM game');
      expect(acknowledged.filter((id) => !stored.some((row) => row.game_key === id))).toEqual([]);
      // The other instance serves the same player, its balance the sum of what was recorded.
      const elsewhere = new ApiClient(survivor.url, player.sessionId, 'czeus', {}, '127.0.7.1');
      const profile = await elsewhere.get<{ gems: number }>('/user/profile');
      const [{ earned }] = await db.query<{ earned: string }>(
        `SELECT coalesce(sum(gems_earned), 0) AS earned FROM game WHERE game_key LIKE 'burst-%'`,
      );
      expect([profile.status, profile.body.gems]).toEqual([200, 500 + Number(earned)]);
    });
  });
