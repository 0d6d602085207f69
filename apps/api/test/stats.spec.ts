import {
  type DailyResponse,
  ERROR_KEYS,
  type ScoreResponse,
  SOLVE_TIME_BUCKET_SECONDS,
  SOLVE_TIME_BUCKETS,
  type StatsResponse,
} from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import fc from 'fast-check';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, ripen, solving, solvingWithMistake } from './game-log.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const DAY_MS = 86_400_000;
/** A person's pace on the daily (docs/game-rules.md): above every daily's least solving time. */
const PERSON_GAP_MS = 2000;

let made = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(made++).toString(36)}`;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

describe.each(DATABASE_KINDS)('GET /api/user/stats on %s', (kind) => {
  const suite = serverForSuite(kind, { ...MOVABLE_CLOCK, PUZZLE_BANK_SIZE: '3' });
  const url = () => suite.server.url;
  const guest = (tenant: string) => new ApiClient(url(), newSessionId(), tenant);

  /** The server's clock now (moving it by 0). */
  async function serverNow(): Promise<Date> {
    const res = await fetch(`${url()}/api/debug/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 0 }),
    });
    return new Date(((await res.json()) as { now: string }).now);
  }

  /** Serves a puzzle (`/game?…` or `/daily`), plays it with `events` and posts the score once it could have been played. */
  async function play(
    player: ApiClient,
    path: string,
    events: (record: PuzzleRecord) => ReturnType<typeof solving>,
  ): Promise<{ record: PuzzleRecord; score: ScoreResponse }> {
    const servedAt = Date.now();
    const served = await player.get<PuzzleRecord | DailyResponse<PuzzleRecord>>(path);
    expect(served.status).toBe(200);
    const record = 'puzzle' in served.body ? served.body.puzzle : served.body;
    const claim = claimFor(record, events(record), `stats-game-${unique()}`);
    await ripen(url(), servedAt, claim.playTime);
    const scored = await player.post<ScoreResponse>('/game/score', claim);
    expect(scored.status).toBe(200);
    return { record, score: scored.body };
  }

  const statsOf = async (player: ApiClient) => {
    const answer = await player.get<StatsResponse>('/user/stats');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    // To 01:00 UTC of the server's next day: no game of this suite crosses a midnight.
    const now = (await serverNow()).getTime();
    await fetch(`${url()}/api/debug/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: DAY_MS - (now % DAY_MS) + 3_600_000 }),
    });
  });

  it("answers the caller's games, wins, times per land and band, solve-time bars, calendar and daily history", async () => {
    const tenant = `stats-${unique()}`;
    const player = guest(tenant);
    const bank = '/game?level=2&shape=1&difficulty=1';
    const games = [
      await play(player, bank, (record) => solving(record)),
      await play(player, bank, (record) => solvingWithMistake(record)),
      await play(player, '/daily', (record) => solving(record, PERSON_GAP_MS)),
    ];
    const today = dayOf(await serverNow());
    const stats = await statsOf(player);

    expect(stats).toMatchObject({ games: 3, wins: 3, streak: { current: 1, best: 1, freezes: 0 } });
    // Per land and band, the figures of the scores the server answered.
    const slots = new Map<string, number[]>();
    for (const { record, score } of games) {
      const key = `${record.level}-${record.difficultyLevel}`;
      slots.set(key, [...(slots.get(key) ?? []), score.playTime]);
    }
    expect(stats.slots.map((s) => `${s.land}-${s.band}`).sort()).toEqual([...slots.keys()].sort());
    for (const slot of stats.slots) {
      const times = slots.get(`${slot.land}-${slot.band}`) ?? [];
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      expect(slot).toMatchObject({ games: times.length, wins: times.length });
      expect(slot.bestTime).toBeCloseTo(Math.min(...times), 3);
      expect(slot.averageTime).toBeCloseTo(mean, 1);
    }
    // Each solve in its bar of 30 s.
    const bars = new Array<number>(SOLVE_TIME_BUCKETS).fill(0);
    for (const { score } of games)
      bars[Math.min(SOLVE_TIME_BUCKETS - 1, Math.floor(score.playTime / SOLVE_TIME_BUCKET_SECONDS))]++;
    expect(stats.solveTimes).toEqual(bars);
    // The grid starts on a Monday, 11 weeks before this week's, and today's solve is in it.
    expect(weekday(stats.calendar.from)).toBe(0);
    const span = (Date.parse(today) - Date.parse(stats.calendar.from)) / DAY_MS;
    expect(span).toBe(77 + weekday(today));
    expect(stats.calendar).toMatchObject({ today, solved: [today], frozen: [] });
    // The daily ranks where the guest would stand: first of its own tenant.
    const daily = games[2].score;
    expect(stats.daily).toEqual([{ date: today, solved: true, playTime: daily.playTime, hints: 0, rank: 1 }]);
  });

  it('answers only the caller’s own figures: another player of the same tenant starts from nothing', async () => {
    const tenant = `stats-${unique()}`;
    const player = guest(tenant);
    await play(player, '/game?level=1&shape=1&difficulty=1', (record) => solving(record));
    const other = guest(tenant);
    const stats = await statsOf(other);
    expect(stats).toMatchObject({
      games: 0,
      wins: 0,
      slots: [],
      streak: { current: 0, best: 0, freezes: 0 },
      daily: [],
      calendar: { solved: [], frozen: [] },
    });
    expect(stats.solveTimes).toEqual(new Array(SOLVE_TIME_BUCKETS).fill(0));
    expect((await statsOf(player)).games).toBe(1);
  });

  it('refuses an unknown query key like every endpoint, and never answers 5xx to any query string', async () => {
    const player = guest(`stats-${unique()}`);
    const refused = await player.get('/user/stats?playerId=someone');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ statusCode: 400, message: 'error', details: ['playerId'] });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (query) => {
        const answer = await player.get(`/user/stats?${encodeURI(query)}`);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 200) {
          expect(answer.status).toBe(400);
          expect(ERROR_KEYS).toContain((answer.body as { message: string }).message);
        }
      }),
      { numRuns: 40 },
    );
  });
});
