import {
  type DailyResponse,
  ERROR_KEYS,
  type LeaderboardResponse,
  purchaseKey,
  type ScoreResponse,
} from '@czeus/contract';
import type { GameEvent } from '@czeus/game';
import { wrongDigit } from '@czeus/game/testing';
import type { PuzzleRecord } from '@czeus/puzzle';
import fc from 'fast-check';
import { type Answer, ApiClient, newSessionId, registerForm } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, ripen, solving } from './game-log.js';
import {
  createTestDatabase,
  DATABASE_KINDS,
  type RunningServer,
  serverForSuite,
  startServer,
  type TestDatabase,
} from './server.js';

const DAY_MS = 86_400_000;
/** A person's pace, paid on any puzzle (docs/game-rules.md), and a script's, paid on none. */
const PERSON_GAP_MS = 2000;
const SCRIPT_GAP_MS = 100;

let made = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(made++).toString(36)}`;
/** A tenant of its own per test: its leaderboard holds only that test's players. */
const newTenant = () => `daily-${unique()}`;
const gameId = () => `daily-game-${unique()}`;

const guest = (url: string, tenant: string) => new ApiClient(url, newSessionId(), tenant);
async function account(url: string, tenant: string, name: string): Promise<ApiClient> {
  const client = guest(url, tenant);
  const answer = await client.post<{ token: string }>('/auth/register', registerForm(name));
  if (answer.status !== 201) throw new Error(`register ${name}: ${answer.status}`);
  client.token = answer.body.token;
  return client;
}

/** The server's clock now (moving it by 0). */
async function serverNow(url: string): Promise<Date> {
  const res = await fetch(`${url}/api/debug/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  return new Date(((await res.json()) as { now: string }).now);
}
async function advance(url: string, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= DAY_MS) {
    const res = await fetch(`${url}/api/debug/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: Math.min(DAY_MS, left) }),
    });
    if (res.status !== 200) throw new Error(`the clock did not move: ${res.status}`);
  }
}
/** To 01:00 UTC of the server's next day: the games of a test then never cross a midnight. */
async function toOneInTheMorning(url: string): Promise<void> {
  const now = (await serverNow(url)).getTime();
  await advance(url, DAY_MS - (now % DAY_MS) + 3_600_000);
}
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysFrom = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

const serveDaily = async (player: ApiClient, date?: string) => {
  const servedAt = Date.now();
  const answer = await player.get<DailyResponse<PuzzleRecord>>(`/daily${date ? `?date=${date}` : ''}`);
  expect(answer.status).toBe(200);
  return { daily: answer.body, record: answer.body.puzzle, servedAt };
};

/** The game's log with one wrong digit first: one error. */
function withMistake(events: GameEvent[]): GameEvent[] {
  const [countdown, select, enter, ...rest] = events;
  if (enter?.type !== 'digitEntered') throw new Error('a game starts with a selection and an entry');
  const wrong: GameEvent = { type: 'digitEntered', at: select.at, digit: wrongDigit(enter.digit) };
  return [countdown, select, wrong, ...[enter, ...rest].map((e) => ({ ...e, at: e.at + 200 }))];
}
/** The game's log with a smart hint asked (and paid for) before the first number. */
async function withPaidHint(player: ApiClient, id: string, events: GameEvent[]): Promise<GameEvent[]> {
  const gems = (await player.get<{ gems: number }>('/user/profile')).body.gems;
  const paid = await player.post('/user/gems', {
    gems: gems - 100,
    reason: 'smart-hint',
    idempotencyKey: purchaseKey(id, 'smart-hint', 1),
  });
  expect(paid.status).toBe(200);
  const [countdown, ...rest] = events;
  return [countdown, { type: 'hintRequested', at: countdown.at + 50 }, ...rest];
}

const leaderboard = async (player: ApiClient, query = '') => {
  const answer = await player.get<LeaderboardResponse>(`/daily/leaderboard${query ? `?${query}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

const expectCatalogueRefusal = (answer: Answer) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(ERROR_KEYS).toContain((answer.body as { message: string }).message);
};

describe.each(DATABASE_KINDS)('the daily puzzle on %s', (kind) => {
  const suite = serverForSuite(kind, MOVABLE_CLOCK);
  const url = () => suite.server.url;
  let today = '';
  beforeAll(async () => {
    await toOneInTheMorning(url());
    today = dayOf(await serverNow(url()));
  });

  /** Serves each player's daily, moves the clock past the longest game, and posts them in order. */
  async function playAll(
    games: {
      player: ApiClient;
      events: (record: PuzzleRecord, id: string) => Promise<GameEvent[]> | GameEvent[];
    }[],
    date?: string,
  ): Promise<Answer<ScoreResponse>[]> {
    const served = [];
    for (const { player } of games) served.push(await serveDaily(player, date));
    const claims = [];
    for (const [i, game] of games.entries()) {
      const id = gameId();
      claims.push(claimFor(served[i].record, await game.events(served[i].record, id), id));
    }
    await ripen(url(), served[0].servedAt, Math.max(...claims.map((c) => c.playTime)));
    const answers = [];
    for (const [i, { player }] of games.entries())
      answers.push(await player.post<ScoreResponse>('/game/score', claims[i]));
    return answers;
  }

  it("is one puzzle for every player, today's UTC date, until the next midnight; never a game of the bank", async () => {
    const [a, b] = [guest(url(), newTenant()), guest(url(), newTenant())];
    const [first, second] = [await serveDaily(a), await serveDaily(b)];
    expect(first.daily.puzzle).toEqual(second.daily.puzzle);
    expect(first.daily).toMatchObject({
      date: today,
      next: `${daysFrom(today, 1)}T00:00:00.000Z`,
      streak: { current: 0, best: 0, freezes: 0 },
      state: null,
    });
    const { level, shape, difficultyLevel } = first.record;
    const ordinary = await a.get<PuzzleRecord>(
      `/game?level=${level}&shape=${shape}&difficulty=${difficultyLevel}`,
    );
    expect(ordinary.status).toBe(200);
    expect(ordinary.body.puzzleId).not.toBe(first.record.puzzleId);
    expect(ordinary.body.reserved).toBeUndefined();
  });

  it('is reserved: its record says so, and GET /game does not serve it by its id either', async () => {
    const player = guest(url(), newTenant());
    const { record } = await serveDaily(player);
    expect(record.reserved).toBe(true);
    const byId = await player.get<{ message: string }>(
      `/game?id=${record.puzzleId}&level=1&shape=1&difficulty=1`,
    );
    expect([byId.status, byId.body.message]).toEqual([404, 'puzzle-fail']);
  });

  it('ranks by fewest hints, then errors, then play time, then who finished first; guests are not listed', async () => {
    const tenant = newTenant();
    const names = ['quick', 'twin', 'slow', 'erring', 'hinted'].map((n) => `${n}${unique()}`);
    // One after the other: a client address holds at most 2 places in the password hasher's queue.
    const players = [];
    for (const name of names) players.push(await account(url(), tenant, name));
    const [quick, twin, slow, erring, hinted] = players;
    const visitor = guest(url(), tenant);
    const person = (record: PuzzleRecord) => solving(record, PERSON_GAP_MS);
    const answers = await playAll([
      { player: quick, events: person },
      { player: twin, events: person },
      { player: slow, events: (record) => solving(record, PERSON_GAP_MS + 500) },
      // Faster than every other, with one error: behind every game without one.
      { player: erring, events: (record) => withMistake(solving(record, PERSON_GAP_MS - 200)) },
      { player: hinted, events: (record, id) => withPaidHint(hinted, id, person(record)) },
      { player: visitor, events: person },
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const board = await leaderboard(slow);
    expect(board.date).toBe(today);
    expect(board.entries.map((e) => [e.rank, e.username, e.hints, e.errors])).toEqual([
      [1, names[0], 0, 0],
      [2, names[1], 0, 0],
      [3, names[2], 0, 0],
      [4, names[3], 0, 1],
      [5, names[4], 1, 0],
    ]);
    expect(board.entries[0].playTime).toBe(board.entries[1].playTime);
    expect(board.entries[2].playTime).toBeGreaterThan(board.entries[1].playTime);
    expect(board.entries[3].playTime).toBeLessThan(board.entries[0].playTime);
    expect(board.entries.every((e) => e.stars >= 1)).toBe(true);
    expect(board.me).toEqual(board.entries[2]);

    expect((await leaderboard(slow, 'limit=2')).entries.map((e) => e.rank)).toEqual([1, 2]);
    const around = await leaderboard(erring, 'around=me&limit=3');
    expect(around.entries.map((e) => [e.rank, e.username])).toEqual([
      [3, names[2]],
      [4, names[3]],
      [5, names[4]],
    ]);
    // The guest sees where they would stand (after the twin, who finished first), unlisted.
    const seen = await leaderboard(visitor, 'around=me&limit=3');
    expect(seen.me).toMatchObject({ rank: 3, username: null, hints: 0, errors: 0 });
    expect(seen.entries.map((e) => [e.rank, e.username])).toEqual([
      [2, names[1]],
      [3, names[2]],
      [4, names[3]],
    ]);
  });

  it("lists a guest's result under its name once the guest registers (registering keeps the player)", async () => {
    const tenant = newTenant();
    const visitor = guest(url(), tenant);
    const [played] = await playAll([{ player: visitor, events: (record) => solving(record, PERSON_GAP_MS) }]);
    expect(played.status).toBe(200);
    const unlisted = await leaderboard(guest(url(), tenant));
    expect(unlisted).toEqual({ date: today, entries: [], me: null });
    expect((await leaderboard(visitor)).me).toMatchObject({ rank: 1, username: null });
    const name = `joined${unique()}`;
    const registered = await visitor.post<{ token: string }>('/auth/register', registerForm(name));
    expect(registered.status).toBe(201);
    visitor.token = registered.body.token;
    const listed = await leaderboard(guest(url(), tenant));
    expect(listed.entries.map((e) => [e.rank, e.username])).toEqual([[1, name]]);
    expect((await leaderboard(visitor)).me).toMatchObject({ rank: 1, username: name });
  });

  it("takes no guest's result into an account the guest logs in to: the account's own result stays the one ranked", async () => {
    const tenant = newTenant();
    const name = `owner${unique()}`;
    const owner = await account(url(), tenant, name);
    const visitor = guest(url(), tenant);
    // The guest's game is the better one: moved onto the account, it would take the rank.
    const [slow, fast] = await playAll([
      { player: owner, events: (record) => solving(record, PERSON_GAP_MS + 1000) },
      { player: visitor, events: (record) => solving(record, PERSON_GAP_MS) },
    ]);
    expect([slow.status, fast.status]).toEqual([200, 200]);
    expect(fast.body.playTime).toBeLessThan(slow.body.playTime);
    const loggedIn = await visitor.post<{ token: string }>('/auth/login', {
      email: `${name}@example.org`,
      password: 'secret1',
    });
    expect(loggedIn.status).toBe(200);
    visitor.token = loggedIn.body.token;
    const board = await leaderboard(visitor);
    expect(board.entries.map((e) => [e.rank, e.username, e.playTime])).toEqual([
      [1, name, slow.body.playTime],
    ]);
    expect(board.me).toMatchObject({ rank: 1, username: name, playTime: slow.body.playTime });
    expect((await serveDaily(visitor)).daily.state).toMatchObject({
      playTime: slow.body.playTime,
      ranked: true,
    });
  });

  it('ranks the first finished game only: a better second game changes nothing', async () => {
    const tenant = newTenant();
    const player = await account(url(), tenant, `first${unique()}`);
    const [slow] = await playAll([{ player, events: (record) => solving(record, PERSON_GAP_MS + 1000) }]);
    const [better] = await playAll([{ player, events: (record) => solving(record, PERSON_GAP_MS) }]);
    expect([slow.status, better.status]).toEqual([200, 200]);
    expect(better.body.playTime).toBeLessThan(slow.body.playTime);
    const board = await leaderboard(player);
    expect(board.entries).toHaveLength(1);
    expect(board.me).toMatchObject({ rank: 1, playTime: slow.body.playTime });
    const { daily } = await serveDaily(player);
    expect(daily.state).toEqual({ solved: true, playTime: slow.body.playTime, hints: 0, ranked: true });
  });

  it('counts a lost first game as the attempt of the date: a win after it is not ranked, though it keeps the streak', async () => {
    const player = await account(url(), newTenant(), `lost${unique()}`);
    const lose = (record: PuzzleRecord): GameEvent[] => {
      const [countdown, select, enter] = solving(record, PERSON_GAP_MS);
      if (enter.type !== 'digitEntered') throw new Error('a game starts with a selection and an entry');
      // Three different wrong digits on one cell: the three lives.
      const wrong = (k: number): GameEvent => ({
        type: 'digitEntered',
        at: select.at + k * 1000,
        digit: ((enter.digit - 1 + k) % 9) + 1,
      });
      return [countdown, select, wrong(1), wrong(2), wrong(3)];
    };
    const [lost] = await playAll([{ player, events: lose }]);
    expect(lost.body).toMatchObject({ finishType: 'errors_fail' });
    const [won] = await playAll([{ player, events: (record) => solving(record, PERSON_GAP_MS) }]);
    expect(won.body).toMatchObject({ finishType: 'success' });
    expect(await leaderboard(player)).toEqual({ date: today, entries: [], me: null });
    const { daily } = await serveDaily(player);
    expect(daily.state).toEqual({ solved: false, playTime: lost.body.playTime, hints: 0, ranked: true });
    expect(daily.streak).toEqual({ current: 1, best: 1, freezes: 0 });
  });

  it("ranks no game of the archive: yesterday's daily is played and scored, and its leaderboard stays empty", async () => {
    const tenant = newTenant();
    const player = await account(url(), tenant, `archive${unique()}`);
    const yesterday = daysFrom(today, -1);
    const { daily } = await serveDaily(player, yesterday);
    expect(daily.date).toBe(yesterday);
    expect(daily.puzzle.puzzleId).not.toBe((await serveDaily(player)).record.puzzleId);
    const [played] = await playAll(
      [{ player, events: (record) => solving(record, PERSON_GAP_MS) }],
      yesterday,
    );
    expect(played.status).toBe(200);
    expect(await leaderboard(player, `date=${yesterday}`)).toEqual({
      date: yesterday,
      entries: [],
      me: null,
    });
    const again = await serveDaily(player, yesterday);
    expect(again.daily.state).toMatchObject({ solved: true, ranked: false });
    // The archive keeps no streak either.
    expect(again.daily.streak).toEqual({ current: 0, best: 0, freezes: 0 });
  });

  it('never ranks a game faster than a person solves the puzzle: it is refused and records nothing', async () => {
    const tenant = newTenant();
    const player = await account(url(), tenant, `bot${unique()}`);
    const [hurried] = await playAll([{ player, events: (record) => solving(record, SCRIPT_GAP_MS) }]);
    expect(hurried.status).toBe(400);
    expect(JSON.stringify(hurried.body)).toContain('faster than a person solves this puzzle');
    expect(await leaderboard(player)).toEqual({ date: today, entries: [], me: null });
    expect((await serveDaily(player)).daily.state).toBeNull();
  });

  it("a peek (home's card) shows the daily without serving it: a game posted on a peek alone is refused", async () => {
    const player = guest(url(), newTenant());
    const peek = await player.get<DailyResponse<PuzzleRecord>>('/daily?peek=1');
    expect(peek.status).toBe(200);
    expect(peek.body.date).toBe(today);
    const id = gameId();
    const refused = await player.post(
      '/game/score',
      claimFor(peek.body.puzzle, solving(peek.body.puzzle, PERSON_GAP_MS), id),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('puzzleId: not served to this player');
    // The same puzzle, served: the look changed nothing of the player's.
    const { daily } = await serveDaily(player);
    expect(daily.puzzle).toEqual(peek.body.puzzle);
    expect(daily.state).toBeNull();
  });

  it.each([
    ['/daily?date=2026-11-27%00', 400, 'error'],
    ['/daily?peek=1%00', 400, 'error'],
    ['/daily/leaderboard?around=me%00', 400, 'error'],
    ['/daily?peek=0', 400, 'error'],
    ['/daily?peek=true', 400, 'error'],
    ['/daily?date=2026-02-30', 400, 'error'],
    ['/daily?date=2026-1-05', 400, 'error'],
    ['/daily?date=yesterday', 400, 'error'],
    ['/daily?date=', 400, 'error'],
    ['/daily?when=today', 400, 'error'],
    ['/daily/leaderboard?limit=0', 400, 'error'],
    ['/daily/leaderboard?limit=101', 400, 'error'],
    ['/daily/leaderboard?limit=1.5', 400, 'error'],
    ['/daily/leaderboard?limit=ten', 400, 'error'],
    ['/daily/leaderboard?around=you', 400, 'error'],
    ['/daily/leaderboard?date=2026-13-01', 400, 'error'],
    ['/daily/leaderboard?page=2', 400, 'error'],
  ])('refuses %s with %i and a catalogue key', async (path, status, message) => {
    const answer = await guest(url(), newTenant()).get(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ statusCode: status, message });
  });

  it('opens the last 30 days and refuses a coming date or an older one with 404 puzzle-fail', async () => {
    const player = guest(url(), newTenant());
    expect((await player.get(`/daily?date=${daysFrom(today, -30)}`)).status).toBe(200);
    for (const [date, reason] of [
      [daysFrom(today, 1), 'date: not yet'],
      [daysFrom(today, -31), 'date: older than 30 days'],
    ]) {
      for (const path of [`/daily?date=${date}`, `/daily/leaderboard?date=${date}`]) {
        const answer = await player.get(path);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ statusCode: 404, message: 'puzzle-fail', details: [reason] });
      }
    }
  });

  it('answers any query of the daily calls with a 200 or a 4xx and a catalogue key, never a 5xx', async () => {
    const player = guest(url(), newTenant());
    const date = fc.oneof(
      fc.integer({ min: -40, max: 40 }).map((n) => daysFrom(today, n)),
      fc.string({ maxLength: 12 }),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    const value = fc.oneof(date, fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant('me'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/daily', '/daily/leaderboard'),
        fc.dictionary(fc.constantFrom('date', 'limit', 'around', 'x', '__proto__'), value, { maxKeys: 3 }),
        async (path, query) => {
          const answer = await player.get(`${path}?${new URLSearchParams(query)}`);
          if (answer.status !== 200) expectCatalogueRefusal(answer);
        },
      ),
      { numRuns: 150 },
    );
  });

  // Moves the server's clock to the next day: after every test that plays on `today`.
  it('ranks no game that crossed midnight: served on its date, scored on the next', async () => {
    const player = await account(url(), newTenant(), `late${unique()}`);
    const { record } = await serveDaily(player);
    const claim = claimFor(record, solving(record, PERSON_GAP_MS), gameId());
    await advance(url(), DAY_MS - 1_800_000);
    expect(dayOf(await serverNow(url()))).toBe(daysFrom(today, 1));
    const answer = await player.post<ScoreResponse>('/game/score', claim);
    expect(answer.status).toBe(200);
    expect(await leaderboard(player, `date=${today}`)).toEqual({ date: today, entries: [], me: null });
    const { daily } = await serveDaily(player, today);
    expect(daily.state).toMatchObject({ solved: true, ranked: false });
    expect(daily.streak).toEqual({ current: 0, best: 0, freezes: 0 });
  });

  // Moves the server's clock on by days: the last test of the suite.
  it('keeps a streak of days solved on their date; 7 days earn a freeze, which covers one missed day', async () => {
    const player = await account(url(), newTenant(), `streak${unique()}`);
    const solveToday = async () => {
      const [answer] = await playAll([{ player, events: (record) => solving(record, PERSON_GAP_MS) }]);
      expect(answer.status).toBe(200);
      return (await serveDaily(player)).daily.streak;
    };
    const streaks = [];
    for (let day = 0; day < 7; day++) {
      if (day > 0) await advance(url(), DAY_MS);
      streaks.push(await solveToday());
    }
    expect(streaks.map((s) => [s.current, s.freezes])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 0],
      [7, 1],
    ]);
    // A day missed: the freeze will cover it, so the streak stands.
    await advance(url(), 2 * DAY_MS);
    expect((await serveDaily(player)).daily.streak).toEqual({ current: 7, best: 7, freezes: 0 });
    expect(await solveToday()).toEqual({ current: 8, best: 8, freezes: 0 });
    // Two days missed with no freeze: the streak is broken, the best is kept.
    await advance(url(), 3 * DAY_MS);
    expect((await serveDaily(player)).daily.streak).toEqual({ current: 0, best: 8, freezes: 0 });
    expect(await solveToday()).toEqual({ current: 1, best: 8, freezes: 0 });
  });
});

// Several instances need one database all of them reach: PostgreSQL (PGlite is one process's).
if (process.env.TEST_DATABASE_URL)
  describe('two instances on one PostgreSQL', () => {
    let db: TestDatabase;
    let servers: RunningServer[] = [];
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      // Each keeps a secret of its own in its own data directory, so each would seed another
      // puzzle: only the advisory lock and the date's key make them agree.
      servers = await Promise.all([startServer(db.env), startServer(db.env)]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
    });

    it('serve one daily to players racing on both, and store it once', async () => {
      const tenant = newTenant();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          guest(servers[i % 2].url, tenant).get<DailyResponse<PuzzleRecord>>('/daily'),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const ids = new Set(answers.map((a) => a.body.puzzle.puzzleId));
      expect(ids.size).toBe(1);
      const stored = await db.query<{ puzzle_id: string }>(
        `SELECT puzzle_id FROM daily_puzzle WHERE day = '${answers[0].body.date}'`,
      );
      expect(stored.map((r) => r.puzzle_id)).toEqual([...ids]);
    });
  });
