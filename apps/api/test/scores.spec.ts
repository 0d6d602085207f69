import { purchaseKey, type Profile, type ScoreResponse } from '@czeus/contract';
import { type GameEvent, gemsEarned } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, ripen, solving, solvingWithMistake } from './game-log.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

let games = 0;
const gameId = () => `game-${process.pid}-${Date.now().toString(36)}-${games++}`;
type Claim = ReturnType<typeof claimFor>;

describe.each(DATABASE_KINDS)('POST /api/game/score on %s', (kind) => {
  const suite = serverForSuite(kind, { ...MOVABLE_CLOCK, PUZZLE_BANK_SIZE: '3' });

  /** A serving of a puzzle (a new one, or `id` again) and when it was made. */
  const serve = async (player: ApiClient, id?: string) => {
    const servedAt = Date.now();
    const query = `/game?level=2&shape=1&difficulty=1${id ? `&id=${id}` : ''}`;
    const record = (await player.get<PuzzleRecord>(query)).body;
    return { record, servedAt };
  };
  const newGame = async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    return { player, ...(await serve(player)) };
  };
  /** Posts the claim once its serving is old enough to have held the game. */
  const postPlayed = async (player: ApiClient, servedAt: number, claim: Claim) => {
    await ripen(suite.server.url, servedAt, claim.playTime);
    return player.post<ScoreResponse>('/game/score', claim);
  };
  const profileOf = async (player: ApiClient) => (await player.get<Profile>('/user/profile')).body;

  it('records the replayed figures, credits the gems once and fills the profile', async () => {
    const { player, record, servedAt } = await newGame();
    const claim = claimFor(record, solving(record), gameId());
    const answer = await postPlayed(player, servedAt, claim);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ score: claim.score, stars: 3, finishType: 'success' });
    expect(answer.body.gemsEarned).toBeGreaterThan(0);
    expect(answer.body.gems).toBe(500 + answer.body.gemsEarned);

    const retry = await player.post<ScoreResponse>('/game/score', claim);
    expect(retry.body).toEqual(answer.body);
    expect(await profileOf(player)).toMatchObject({
      gamesCount: 1,
      topScore: claim.score,
      totalScore: claim.score,
      stars: 3,
      topscoredifficulty: record.difficulty,
      gems: 500 + answer.body.gemsEarned,
    });
  });

  it('refuses the same log under new game ids, twenty at once: no gems, no games', async () => {
    const { player, record, servedAt } = await newGame();
    const claim = claimFor(record, solving(record), gameId());
    const first = await postPlayed(player, servedAt, claim);
    expect(first.status).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => player.post('/game/score', { ...claim, gameId: gameId() })),
    );
    expect(again.map((a) => a.status)).toEqual(again.map(() => 409));
    expect(again.every((a) => a.body.message === 'puzzle-fail')).toBe(true);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 1, gems: first.body.gems });
  });

  it('pays a puzzle once: playing it again on a new serving adds no gems and no total score', async () => {
    const { player, record, servedAt } = await newGame();
    const first = await postPlayed(player, servedAt, claimFor(record, solving(record), gameId()));
    const replayed = await serve(player, record.puzzleId);
    expect(replayed.record.puzzleId).toBe(record.puzzleId);
    const second = await postPlayed(player, replayed.servedAt, claimFor(record, solving(record), gameId()));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ stars: 3, gemsEarned: 0, gems: first.body.gems });
    expect(await profileOf(player)).toMatchObject({
      gamesCount: 2,
      totalScore: first.body.score,
      stars: 3,
      gems: first.body.gems,
    });
  });

  it('a better result on a new serving pays only what its extra star is worth', async () => {
    const { player, record, servedAt } = await newGame();
    const twoStars = await postPlayed(
      player,
      servedAt,
      claimFor(record, solvingWithMistake(record), gameId()),
    );
    expect(twoStars.body).toMatchObject({ stars: 2, gems: 500 + twoStars.body.gemsEarned });
    // The slot's best stars (home's slider on any device): land 2, shape 1 served here.
    expect((await profileOf(player)).slotStars).toEqual({ '2-1': 2 });
    const again = await serve(player, record.puzzleId);
    const threeStars = await postPlayed(player, again.servedAt, claimFor(record, solving(record), gameId()));
    expect(threeStars.status).toBe(200);
    const extra = gemsEarned(record.difficultyLevel, 3, true) - gemsEarned(record.difficultyLevel, 2, true);
    expect(extra).toBeGreaterThan(0);
    expect(threeStars.body).toMatchObject({ stars: 3, gemsEarned: extra });
    expect(threeStars.body.gems).toBe(500 + gemsEarned(record.difficultyLevel, 3, true));
    expect((await profileOf(player)).slotStars).toEqual({ '2-1': 3 });
  });

  it.each([
    ['a higher score than the game gives', (c: Claim) => ({ ...c, score: c.score + 1 }), 'puzzle-fail'],
    ['a star the game did not give', (c: Claim) => ({ ...c, noerrorsStar: !c.noerrorsStar }), 'puzzle-fail'],
    ['fewer errors than made', (c: Claim) => ({ ...c, errorsMade: c.errorsMade + 1 }), 'puzzle-fail'],
    [
      'an entry on a solved cell',
      (c: Claim) => ({ ...c, events: [...c.events.slice(0, 3), c.events[2], ...c.events.slice(3)] }),
      'puzzle-fail',
    ],
    [
      'a digit out of range',
      (c: Claim) => ({
        ...c,
        events: c.events.map((e) => (e.type === 'digitEntered' ? { ...e, digit: 12 } : e)),
      }),
      'puzzle-fail',
    ],
    ['an unfinished game', (c: Claim) => ({ ...c, events: c.events.slice(0, 3) }), 'puzzle-fail'],
    [
      'a game squeezed into no time (every event at one instant)',
      (c: Claim) => ({ ...c, playTime: 0, events: c.events.map((e) => ({ ...e, at: 100 })) }),
      'puzzle-fail',
    ],
    [
      'a made-up event',
      (c: Claim) => ({ ...c, events: [...c.events, { type: 'gemsGranted', at: 99999 }] }),
      'error',
    ],
  ])('refuses %s and records nothing', async (_, forge, key) => {
    const { player, record } = await newGame();
    const answer = await player.post('/game/score', forge(claimFor(record, solving(record), gameId())));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(key);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 0, gems: 500 });
  });

  it('names the too-quick entry of a squeezed game', async () => {
    const { player, record } = await newGame();
    const events = solving(record).map((e) => ({ ...e, at: 100 }));
    const answer = await player.post('/game/score', {
      ...claimFor(record, solving(record), gameId()),
      events,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('too soon after the last number');
  });

  it('records concurrent posts of one player (two tabs, retries) without a deadlock', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const served = [];
    for (let i = 0; i < 3; i++) served.push(await serve(player));
    const claims = served.map(({ record }) => claimFor(record, solving(record), gameId()));
    await ripen(
      suite.server.url,
      served[served.length - 1].servedAt,
      Math.max(...claims.map((c) => c.playTime)),
    );
    // Each game posted twice at once: a retry racing its original.
    const answers = await Promise.all(
      [...claims, ...claims].map((claim) => player.post<ScoreResponse>('/game/score', claim)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const distinct = new Set(served.map((s) => s.record.puzzleId)).size;
    const earned = answers.slice(0, claims.length).reduce((sum, a) => sum + a.body.gemsEarned, 0);
    // A retry answers the game's recorded figures (and the balance as it is now).
    const figures = (a: (typeof answers)[number]) => ({ ...a.body, gems: undefined });
    expect(answers.slice(claims.length).map(figures)).toEqual(answers.slice(0, claims.length).map(figures));
    expect(await profileOf(player)).toMatchObject({ gamesCount: claims.length, gems: 500 + earned });
    expect(distinct).toBe(claims.length);
  });

  it('refuses impossible timings: more play than time since the puzzle was served', async () => {
    const { player, record } = await newGame();
    const answer = await player.post('/game/score', claimFor(record, solving(record, 20_000), gameId()));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('playTime');
  });

  it('counts the countdown: a game posted before countdown and play could have run is refused', async () => {
    const { player, record, servedAt } = await newGame();
    const claim = claimFor(record, solving(record), gameId());
    // Later than the play time alone, sooner than the countdown and the play time together.
    await ripen(suite.server.url, servedAt, claim.playTime - 2.5);
    const early = await player.post('/game/score', claim);
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain('playTime');
    expect((await postPlayed(player, servedAt, claim)).status).toBe(200);
  });

  it('refuses hints the ledger has no payment for, and accepts paid ones', async () => {
    const { player, record, servedAt } = await newGame();
    const [countdown, ...rest] = solving(record);
    const events: GameEvent[] = [countdown, { type: 'hintRequested', at: 100 }, ...rest];
    const id = gameId();
    await ripen(suite.server.url, servedAt, claimFor(record, events, id).playTime);
    const unpaid = await player.post('/game/score', claimFor(record, events, id));
    expect(unpaid.status).toBe(400);
    expect(JSON.stringify(unpaid.body)).toContain('not paid');
    const key = purchaseKey(id, 'smart-hint', 1);
    expect(
      (await player.post('/user/gems', { gems: 400, reason: 'smart-hint', idempotencyKey: key })).status,
    ).toBe(200);
    const paid = await player.post<ScoreResponse>('/game/score', claimFor(record, events, id));
    expect(paid.status).toBe(200);
    expect(paid.body.gems).toBe(400 + paid.body.gemsEarned);
  });

  it("matches payments by exact key: another game's payment, or a hint's for a reveal, pays nothing", async () => {
    const { player, record, servedAt } = await newGame();
    const [countdown, select, ...rest] = solving(record);
    const id = `AAAAAAAA${games++}`;
    // `_` matched any character under the old LIKE pattern: this game's key named another game.
    const lookalike = `${id.slice(0, -1)}_`;
    const spend = (gems: number, reason: 'smart-hint' | 'reveal', key: string) =>
      player.post('/user/gems', { gems, reason, idempotencyKey: key });
    expect((await spend(400, 'smart-hint', purchaseKey(lookalike, 'smart-hint', 1))).status).toBe(200);
    const hinted: GameEvent[] = [countdown, { type: 'hintRequested', at: 100 }, select, ...rest];
    await ripen(suite.server.url, servedAt, claimFor(record, hinted, id).playTime);
    expect((await player.post('/game/score', claimFor(record, hinted, id))).status).toBe(400);

    // A reveal paid at a smart hint's price (and under its reason) is not a reveal's payment.
    expect((await spend(300, 'smart-hint', purchaseKey(id, 'smart-hint', 1))).status).toBe(200);
    const revealed: GameEvent[] = [
      countdown,
      select,
      { type: 'revealRequested', at: select.at },
      ...rest.slice(1),
    ];
    const refused = await player.post('/game/score', claimFor(record, revealed, id));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(purchaseKey(id, 'reveal', 1));
    expect(await profileOf(player)).toMatchObject({ gamesCount: 0, gems: 300 });
  });

  it('refuses a puzzle that was never served to this player', async () => {
    const { record } = await newGame();
    const stranger = new ApiClient(suite.server.url, newSessionId());
    const answer = await stranger.post('/game/score', claimFor(record, solving(record), gameId()));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('puzzle-fail');
  });
});
