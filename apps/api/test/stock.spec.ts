import {
  ERROR_KEYS,
  type ScoreResponse,
  STOCK_MAX_SLOTS,
  STOCK_PATH,
  STOCK_PER_SLOT,
  type StockResponse,
} from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Answer, ApiClient, newSessionId } from './api-client.js';
import { advanceClock, MOVABLE_CLOCK } from './clock.js';
import { claimFor, gameIds, profileOf, ripen, solving } from './game-log.js';
import { BANK_FILLED, DATABASE_KINDS, serverForSuite } from './server.js';

const gameId = gameIds('stock');
const DAY_MS = 24 * 3600 * 1000;

type Stock = StockResponse<PuzzleRecord>;

const ids = (stock: Stock) => stock.puzzles.map((p) => p.puzzle.puzzleId);

/** Every (land, shape, difficulty) there is: difficulty at most land + 1. */
const EVERY_SLOT = [1, 2, 3].flatMap((level) =>
  [1, 2, 3, 4].flatMap((shape) =>
    Array.from({ length: Math.min(4, level + 1) }, (_, b) => ({ level, shape, difficulty: b + 1 })),
  ),
);

const expectCatalogue4xx = (where: unknown, answer: Answer) => {
  expect({ where, status: answer.status >= 400 && answer.status < 500 }).toEqual({ where, status: true });
  expect(ERROR_KEYS).toContain((answer.body as { message?: unknown }).message);
};

describe.each(DATABASE_KINDS)('the offline stock on %s', (kind) => {
  // Four puzzles a slot and no growth: a stock of three leaves one, and the order is the test's.
  const suite = serverForSuite(kind, { ...MOVABLE_CLOCK, PUZZLE_BANK_SIZE: '4', PUZZLE_BANK_CAP: '4' });
  beforeAll(() => suite.server.printed(BANK_FILLED), 120_000);

  const stockOf = async (player: ApiClient, slots: unknown): Promise<Stock> => {
    const answer = await player.post<Stock>(STOCK_PATH, { slots });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('stocks three puzzles of each slot asked, each a serving; asking again answers the same and serves nothing new', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const slots = [
      { level: 1, shape: 1, difficulty: 1 },
      { level: 2, shape: 3, difficulty: 3 },
    ];
    const first = await stockOf(player, slots);
    expect(first.puzzles).toHaveLength(2 * STOCK_PER_SLOT);
    expect(new Set(ids(first)).size).toBe(2 * STOCK_PER_SLOT);
    for (const p of first.puzzles) {
      const asked = slots.find(
        (s) => s.level === p.level && s.shape === p.shape && s.difficulty === p.difficulty,
      );
      expect(asked).toBeDefined();
      expect(p.puzzle.level).toBe(p.level);
      expect(Date.parse(p.expiresAt) - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
    }
    const again = await stockOf(player, slots);
    expect(ids(again).sort()).toEqual(ids(first).sort());
    // The one puzzle of each slot left unstocked is what GET /game serves first.
    const served = await player.get<PuzzleRecord>('/game?level=1&shape=1&difficulty=1');
    expect(ids(first)).not.toContain(served.body.puzzleId);
  });

  it('a stocked game is scored once, however often and under whatever ids it is posted, and its place is stocked anew', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const slot = [{ level: 1, shape: 2, difficulty: 1 }];
    const stockedAt = Date.now();
    const stock = await stockOf(player, slot);
    const record = stock.puzzles[0].puzzle;
    const claim = claimFor(record, solving(record), gameId());
    await ripen(suite.server.url, stockedAt, claim.playTime);
    const posts = await Promise.all(
      Array.from({ length: 3 }, () => player.post<ScoreResponse>('/game/score', claim)),
    );
    expect(posts.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(new Set(posts.map((p) => JSON.stringify({ ...p.body, gems: 0 }))).size).toBe(1);
    // The same log under another game id: the stocked serving was scored already.
    const forged = await player.post('/game/score', { ...claim, gameId: gameId() });
    expect(forged.status).toBe(409);
    expectCatalogue4xx('forged id', forged);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 1 });

    const restocked = await stockOf(player, slot);
    expect(restocked.puzzles).toHaveLength(STOCK_PER_SLOT);
    expect(ids(restocked)).not.toContain(record.puzzleId);
    expect(ids(restocked)).toEqual(expect.arrayContaining(ids(stock).slice(1)));
  });

  it('refuses a score for a puzzle the player was never served, and a game id of another shape', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const other = new ApiClient(suite.server.url, newSessionId());
    const theirs = (await stockOf(other, [{ level: 1, shape: 3, difficulty: 1 }])).puzzles[0].puzzle;
    const claim = claimFor(theirs, solving(theirs), gameId());
    const notMine = await player.post('/game/score', claim);
    expect(notMine.status).toBe(400);
    expectCatalogue4xx('not served', notMine);
    for (const bad of [
      'short',
      'a'.repeat(65),
      'has space here',
      'nul\0nul-id',
      '__proto__',
      'constructor',
    ]) {
      const answer = await other.post('/game/score', { ...claim, gameId: bad });
      expectCatalogue4xx(bad, answer);
    }
    expect(await profileOf(player)).toMatchObject({ gamesCount: 0, gems: 500 });
    expect(await profileOf(other)).toMatchObject({ gamesCount: 0, gems: 500 });
  });

  it('answers every slot there is at once, and never more than its cap a slot, however many ask at once', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => player.post<Stock>(STOCK_PATH, { slots: EVERY_SLOT })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const all = ids(answers[0].body).sort();
    expect(all).toHaveLength(STOCK_MAX_SLOTS * STOCK_PER_SLOT);
    for (const a of answers) expect(ids(a.body).sort()).toEqual(all);
  });

  it('refuses every malformed stock request with a 400 and a catalogue key', async () => {
    const slot = { level: 1, shape: 1, difficulty: 1 };
    const bodies: unknown[] = [
      {},
      { slots: [] },
      { slots: 'all' },
      { slots: [slot, slot] },
      { slots: [...EVERY_SLOT, slot] },
      { slots: Array.from({ length: 1000 }, () => slot) },
      { slots: [{ level: 1, shape: 1, difficulty: 3 }] },
      { slots: [{ level: 0, shape: 1, difficulty: 1 }] },
      { slots: [{ level: 4, shape: 1, difficulty: 1 }] },
      { slots: [{ level: 1, shape: 5, difficulty: 1 }] },
      { slots: [{ level: '1', shape: 1, difficulty: 1 }] },
      { slots: [{ level: 1.5, shape: 1, difficulty: 1 }] },
      { slots: [{ level: 1, shape: 1 }] },
      { slots: [null] },
      { slots: [[1, 1, 1]] },
      { slots: [{ ...slot, extra: 1 }] },
      { slots: [{ ...slot, note: 'a\0b' }] },
      { slots: [slot], note: 'a\0b' },
      JSON.parse('{"slots":[{"level":1,"shape":1,"difficulty":1}],"__proto__":{"admin":true}}'),
      JSON.parse('{"slots":[{"level":1,"shape":1,"difficulty":1,"__proto__":{"level":2}}]}'),
      { slots: [slot], constructor: 1 },
      { slots: [{ ...slot, hasOwnProperty: 1 }] },
      { slots: [slot], prototype: {} },
    ];
    for (const body of bodies) {
      // A player per request: the per-player limit is the next test's.
      const player = new ApiClient(suite.server.url, newSessionId());
      const answer = await player.post(STOCK_PATH, body);
      expectCatalogue4xx(body, answer);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
  });

  it('is limited per player: past the limit a minute the answer is 429 with Retry-After', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const slots = [{ level: 1, shape: 4, difficulty: 1 }];
    for (let i = 0; i < 6; i++) expect((await player.post(STOCK_PATH, { slots })).status).toBe(200);
    const over = await player.post(STOCK_PATH, { slots });
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expectCatalogue4xx('over the limit', over);
    // Another player is not held back by this one.
    const other = new ApiClient(suite.server.url, newSessionId());
    expect((await other.post(STOCK_PATH, { slots })).status).toBe(200);
  });

  // Last: the server's clock moves a week on for every test after it.
  it('a stocked serving leaves the stock after a week, and a game played on it is still scored', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const slot = [{ level: 3, shape: 1, difficulty: 1 }];
    const old = await stockOf(player, slot);
    for (let day = 0; day < 7; day++) await advanceClock(suite.server.url, DAY_MS);
    await advanceClock(suite.server.url, 60_000);
    const renewed = await stockOf(player, slot);
    expect(renewed.puzzles).toHaveLength(STOCK_PER_SLOT);
    for (const p of renewed.puzzles)
      expect(Date.parse(p.expiresAt)).toBeGreaterThan(Date.parse(old.puzzles[0].expiresAt));
    const record = old.puzzles[0].puzzle;
    const posted = await player.post<ScoreResponse>(
      '/game/score',
      claimFor(record, solving(record), gameId()),
    );
    expect(posted.status).toBe(200);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 1 });
  });
});
