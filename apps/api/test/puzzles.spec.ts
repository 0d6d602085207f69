import { countSolutions, decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { BANK_FILLED, DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('GET /api/game on %s', (kind) => {
  const suite = serverForSuite(kind, { PUZZLE_BANK_SIZE: '2' });
  const browser = () => new ApiClient(suite.server.url, newSessionId());

  it('serves a valid, unique puzzle of the asked land, shape and difficulty', async () => {
    for (const [level, shape, difficulty] of [
      [1, 1, 1],
      [2, 4, 3],
      [3, 4, 4],
    ]) {
      const { status, body } = await browser().get<PuzzleRecord>(
        `/game?level=${level}&shape=${shape}&difficulty=${difficulty}`,
      );
      expect(status).toBe(200);
      const puzzle = decodePuzzle(body);
      expect([body.level, body.shape]).toEqual([level, shape]);
      expect(body.difficultyLevel).toBeLessThanOrEqual(difficulty);
      expect(countSolutions(puzzle)).toBe(1);
    }
  });

  it('prefers puzzles the player has not been served, then the one served longest ago', async () => {
    await suite.server.printed(BANK_FILLED);
    const player = browser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await player.get<PuzzleRecord>('/game?level=2&shape=2&difficulty=2')).body.puzzleId);
    expect(new Set(ids).size).toBe(2);
    expect(ids[2]).toBe(ids[0]);
  });

  it('serves a puzzle again by its id, to anyone', async () => {
    const first = (await browser().get<PuzzleRecord>('/game?level=2&shape=1&difficulty=1')).body;
    const again = await browser().get<PuzzleRecord>(
      `/game?level=2&shape=1&difficulty=1&id=${first.puzzleId}`,
    );
    expect(again.body).toEqual(first);
    const missing = await browser().get('/game?level=2&shape=1&difficulty=1&id=no-such-puzzle');
    expect(missing).toEqual({ status: 404, body: { statusCode: 404, message: 'puzzle-fail' } });
  });

  it('refuses a difficulty above the land number + 1 and malformed queries', async () => {
    const guest = browser();
    expect((await guest.get('/game?level=1&shape=1&difficulty=3')).status).toBe(400);
    for (const query of [
      'level=0&shape=1&difficulty=1',
      'level=1&shape=5&difficulty=1',
      'level=1&shape=1',
      'level=x&shape=1&difficulty=1',
      'level=1&shape=1&difficulty=1&id=../etc',
      'level=1&shape=1&difficulty=1&extra=1',
    ]) {
      const answer = await guest.get(`/game?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });
});
