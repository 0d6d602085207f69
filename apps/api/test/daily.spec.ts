import type { DailyClaimResponse, Profile } from '@czeus/contract';
import { accountClient, ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite, startServer } from './server.js';

let accounts = 0;
const name = () => `daily${process.pid}x${accounts++}`;
const gemsOf = async (client: ApiClient) => (await client.get<Profile>('/user/profile')).body.gems;

describe.each(DATABASE_KINDS)('the daily reward on %s', (kind) => {
  const suite = serverForSuite(kind);

  it('is for accounts: a guest is refused and credited nothing', async () => {
    const guest = new ApiClient(suite.server.url, newSessionId());
    const answer = await guest.get('/user/claim-daily');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('error-login-wrongcredentials');
    expect(await gemsOf(guest)).toBe(500);
  });

  it('credits 800 once a calendar day, even under 100 concurrent claims', async () => {
    const player = await accountClient(suite.server.url, name(), { 'x-time-zone': 'Pacific/Kiritimati' });
    const claims = await Promise.all(
      Array.from({ length: 100 }, () => player.get<DailyClaimResponse>('/user/claim-daily')),
    );
    expect(claims.every((c) => c.status === 200)).toBe(true);
    expect(claims.filter((c) => c.body.claimed)).toHaveLength(1);
    expect(await gemsOf(player)).toBe(1300);
    const day = claims[0].body.lastDaily;
    expect(day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()));
    expect((await player.get<Profile>('/user/profile')).body.lastDaily).toBe(day);
  });

  it.each([
    ['Etc/GMT+12', 'Pacific/Kiritimati'],
    ['Pacific/Kiritimati', 'Etc/GMT+12'],
  ])(
    'credits once for claims under %s, then %s a moment later (zones a day apart)',
    async (first, second) => {
      const player = await accountClient(suite.server.url, name());
      const claim = (zone: string) =>
        new ApiClient(suite.server.url, player.sessionId, 'czeus', { 'x-time-zone': zone });
      const answers = [];
      for (const zone of [first, second]) {
        const client = claim(zone);
        client.token = player.token;
        answers.push(await client.get<DailyClaimResponse>('/user/claim-daily'));
      }
      expect(answers.map((a) => a.body.claimed)).toEqual([true, false]);
      expect(await gemsOf(player)).toBe(1300);
    },
  );

  it('has no reset door unless the server runs with CZEUS_DEBUG=1', async () => {
    const player = await accountClient(suite.server.url, name());
    expect((await player.get('/user/reset-daily')).status).toBe(404);
    const docs = (await (await fetch(`${suite.server.url}/api/docs-json`)).json()) as { paths: object };
    expect(Object.keys(docs.paths)).not.toContain('/api/user/reset-daily');
  });
});

describe('CZEUS_DEBUG=1', () => {
  const suite = serverForSuite('pglite', { CZEUS_DEBUG: '1' });

  it("opens the spec's reset-daily key: the daily can be claimed again", async () => {
    const player = await accountClient(suite.server.url, name());
    expect((await player.get<DailyClaimResponse>('/user/claim-daily')).body.claimed).toBe(true);
    expect((await player.get('/user/reset-daily')).status).toBe(200);
    expect((await player.get<DailyClaimResponse>('/user/claim-daily')).body).toMatchObject({
      claimed: true,
      gems: 2100,
    });
  });

  it('is refused in production: the server does not start', async () => {
    const start = startServer({
      CZEUS_DEBUG: '1',
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(16) + 'Zq9'.repeat(8),
    });
    await expect(start).rejects.toThrow(/CZEUS_DEBUG=1 opens debug doors: never in production/);
  });
});
