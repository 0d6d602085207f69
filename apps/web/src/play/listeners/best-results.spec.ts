import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { BESTS_STORAGE_KEY, loadBests, slotKey } from '../../results/best-results';
import { selectNewBestGame } from '../../results/best-results-slice';
import { makeStore } from '../../store/store';
import { fillAtPace } from '../../testing/at-a-persons-pace';
import { eventually } from '../../testing/eventually';
import { memoryStorage } from '../../testing/memory-storage';
import { standInApi } from '../../testing/stand-in-api';
import { gameStarted, played, selectPlay } from '../play-slice';
import { startPlay } from '.';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-bests' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const slot = slotKey(record.level, record.shape);

describe('the best result of a puzzle slot (over HTTP to a stand-in API)', () => {
  /** Plays the puzzle to the end at a person's pace, without a mistake. */
  async function solve(store: ReturnType<typeof makeStore>) {
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    await fillAtPace(store.dispatch, puzzle);
    expect(selectPlay(store.getState()).game.phase).toBe('finished');
    return selectPlay(store.getState()).gameId;
  }

  /** The server's answer to a score: recorded with these figures, or refused. */
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const recorded = (score: number, stars: number) => ({
    status: 200,
    body: { score, stars, gemsEarned: 0, playTime: 1, finishType: 'success', gems: 500 },
  });

  const withStore = async (
    saved: Record<string, string>,
    run: (store: ReturnType<typeof makeStore>) => Promise<void>,
  ) => {
    const api = await standInApi((r) => ({
      status: answer.status,
      body:
        answer.status === 200
          ? { gameId: (r.body as { gameId?: string } | undefined)?.gameId, ...(answer.body as object) }
          : answer.body,
    }));
    const storage = memoryStorage(saved);
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    const stop = startPlay(store, storage);
    try {
      await run(store);
      return storage;
    } finally {
      stop();
      await api.close();
    }
  };

  /** Waits until the game's score has its answer from the server (saved or refused). */
  const answered = async (store: ReturnType<typeof makeStore>) => {
    const state = () => selectPlay(store.getState()).score?.state;
    await eventually(() => state() === 'saved' || state() === 'refused', 10_000);
    expect(['saved', 'refused']).toContain(state());
  };

  it('a first starred game in a slot is its best once the server has it: its figures kept, its end screen told', async () => {
    answer = recorded(4_321, 3);
    const storage = await withStore({}, async (store) => {
      const gameId = await solve(store);
      // Before the server's answer, nothing is shown as earned.
      expect(selectNewBestGame(store.getState())).toBeNull();
      await answered(store);
      expect(selectNewBestGame(store.getState())).toBe(gameId);
    });
    expect(loadBests(storage)[slot]).toEqual({ stars: 3, score: 4_321 });
  });

  it('a game below the kept best changes nothing and shows no badge', async () => {
    answer = recorded(4_321, 3);
    const kept = JSON.stringify({ [slot]: { stars: 3, score: 9_999_999 } });
    const storage = await withStore({ [BESTS_STORAGE_KEY]: kept }, async (store) => {
      await solve(store);
      await answered(store);
      expect(selectNewBestGame(store.getState())).toBeNull();
    });
    expect(loadBests(storage)[slot]).toEqual({ stars: 3, score: 9_999_999 });
  });

  it('a game the server refuses sets no best', async () => {
    answer = { status: 409, body: { key: 'game-already-scored' } };
    const storage = await withStore({}, async (store) => {
      await solve(store);
      await answered(store);
      expect(selectPlay(store.getState()).score?.state).toBe('refused');
      expect(selectNewBestGame(store.getState())).toBeNull();
    });
    expect(loadBests(storage)[slot]).toBeUndefined();
  });
});
