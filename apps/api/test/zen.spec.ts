import type { ScoreResponse } from '@czeus/contract';
import { gemsEarned } from '@czeus/game';
import { wrongDigit } from '@czeus/game/testing';
import { decodePuzzle } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, gameIds, profileOf, ripen, serve, solving } from './game-log.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const gameId = gameIds('zen');

const NOTHING = { gamesCount: 0, totalScore: 0, stars: 0, gems: 500 };

describe.each(DATABASE_KINDS)('zen on %s', (kind) => {
  const suite = serverForSuite(kind, MOVABLE_CLOCK);

  it('a perfect game on a zen serving is refused and records nothing: zen pays nothing', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const { record, servedAt } = await serve(player, 'level=1&shape=2&difficulty=1&mode=zen');
    const claim = claimFor(record, solving(record), gameId());
    expect(claim).toMatchObject({ finishType: 'success', timeStar: true, noerrorsStar: true });
    await ripen(suite.server.url, servedAt, claim.playTime);
    const answer = await player.post('/game/score', claim);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('served for zen');
    expect(await profileOf(player)).toMatchObject(NOTHING);
  });

  it("a zen game's own log (wrong numbers left, no life lost) gains nothing either", async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const { record, servedAt } = await serve(player, 'level=1&shape=2&difficulty=1&mode=zen');
    const puzzle = decodePuzzle(record);
    const events = solving(record).map((e) =>
      e.type === 'digitEntered' ? { ...e, digit: wrongDigit(e.digit) } : e,
    );
    // Replayed as the server replays every log (a regular game), it is a lost game.
    const claim = claimFor(record, events, gameId());
    expect(claim.finishType).toBe('errors_fail');
    expect(puzzle.mysteries.length).toBeGreaterThan(0);
    await ripen(suite.server.url, servedAt, claim.playTime);
    expect((await player.post('/game/score', claim)).status).toBe(400);
    expect(await profileOf(player)).toMatchObject(NOTHING);
  });

  it('a claim that calls itself zen is refused as malformed', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const { record, servedAt } = await serve(player, 'level=1&shape=1&difficulty=1');
    const claim = { ...claimFor(record, solving(record), gameId()), mode: 'zen' };
    await ripen(suite.server.url, servedAt, claim.playTime);
    expect((await player.post('/game/score', claim)).status).toBe(400);
    expect(await profileOf(player)).toMatchObject(NOTHING);
  });

  it('an unknown mode is refused before anything is served', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    expect((await player.get('/game?level=1&shape=1&difficulty=1&mode=marathon')).status).toBe(400);
  });

  it('the same puzzle served again for a scored game is paid as any: zen spoils only its own serving', async () => {
    const player = new ApiClient(suite.server.url, newSessionId());
    const zen = await serve(player, 'level=1&shape=3&difficulty=1&mode=zen');
    const again = await serve(
      player,
      `level=1&shape=3&difficulty=1&id=${encodeURIComponent(zen.record.puzzleId)}`,
    );
    const claim = claimFor(again.record, solving(again.record), gameId());
    await ripen(suite.server.url, again.servedAt, claim.playTime);
    const answer = await player.post<ScoreResponse>('/game/score', claim);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      stars: 3,
      gemsEarned: gemsEarned(again.record.difficultyLevel, 3, true),
    });
  });
});
