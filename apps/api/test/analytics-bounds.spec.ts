import { type Answer, ApiClient, newSessionId } from './api-client.js';
import {
  createTestDatabase,
  DATABASE_KINDS,
  type RunningServer,
  serverForSuite,
  startServer,
} from './server.js';

const BATCH = {
  consent: true,
  events: [{ eventName: 'screen_view', data: { screen: '/' } }],
};

/** A batch from a browser at `address` (any 127.x.y.z: a distinct client address for the server). */
const postFrom = (base: string, address: string, sessionId: string): Promise<Answer> =>
  new ApiClient(base, sessionId, 'czeus', {}, address).post('/analytics', BATCH);

const TOO_MANY = { statusCode: 429, message: 'error' };

const expectRetryWithinAMinute = (answer: Answer): void => {
  expect(answer.body).toEqual(TOO_MANY);
  expect(answer.retryAfter).toMatch(/^\d+$/);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
};

describe.each(DATABASE_KINDS)('analytics rate limits on %s', (kind) => {
  // Each test sends from its own addresses, so their counts per address stay apart.
  const suite = serverForSuite(kind, { ANALYTICS_RATE_LIMIT: '3', ANALYTICS_IP_RATE_LIMIT: '5' });
  const post = (address: string, sessionId: string) => postFrom(suite.server.url, address, sessionId);

  it('limits batches per session, whatever address they come from', async () => {
    const session = newSessionId();
    const answers: Answer[] = [];
    for (const address of ['127.0.3.1', '127.0.3.1', '127.0.3.2', '127.0.3.3'])
      answers.push(await post(address, session));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429]);
    expectRetryWithinAMinute(answers[3]);
    // Another session at the same address is not held back.
    expect((await post('127.0.3.1', newSessionId())).status).toBe(202);
  });

  it('limits batches per client address, all its sessions together', async () => {
    const sessions = [newSessionId(), newSessionId(), newSessionId()];
    const answers: Answer[] = [];
    for (const session of [...sessions, ...sessions]) answers.push(await post('127.0.4.1', session));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expectRetryWithinAMinute(answers[5]);
    // The same session from another address is served: the address was the limit.
    expect((await post('127.0.4.2', sessions[2])).status).toBe(202);
  });
});

/** An event received `daysAgo` UTC days before today, at 13:00 UTC. */
const oldEvent = (tenant: string, session: string, name: string, daysAgo: number): string =>
  `('${tenant}', '${session}', '${name}', ` +
  `(date_trunc('day', now() AT TIME ZONE 'UTC') - interval '${daysAgo} days' + interval '13 hours') AT TIME ZONE 'UTC')`;

interface DailyRow {
  tenant: string;
  days_ago: number;
  event_name: string;
  events: number;
  sessions: number;
}

describe.each(DATABASE_KINDS)('analytics retention on %s', (kind) => {
  it('rolls events older than 30 days into daily counts when a server starts, once, and keeps the rest', async () => {
    const db = await createTestDatabase(kind);
    try {
      const first = await startServer(db.env);
      const fresh = newSessionId();
      expect((await postFrom(first.url, '127.0.0.1', fresh)).status).toBe(202);
      await first.stop();
      await db.query(
        `INSERT INTO analytics_event (tenant, session_id, event_name, received_at) VALUES ${[
          oldEvent('czeus', 'old-session-a', 'startplay', 40),
          oldEvent('czeus', 'old-session-a', 'startplay', 40),
          oldEvent('czeus', 'old-session-b', 'startplay', 40),
          oldEvent('czeus', 'old-session-a', 'login', 40),
          oldEvent('school-7', 'old-session-c', 'startplay', 40),
          oldEvent('czeus', 'old-session-a', 'startplay', 35),
          oldEvent('czeus', 'old-session-a', 'startplay', 35),
          oldEvent('czeus', 'old-session-d', 'login', 31),
          oldEvent('czeus', 'kept-session', 'startplay', 30),
        ].join(', ')}`,
      );

      // On PostgreSQL two servers start on the database at once: each day is rolled by one.
      const starts = kind === 'postgres' ? [startServer(db.env), startServer(db.env)] : [startServer(db.env)];
      const servers: RunningServer[] = await Promise.all(starts);
      // The start's roll-up is done when a server says it is ready.
      const rolled = servers
        .flatMap((s) => [...s.output().matchAll(/analytics: (\d+) events of (\d+) days/g)])
        .reduce((sum, found) => sum + Number(found[1]), 0);
      for (const server of servers) expect(await server.stop()).toBe(0);

      expect(rolled).toBe(8);
      const daily = await db.query<DailyRow>(
        `SELECT tenant, (date_trunc('day', now() AT TIME ZONE 'UTC')::date - day) AS days_ago, event_name,
                events::int AS events, sessions
         FROM analytics_daily ORDER BY days_ago DESC, tenant, event_name`,
      );
      expect(daily).toEqual([
        { tenant: 'czeus', days_ago: 40, event_name: 'login', events: 1, sessions: 1 },
        { tenant: 'czeus', days_ago: 40, event_name: 'startplay', events: 3, sessions: 2 },
        { tenant: 'school-7', days_ago: 40, event_name: 'startplay', events: 1, sessions: 1 },
        { tenant: 'czeus', days_ago: 35, event_name: 'startplay', events: 2, sessions: 1 },
        { tenant: 'czeus', days_ago: 31, event_name: 'login', events: 1, sessions: 1 },
      ]);
      const kept = await db.query<{ session_id: string }>(
        `SELECT session_id FROM analytics_event ORDER BY received_at`,
      );
      expect(kept.map((row) => row.session_id)).toEqual(['kept-session', fresh]);
    } finally {
      await db.drop();
    }
  });
});
