import type { DailyResponse } from '@czeus/contract';
import { generatePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { gameStarted, selectPlay } from '../play/play-slice';
import { makeStore } from '../store/store';
import { standInApi } from '../testing/stand-in-api';
import { dailyAgain } from './daily-again';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-daily-again' });
const daily: DailyResponse<PuzzleRecord> = {
  date: '2026-11-20',
  puzzle: record,
  next: '2026-11-28T00:00:00.000Z',
  streak: { current: 3, best: 5, freezes: 0 },
  state: null,
};

describe('play again on a daily', () => {
  it('asks GET /daily for the date (GET /game knows no daily) and starts the same puzzle anew', async () => {
    const api = await standInApi(() => ({ status: 200, body: daily }));
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: api.apiBase });
    store.dispatch(gameStarted(record, 500));
    const first = selectPlay(store.getState()).gameId;
    await store.dispatch(dailyAgain({ date: daily.date }));
    expect(api.seen.map((r) => r.path)).toEqual([`/api/daily?date=${daily.date}`]);
    const again = selectPlay(store.getState());
    expect(again.game.record?.puzzleId).toBe(record.puzzleId);
    expect(again.gameId).not.toBe(first);
    expect(again.game.gems).toBe(500);
    await api.close();
  });

  it('leaves the finished game on screen when the server does not serve it', async () => {
    const api = await standInApi(() => ({ status: 503, body: { statusCode: 503, message: 'error' } }));
    const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase: api.apiBase });
    store.dispatch(gameStarted(record, 500));
    const first = selectPlay(store.getState()).gameId;
    await store.dispatch(dailyAgain({}));
    expect(api.seen.map((r) => r.path)).toEqual(['/api/daily']);
    expect(selectPlay(store.getState()).gameId).toBe(first);
    await api.close();
  });
});
