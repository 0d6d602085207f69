import type { AdTicketResponse, GemsResponse, Profile } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { advanceClock, MOVABLE_CLOCK } from './clock.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('the ad reward on %s', (kind) => {
  // The spec's 10 s countdown, run on the server's clock moved on (no test sleeps); the cap is 2.
  const suite = serverForSuite(kind, { ...MOVABLE_CLOCK, AD_DAILY_CAP: '2' });
  const adRuns = () => advanceClock(suite.server.url, 10_000);

  it('credits 400 gems for a ticket the server issued, once, only after the ad ran, within a daily cap', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const start = await player.post<AdTicketResponse>('/user/ad-start', {});
    expect(start.status).toBe(200);
    expect(start.body.minSeconds).toBe(10);
    const early = await player.post('/user/ad-reward', { ticket: start.body.ticket });
    expect(early.status).toBe(400);

    await adRuns();
    expect((await player.post<GemsResponse>('/user/ad-reward', { ticket: start.body.ticket })).body).toEqual({
      gems: 900,
    });
    expect((await player.post('/user/ad-reward', { ticket: start.body.ticket })).status).toBe(400);

    const forged = await player.post('/user/ad-reward', { ticket: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    const stranger = new ApiClient(suite.server.url, newSessionId());
    const second = await player.post<AdTicketResponse>('/user/ad-start', {});
    const third = await player.post<AdTicketResponse>('/user/ad-start', {});
    await adRuns();
    expect((await stranger.post('/user/ad-reward', { ticket: second.body.ticket })).status).toBe(400);
    expect((await player.post('/user/ad-reward', { ticket: second.body.ticket })).status).toBe(200);
    expect((await player.post('/user/ad-reward', { ticket: third.body.ticket })).status).toBe(429);
    expect((await player.get<Profile>('/user/profile')).body.gems).toBe(1300);
  });
});
