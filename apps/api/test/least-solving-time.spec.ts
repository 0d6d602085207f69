import type { ScoreResponse } from '@czeus/contract';
import { gemsEarned } from '@czeus/game';
import { decodePuzzle, leastSolvingMs } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, gameIds, profileOf, ripen, serve, solving } from './game-log.js';
import { createTestDatabase, DATABASE_KINDS, serverForSuite, startServer } from './server.js';

/** A person's pace that must be paid on any puzzle, and a script's that must not (docs/game-rules.md). */
const PERSON_GAP_MS = 2000;
const SCRIPT_GAP_MS = 100;

const gameId = gameIds('pace');

describe.each(DATABASE_KINDS)('the least solving time on %s', (kind) => {
  const suite = serverForSuite(kind, MOVABLE_CLOCK);

  it("refuses a script's game, 12 numbers 100 ms apart on a 6-squares expert puzzle, and records nothing", async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const { record, servedAt } = await serve(player, 'level=3&shape=4&difficulty=4');
    const claim = claimFor(record, solving(record, SCRIPT_GAP_MS), gameId());
    expect(claim).toMatchObject({ playTime: 1.2, finishType: 'success' });
    // Old enough for its play: only the least solving time stands in the way.
    await ripen(suite.server.url, servedAt, claim.playTime);
    const answer = await player.post('/game/score', claim);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'puzzle-fail' });
    expect(JSON.stringify(answer.body)).toContain('playTime: faster than a person solves this puzzle');
    // A retry gets the same answer: nothing was recorded to answer instead.
    expect((await player.post('/game/score', claim)).status).toBe(400);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 0, totalScore: 0, stars: 0, gems: 500 });
  });

  it("pays a person's game, 2 s a number, on the serving a script's game of it could not take", async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const { record, servedAt } = await serve(player, 'level=2&shape=1&difficulty=1');
    const scripted = claimFor(record, solving(record, SCRIPT_GAP_MS), gameId());
    await ripen(suite.server.url, servedAt, scripted.playTime);
    expect((await player.post('/game/score', scripted)).status).toBe(400);

    const played = claimFor(record, solving(record, PERSON_GAP_MS), gameId());
    expect(played.playTime).toBe(8);
    await ripen(suite.server.url, servedAt, played.playTime);
    const answer = await player.post<ScoreResponse>('/game/score', played);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ stars: 3, score: played.score, finishType: 'success' });
    expect(answer.body.gemsEarned).toBe(gemsEarned(record.difficultyLevel, 3, true));
    expect(await profileOf(player)).toMatchObject({ gamesCount: 1, gems: 500 + answer.body.gemsEarned });
  });
});

describe.each(DATABASE_KINDS)('the daily cap of gems from games on %s', (kind) => {
  // A cap of one and a half easy games, so three games show it.
  const suite = serverForSuite(kind, { ...MOVABLE_CLOCK, GAME_GEMS_DAILY_CAP: '300' });

  it('pays games up to the cap, then records them with their score and stars and no gems', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const served = [];
    for (const shape of [1, 2, 3]) served.push(await serve(player, `level=1&shape=${shape}&difficulty=1`));
    expect(served.map((s) => gemsEarned(s.record.difficultyLevel, 3, true))).toEqual([200, 200, 200]);
    const claims = served.map(({ record }) => claimFor(record, solving(record), gameId()));
    await ripen(suite.server.url, served[2].servedAt, Math.max(...claims.map((c) => c.playTime)));

    const answers: ScoreResponse[] = [];
    for (const claim of claims) {
      const answer = await player.post<ScoreResponse>('/game/score', claim);
      expect(answer.status).toBe(200);
      answers.push(answer.body);
    }
    expect(answers.map((a) => [a.stars, a.gemsEarned, a.gems])).toEqual([
      [3, 200, 700],
      [3, 100, 800],
      [3, 0, 800],
    ]);
    expect(answers[2].score).toBe(claims[2].score);
    expect(await profileOf(player)).toMatchObject({ gamesCount: 3, stars: 9, gems: 800 });
  });
});

describe.each(DATABASE_KINDS)('a puzzle stored before the least solving time on %s', (kind) => {
  it('gets it at its first score, keeps it, and is judged by it', async () => {
    const db = await createTestDatabase(kind);
    try {
      let server = await startServer({ ...db.env, ...MOVABLE_CLOCK });
      const player = new ApiClient(server.url, newSessionId());
      const { record, servedAt } = await serve(player, 'level=2&shape=1&difficulty=1');
      expect(await server.stop()).toBe(0);
      const least = leastSolvingMs(decodePuzzle(record));
      const column = `SELECT least_solving_ms AS ms FROM puzzle WHERE id = '${record.puzzleId}'`;
      // The generator stores it with the puzzle; an older server did not.
      expect(await db.query<{ ms: number | null }>(column)).toEqual([{ ms: least }]);
      await db.query(`UPDATE puzzle SET least_solving_ms = NULL`);

      server = await startServer({ ...db.env, ...MOVABLE_CLOCK });
      const again = new ApiClient(server.url, player.sessionId);
      const scripted = claimFor(record, solving(record, SCRIPT_GAP_MS), gameId());
      const played = claimFor(record, solving(record), gameId());
      await ripen(server.url, servedAt, played.playTime);
      expect((await again.post('/game/score', scripted)).status).toBe(400);
      expect((await again.post('/game/score', played)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      expect(await db.query<{ ms: number | null }>(column)).toEqual([{ ms: least }]);
    } finally {
      await db.drop();
    }
  });
});
