import type { TokenResponse } from '@czeus/contract';
import { type Answer, ApiClient, newSessionId, registerForm as form } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The ten loopback addresses a guesser spreads its tries over (the server listens on 127.0.0.1). */
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);
/** The server's free attempts before the first lock (auth/login-throttle.ts). */
const FREE_ATTEMPTS = 5;

describe.each(DATABASE_KINDS)('login attempts slowed per account on %s', (kind) => {
  const suite = serverForSuite(kind);
  const from = (address?: string) => new ApiClient(suite.server.url, newSessionId(), 'czeus', {}, address);
  const login = (email: string, password: string, address?: string) =>
    from(address).post<TokenResponse>('/auth/login', { email, password });
  const register = async (name: string) =>
    expect((await from().post('/auth/register', form(name))).status).toBe(201);
  const statuses = (answers: Answer[]) => answers.map((a) => a.status);

  it('throttles 200 guesses for one account from ten addresses, with 429, a catalogue key and Retry-After', async () => {
    await register('victim');
    const answers: Answer[] = [];
    // Ten at a time, one from each address, as a guesser with ten machines would send them.
    for (let round = 0; round < 20; round++) {
      answers.push(
        ...(await Promise.all(
          ADDRESSES.map((address, i) => login('victim@example.org', `guess-${round}-${i}`, address)),
        )),
      );
    }
    const refused = answers.filter((a) => a.status === 429);
    const checked = answers.filter((a) => a.status === 401);
    expect(checked.length + refused.length).toBe(200);
    // The free attempts, and one more each time a lock (1 s, 2 s, 4 s…) ran out during the test.
    expect(checked.length).toBeGreaterThanOrEqual(FREE_ATTEMPTS);
    expect(checked.length).toBeLessThanOrEqual(FREE_ATTEMPTS + 4);
    for (const answer of refused) {
      expect(answer.body).toEqual({ statusCode: 429, message: 'error' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses even the right password during the lock, and lets it in when the lock has passed', async () => {
    await register('patient');
    const wrong = [];
    for (let i = 0; i < FREE_ATTEMPTS; i++)
      wrong.push(await login('patient@example.org', `typo${i}`, ADDRESSES[i]));
    expect(statuses(wrong)).toEqual(Array(FREE_ATTEMPTS).fill(401));

    const locked = await login('Patient@example.org', 'secret1');
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBe('1');

    await sleep(Number(locked.retryAfter) * 1000 + 200);
    const right = await login('patient@example.org', 'secret1');
    expect(right.status).toBe(200);
    expect(right.body.token.split('.')).toHaveLength(3);
    // A successful login starts the count anew: the next typo is checked, not refused.
    expect((await login('patient@example.org', 'typo-again')).status).toBe(401);
  });

  it('leaves other accounts alone while one is locked', async () => {
    await register('target');
    await register('bystander');
    for (let i = 0; i <= FREE_ATTEMPTS; i++) await login('target@example.org', `guess${i}`, ADDRESSES[i]);
    expect((await login('target@example.org', 'secret1')).status).toBe(429);
    expect((await login('bystander@example.org', 'secret1')).status).toBe(200);
    expect((await login('bystander@example.org', 'wrong1')).status).toBe(401);
  });

  it('throttles an unknown email exactly like a known one, so the answers tell nothing', async () => {
    await register('known');
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i <= FREE_ATTEMPTS; i++) seen.push(await login(email, `guess${i}`, ADDRESSES[i]));
      return seen.map((a) => ({ status: a.status, body: a.body, retryAfter: a.retryAfter }));
    };
    const known = await answers('known@example.org');
    expect(await answers('nobody-here@example.org')).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([...Array(FREE_ATTEMPTS).fill(401), 429]);
  });
});
