import { type Answer, ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

/** The finding: 1,000 concurrent profile reads of one client made 549 × 500 and took health down. */
const BURST = 1000;
const HEALTH_SAMPLES = 20;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

describe.each(DATABASE_KINDS)('overload on %s', (kind) => {
  const suite = serverForSuite(kind);

  it('sheds a burst of 1,000 concurrent reads with 429 or 503 and Retry-After, never a 5xx else; health answers within 1 s', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    expect((await player.get('/user/profile')).status).toBe(200);

    const healthTimes: number[] = [];
    const healthStatuses: number[] = [];
    const sampleHealth = async () => {
      for (let i = 0; i < HEALTH_SAMPLES; i++) {
        const started = performance.now();
        const res = await fetch(`${suite.server.url}/api/health`);
        await res.text();
        healthTimes.push(performance.now() - started);
        healthStatuses.push(res.status);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: BURST }, () => player.get('/user/profile'))),
      sampleHealth(),
    ]);

    const byStatus = new Map<number, Answer[]>();
    for (const answer of answers)
      byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer]);
    const statuses = [...byStatus.keys()].sort();
    expect(statuses.filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
    expect(byStatus.get(200)?.length ?? 0).toBeGreaterThan(0);
    for (const refused of [...(byStatus.get(429) ?? []), ...(byStatus.get(503) ?? [])]) {
      expect(refused.retryAfter).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ statusCode: refused.status, message: 'error' });
    }
    expect(healthStatuses).toEqual(Array(HEALTH_SAMPLES).fill(200));
    expect(p95(healthTimes)).toBeLessThanOrEqual(1000);
    // The server is well afterwards: the player's next call is served.
    expect((await new ApiClient(suite.server.url, newSessionId()).get('/user/profile')).status).toBe(200);
  });

  it('limits one player to PLAYER_RATE_LIMIT calls a minute, whatever the route', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const answers: number[] = [];
    for (let i = 0; i < 610; i++) answers.push((await player.get('/user/profile')).status);
    expect(answers.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(answers.slice(600)).toEqual(Array(10).fill(429));
    // Another player at the same address is not held back by this one.
    expect((await new ApiClient(suite.server.url, newSessionId()).get('/user/profile')).status).toBe(200);
  });
});
