import type { DailyResponse } from '@czeus/contract';
import { generatePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { playAgainAsked } from '../play-again';
import { REGULAR_PLAY } from '../play-mode';
import { gameStarted, selectPlay } from '../play-slice';
import { gameApi } from '../../store/api';
import { addAppListener, makeStore } from '../../store/store';
import { standInApi } from '../../testing/stand-in-api';
import { playAgainFailed, startPlayAgain } from './play-again';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-daily-again' });
const daily: DailyResponse<PuzzleRecord> = {
  date: '2026-11-20',
  puzzle: record,
  next: '2026-11-28T00:00:00.000Z',
  streak: { current: 3, best: 5, freezes: 0 },
  state: null,
};

/** A store playing `record` as the daily of `query`, with play again listening. */
const playingDaily = (apiBase: string, query: { date?: string }) => {
  const store = makeStore({ sessionId: 'abcdefghij0123456789', apiBase });
  startPlayAgain(store.dispatch);
  store.dispatch(gameStarted(record, 500, { ...REGULAR_PLAY, daily: query }));
  return store;
};

/** Drops the served answers and their 60 s clean-up timers, which would hold Jest open after the run. */
const leave = (store: ReturnType<typeof makeStore>) => store.dispatch(gameApi.util.resetApiState());

/** Lets the listener's answer reach the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('play again on a daily', () => {
  it('asks GET /daily for the date (GET /game knows no daily) and starts the same puzzle anew, still a daily', async () => {
    const api = await standInApi(() => ({ status: 200, body: daily }));
    const store = playingDaily(api.apiBase, { date: daily.date });
    const first = selectPlay(store.getState()).gameId;
    store.dispatch(playAgainAsked());
    await api.until(1);
    await settle();
    expect(api.seen.map((r) => r.path)).toEqual([`/api/daily?date=${daily.date}`]);
    const again = selectPlay(store.getState());
    expect(again.game.record?.puzzleId).toBe(record.puzzleId);
    expect(again.gameId).not.toBe(first);
    expect(again.game.gems).toBe(500);
    expect(again.mode.daily).toEqual({ date: daily.date });
    leave(store);
    await api.close();
  });

  it('leaves the finished game on screen when the server does not serve it, and says so', async () => {
    const api = await standInApi(() => ({ status: 503, body: { statusCode: 503, message: 'error' } }));
    const store = playingDaily(api.apiBase, {});
    let failed = 0;
    store.dispatch(addAppListener({ actionCreator: playAgainFailed, effect: () => void failed++ }));
    const first = selectPlay(store.getState()).gameId;
    store.dispatch(playAgainAsked());
    await api.until(1);
    await settle();
    expect(api.seen.map((r) => r.path)).toEqual(['/api/daily']);
    expect(selectPlay(store.getState()).gameId).toBe(first);
    expect(failed).toBe(1);
    leave(store);
    await api.close();
  });
});
