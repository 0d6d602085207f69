import type { GemsResponse, Profile } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('the gem ledger on %s', (kind) => {
  const suite = serverForSuite(kind);
  const browser = (headers: Record<string, string> = {}) =>
    new ApiClient(suite.server.url, newSessionId(), 'czeus', headers);
  const gemsOf = async (client: ApiClient) => (await client.get<Profile>('/user/profile')).body.gems;

  it('charges the price of a smart hint (100) and a reveal (200)', async () => {
    const player = browser();
    expect(
      (
        await player.post<GemsResponse>('/user/gems', {
          gems: 400,
          reason: 'smart-hint',
          idempotencyKey: 'gems-spec-game:smart-hint:1',
        })
      ).body,
    ).toEqual({ gems: 400 });
    expect(
      (
        await player.post<GemsResponse>('/user/gems', {
          gems: 200,
          reason: 'reveal',
          idempotencyKey: 'gems-spec-game:reveal:1',
        })
      ).body,
    ).toEqual({ gems: 200 });
    expect(await gemsOf(player)).toBe(200);
  });

  it('never raises the balance: asking for more, or a price not charged, changes nothing', async () => {
    const player = browser();
    for (const gems of [5000, 500, 450, 401]) {
      const answer = await player.post('/user/gems', {
        gems,
        reason: 'smart-hint',
        idempotencyKey: `gems-spec-game:smart-hint:${gems}`,
      });
      expect({ gems, status: answer.status }).toEqual({ gems, status: 409 });
    }
    for (const bad of [
      { gems: -1 },
      { gems: 1.5 },
      { gems: '400' },
      { reason: 'gift' },
      { idempotencyKey: 'short' },
      { idempotencyKey: 'gems-spec-game:reveal:1' }, // a key naming another reason
      { idempotencyKey: 'ad:0123456789abcdef0123456789abcdef' },
      { bonus: 1 },
    ]) {
      const answer = await player.post('/user/gems', {
        gems: 400,
        reason: 'smart-hint',
        idempotencyKey: 'gems-spec-game:smart-hint:1',
        ...bad,
      });
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
    }
    expect(await gemsOf(player)).toBe(500);
  });

  it('says 402 when the gems do not cover the price, so the client can offer the ad', async () => {
    const player = browser();
    await player.post('/user/gems', {
      gems: 300,
      reason: 'reveal',
      idempotencyKey: 'gems-spec-game:reveal:1',
    });
    await player.post('/user/gems', {
      gems: 100,
      reason: 'reveal',
      idempotencyKey: 'gems-spec-game:reveal:2',
    });
    const short = await player.post('/user/gems', {
      gems: -100,
      reason: 'reveal',
      idempotencyKey: 'gems-spec-game:reveal:3',
    });
    expect(short.status).toBe(400); // a negative balance is not even a valid request
    const poor = await player.post('/user/gems', {
      gems: 0,
      reason: 'reveal',
      idempotencyKey: 'gems-spec-game:reveal:4',
    });
    expect(poor.status).toBe(402);
    expect(await gemsOf(player)).toBe(100);
  });

  it('charges a retried purchase once', async () => {
    const player = browser();
    const buy = () =>
      player.post<GemsResponse>('/user/gems', {
        gems: 400,
        reason: 'smart-hint',
        idempotencyKey: 'gems-spec-game:smart-hint:1',
      });
    expect((await buy()).status).toBe(200);
    expect((await buy()).body).toEqual({ gems: 400 });
    expect(await gemsOf(player)).toBe(400);
  });

  it('of two concurrent spends of the whole balance, exactly one succeeds', async () => {
    const player = browser();
    await player.post('/user/gems', {
      gems: 300,
      reason: 'reveal',
      idempotencyKey: 'gems-spec-game:reveal:1',
    });
    await player.post('/user/gems', {
      gems: 200,
      reason: 'smart-hint',
      idempotencyKey: 'gems-spec-game:smart-hint:1',
    });
    // 200 left: two different reveals race for it.
    const answers = await Promise.all(
      ['gems-spec-game:reveal:2', 'gems-spec-game:reveal:3'].map((key) =>
        player.post('/user/gems', { gems: 0, reason: 'reveal', idempotencyKey: key }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402]);
    expect(await gemsOf(player)).toBe(0);
  });

  it('leaves every balance equal to the sum of its ledger (checked with the server stopped)', async () => {
    expect(await suite.server.stop()).toBe(0);
    const [check] = await suite.db.query<{ players: number | string; mismatched: number | string }>(
      `SELECT count(*) AS players,
              count(*) FILTER (WHERE p.gems <> (SELECT coalesce(sum(amount), 0) FROM gem_entry g WHERE g.player_id = p.id)) AS mismatched
         FROM player p`,
    );
    expect(Number(check.players)).toBeGreaterThan(3);
    expect(Number(check.mismatched)).toBe(0);
  });
});
