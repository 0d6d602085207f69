import type { Profile, ScoreResponse } from '@czeus/contract';
import type { GameEvent } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { claimFor, solving } from './game-log.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

let games = 0;
const gameId = () => `game-${process.pid}-${Date.now().toString(36)}-${games++}`;

describe.each(DATABASE_KINDS)('POST /api/game/score on %s', (kind) => {
  const suite = serverForSuite(kind, { PUZZLE_BANK_SIZE: '3' });

  const newGame = async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const record = (await player.get<PuzzleRecord>('/game?level=2&shape=1&difficulty=1')).body;
    return { player, record };
  };

  it('records the replayed figures, credits the gems once and fills the profile', async () => {
    const { player, record } = await newGame();
    const claim = claimFor(record, solving(record), gameId());
    const answer = await player.post<ScoreResponse>('/game/score', claim);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ score: claim.score, stars: 3, finishType: 'success' });
    expect(answer.body.gemsEarned).toBeGreaterThan(0);
    expect(answer.body.gems).toBe(500 + answer.body.gemsEarned);

    const retry = await player.post<ScoreResponse>('/game/score', claim);
    expect(retry.body).toEqual(answer.body);
    const profile = (await player.get<Profile>('/user/profile')).body;
    expect(profile).toMatchObject({
      gamesCount: 1,
      topScore: claim.score,
      totalScore: claim.score,
      stars: 3,
      topscoredifficulty: record.difficulty,
      gems: 500 + answer.body.gemsEarned,
    });
  });

  it.each([
    [
      'a higher score than the game gives',
      (c: ReturnType<typeof claimFor>) => ({ ...c, score: c.score + 1 }),
    ],
    [
      'a star the game did not give',
      (c: ReturnType<typeof claimFor>) => ({ ...c, noerrorsStar: !c.noerrorsStar }),
    ],
    ['fewer errors than made', (c: ReturnType<typeof claimFor>) => ({ ...c, errorsMade: c.errorsMade + 1 })],
    [
      'an entry on a solved cell',
      (c: ReturnType<typeof claimFor>) => ({
        ...c,
        events: [...c.events.slice(0, 3), c.events[2], ...c.events.slice(3)],
      }),
    ],
    [
      'a digit out of range',
      (c: ReturnType<typeof claimFor>) => ({
        ...c,
        events: c.events.map((e) => (e.type === 'digitEntered' ? { ...e, digit: 12 } : e)),
      }),
    ],
    ['an unfinished game', (c: ReturnType<typeof claimFor>) => ({ ...c, events: c.events.slice(0, 3) })],
    [
      'a made-up event',
      (c: ReturnType<typeof claimFor>) => ({
        ...c,
        events: [...c.events, { type: 'gemsGranted', at: 99999 }],
      }),
    ],
  ])('refuses %s and records nothing', async (_, forge) => {
    const { player, record } = await newGame();
    const answer = await player.post('/game/score', forge(claimFor(record, solving(record), gameId())));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/puzzle-fail|error/);
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({ gamesCount: 0, gems: 500 });
  });

  it('records concurrent posts of one player (two tabs, retries) without a deadlock', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const records = [];
    for (let i = 0; i < 6; i++) {
      records.push((await player.get<PuzzleRecord>('/game?level=2&shape=1&difficulty=1')).body);
    }
    const claims = records.map((record) => claimFor(record, solving(record), gameId()));
    // Each game posted twice at once: a retry racing its original.
    const answers = await Promise.all(
      [...claims, ...claims].map((claim) => player.post<ScoreResponse>('/game/score', claim)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const earned = claims.length * answers[0].body.gemsEarned;
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({
      gamesCount: claims.length,
      gems: 500 + earned,
    });
  });

  it('refuses impossible timings: more play than time since the puzzle was served', async () => {
    const { player, record } = await newGame();
    const answer = await player.post('/game/score', claimFor(record, solving(record, 20_000), gameId()));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('playTime');
  });

  it('refuses hints the ledger has no payment for, and accepts paid ones', async () => {
    const { player, record } = await newGame();
    const [countdown, ...rest] = solving(record);
    const events: GameEvent[] = [countdown, { type: 'hintRequested', at: 100 }, ...rest];
    const id = gameId();
    const unpaid = await player.post('/game/score', claimFor(record, events, id));
    expect(unpaid.status).toBe(400);
    expect(JSON.stringify(unpaid.body)).toContain('paid');
    expect(
      (
        await player.post('/user/gems', {
          gems: 400,
          reason: 'smart-hint',
          idempotencyKey: `${id}:smart-hint:1`,
        })
      ).status,
    ).toBe(200);
    const paid = await player.post<ScoreResponse>('/game/score', claimFor(record, events, id));
    expect(paid.status).toBe(200);
    expect(paid.body.gems).toBe(400 + paid.body.gemsEarned);
  });

  it('refuses a puzzle that was never served to this player', async () => {
    const { record } = await newGame();
    const stranger = new ApiClient(suite.server.url, newSessionId());
    const answer = await stranger.post('/game/score', claimFor(record, solving(record), gameId()));
    expect(answer.status).toBe(400);
  });
});
