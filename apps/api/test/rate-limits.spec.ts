import { type Answer, ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

/**
 * A call from a browser at `address`: every 127.x.y.z is this machine, so binding the client's
 * end of the connection to one makes it a distinct client address for the server.
 */
const callFrom = (base: string, address: string, path: string, sessionId: string, body?: unknown) => {
  const client = new ApiClient(base, sessionId, 'czeus', {}, address);
  return body === undefined ? client.get(path) : client.post(path, body);
};

const PUZZLE = '/game?level=1&shape=1&difficulty=1';
const LIMITS = { PUZZLE_RATE_LIMIT: '3', PUZZLE_IP_RATE_LIMIT: '5', GUEST_RATE_LIMIT: '4' };
const TOO_MANY = { statusCode: 429, message: 'error' };

/** Retry-After in whole seconds, within the window of the limit. */
const expectRetryWithin = (answer: Answer, seconds: number): void => {
  expect(answer.retryAfter).toMatch(/^\d+$/);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(seconds);
};

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  // Each test sends from its own addresses, so their counts per address stay apart.
  const suite = serverForSuite(kind, LIMITS);
  const get = (address: string, path: string, sessionId: string) =>
    callFrom(suite.server.url, address, path, sessionId);

  it('limits GET /api/game per player, whatever address it comes from', async () => {
    const session = newSessionId();
    const answers: Answer[] = [];
    for (const address of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.4'])
      answers.push(await get(address, PUZZLE, session));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3].body).toEqual(TOO_MANY);
    expectRetryWithin(answers[3], 60);
    // Another player at the same address is not held back.
    expect((await get('127.0.0.2', PUZZLE, newSessionId())).status).toBe(200);
  });

  it('limits GET /api/game per client address, all its players together', async () => {
    const players = [newSessionId(), newSessionId(), newSessionId()];
    const statuses: number[] = [];
    let refused: Answer | undefined;
    for (const session of [...players, ...players]) {
      const answer = await get('127.0.1.1', PUZZLE, session);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refused?.body).toEqual(TOO_MANY);
    expectRetryWithin(refused as Answer, 60);
    // The same player from another address is served: the address was the limit.
    expect((await get('127.0.1.2', PUZZLE, players[2])).status).toBe(200);
  });

  it("counts the daily's looks and servings in the same per-player budget as GET /api/game", async () => {
    const session = newSessionId();
    const answers: Answer[] = [];
    for (const path of ['/daily?peek=1', '/daily', PUZZLE, '/daily?peek=1', '/daily'])
      answers.push(await get('127.0.3.1', path, session));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].body).toEqual(TOO_MANY);
    expectRetryWithin(answers[3], 60);
  });

  it('limits the guests a client address makes, not the requests of guests it has', async () => {
    const sessions = Array.from({ length: 5 }, () => newSessionId());
    const answers: Answer[] = [];
    for (const session of sessions) answers.push(await get('127.0.2.1', '/user/profile', session));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4].body).toEqual(TOO_MANY);
    expectRetryWithin(answers[4], 3600);
    // Guests already made keep playing; a new session elsewhere is made.
    expect((await get('127.0.2.1', '/user/profile', sessions[0])).status).toBe(200);
    expect((await get('127.0.2.1', PUZZLE, sessions[1])).status).toBe(200);
    expect((await get('127.0.2.2', '/user/profile', sessions[4])).status).toBe(200);
  });

  it('counts a session once however many first calls it makes at once', async () => {
    const session = newSessionId();
    const burst = await Promise.all(
      Array.from({ length: 80 }, () => get('127.0.2.3', '/user/profile', session)),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(80).fill(200));
    expect(new Set(burst.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // One guest counted of 4: three more sessions are made, the fifth is refused.
    const more: number[] = [];
    for (let i = 0; i < 4; i++) more.push((await get('127.0.2.3', '/user/profile', newSessionId())).status);
    expect(more).toEqual([200, 200, 200, 429]);
  });

  it('counts a registration without a guest in the same budget as new guests', async () => {
    const register = (name: string) =>
      callFrom(suite.server.url, '127.0.2.4', '/auth/register', newSessionId(), {
        email: `${name}@example.org`,
        username: name,
        password: 'secret1',
        password2: 'secret1',
        GDPRConfirmed: true,
      });
    for (let i = 0; i < 2; i++)
      expect((await get('127.0.2.4', '/user/profile', newSessionId())).status).toBe(200);
    expect((await register('budget-a')).status).toBe(201);
    expect((await register('budget-b')).status).toBe(201);
    const refused = await register('budget-c');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: TOO_MANY });
    expectRetryWithin(refused, 3600);
    // A guest already made registers in its own slot: nothing new is made.
    const guest = newSessionId();
    expect((await get('127.0.2.5', '/user/profile', guest)).status).toBe(200);
    const made = await callFrom(suite.server.url, '127.0.2.4', '/auth/register', guest, {
      email: 'budget-d@example.org',
      username: 'budget-d',
      password: 'secret1',
      password2: 'secret1',
      GDPRConfirmed: true,
    });
    expect(made.status).toBe(201);
  });
});
