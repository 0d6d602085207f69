import { ENTRY_FLOOR_MS } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { BESTS_STORAGE_KEY, loadBests, slotKey } from '../../results/best-results';
import { selectNewBestGame } from '../../results/best-results-slice';
import { makeStore } from '../../store/store';
import { memoryStorage } from '../../testing/memory-storage';
import { standInApi } from '../../testing/stand-in-api';
import { gameStarted, played, selectPlay } from '../play-slice';
import { startPlay } from '.';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-bests' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const slot = slotKey(record.level, record.shape);

describe('the best result of a puzzle slot (over HTTP to a stand-in API)', () => {
  /** Plays the puzzle to the end at a person's pace, without a mistake. */
  async function solve(store: ReturnType<typeof makeStore>) {
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    for (const cell of puzzle.mysteries) {
      if (puzzle.cells[cell].given) continue;
      await sleep(ENTRY_FLOOR_MS + 10);
      store.dispatch(played({ type: 'cellSelected', cell }));
      store.dispatch(played({ type: 'digitEntered', digit: puzzle.cells[cell].solution as number }));
    }
    expect(selectPlay(store.getState()).game.phase).toBe('finished');
    return selectPlay(store.getState()).gameId;
  }

  const withStore = async (
    saved: Record<string, string>,
    run: (store: ReturnType<typeof makeStore>) => Promise<void>,
  ) => {
    const api = await standInApi((r) => ({
      status: 200,
      body: {
        gameId: (r.body as { gameId?: string } | undefined)?.gameId,
        score: 1,
        stars: 3,
        gemsEarned: 0,
        playTime: 1,
        finishType: 'success',
        gems: 500,
      },
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

  it('a first starred game in a slot is its best: kept in storage, its end screen told', async () => {
    const storage = await withStore({}, async (store) => {
      const gameId = await solve(store);
      expect(selectNewBestGame(store.getState())).toBe(gameId);
    });
    const best = loadBests(storage)[slot];
    expect(best.stars).toBe(3);
    expect(best.score).toBeGreaterThan(0);
  });

  it('a game below the kept best changes nothing and shows no badge', async () => {
    const kept = JSON.stringify({ [slot]: { stars: 3, score: 9_999_999 } });
    const storage = await withStore({ [BESTS_STORAGE_KEY]: kept }, async (store) => {
      await solve(store);
      expect(selectNewBestGame(store.getState())).toBeNull();
    });
    expect(loadBests(storage)[slot]).toEqual({ stars: 3, score: 9_999_999 });
  });
});
