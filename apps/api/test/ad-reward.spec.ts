import type { AdTicketResponse, GemsResponse, Profile } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASE_KINDS)('the ad reward on %s', (kind) => {
  // The spec's 10 s countdown, shortened to 1 s so the test waits less; the cap is 2.
  const suite = serverForSuite(kind, { AD_MIN_SECONDS: '1', AD_DAILY_CAP: '2' });

  it('credits 400 gems for a ticket the server issued, once, only after the ad ran, within a daily cap', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const start = await player.post<AdTicketResponse>('/user/ad-start', {});
    expect(start.status).toBe(200);
    expect(start.body.minSeconds).toBe(1);
    const early = await player.post('/user/ad-reward', { ticket: start.body.ticket });
    expect(early.status).toBe(400);

    await sleep(1100);
    expect((await player.post<GemsResponse>('/user/ad-reward', { ticket: start.body.ticket })).body).toEqual({
      gems: 900,
    });
    expect((await player.post('/user/ad-reward', { ticket: start.body.ticket })).status).toBe(400);

    const forged = await player.post('/user/ad-reward', { ticket: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    const stranger = new ApiClient(suite.server.url, newSessionId());
    const second = await player.post<AdTicketResponse>('/user/ad-start', {});
    const third = await player.post<AdTicketResponse>('/user/ad-start', {});
    await sleep(1100);
    expect((await stranger.post('/user/ad-reward', { ticket: second.body.ticket })).status).toBe(400);
    expect((await player.post('/user/ad-reward', { ticket: second.body.ticket })).status).toBe(200);
    expect((await player.post('/user/ad-reward', { ticket: third.body.ticket })).status).toBe(429);
    expect((await player.get<Profile>('/user/profile')).body.gems).toBe(1300);
  });
});
