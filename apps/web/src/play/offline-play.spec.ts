import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { settingToggled } from '../settings/settings-slice';
import { makeStore } from '../store/store';
import { stopAfterEach } from '../testing/after-each';
import { fillAtPace } from '../testing/at-a-persons-pace';
import { eventually } from '../testing/eventually';
import { memoryStorage } from '../testing/memory-storage';
import { standInApi } from '../testing/stand-in-api';
import { startPlay } from './listeners';
import { pendingScores } from './pending-scores';
import { gameStarted, played, selectPlay } from './play-slice';
import { offer, spend } from './purchase';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'offline-play' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';

/** The browser's network, as the game sees it: `navigator.onLine` and whether fetch gets out. */
let online = true;
const realFetch = globalThis.fetch;
/** The page's own events (`online`): tests run under Node, which has no window. */
const page = new EventTarget();
beforeAll(() => {
  Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.addEventListener = page.addEventListener.bind(page) as typeof globalThis.addEventListener;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
    online ? realFetch(...args) : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  online = true;
});

const recorded = (gameId: string) => ({
  gameId,
  score: 1,
  stars: 3,
  gemsEarned: 100,
  playTime: 1,
  finishType: 'success',
  gems: 600,
});

describe('a game without the network', () => {
  const later = stopAfterEach();

  it('refuses a smart hint or a reveal with "offline", charges nothing and gives nothing', async () => {
    const api = await standInApi((r) => ({ status: 200, body: { gems: (r.body as { gems: number }).gems } }));
    later(api.close);
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase });
    later(startPlay(store));
    store.dispatch(settingToggled('askBeforeReveal'));
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    const open = puzzle.mysteries.find((m) => !puzzle.cells[m].given)!;
    store.dispatch(played({ type: 'cellSelected', cell: open }));
    online = false;
    expect(await store.dispatch(offer('reveal'))).toBe('offline');
    expect(await store.dispatch(spend('smart-hint'))).toBe('offline');
    // With no balance known offline (a game started at 0), still "offline", never the ad's offer.
    store.dispatch(gameStarted(generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'offline-2' }), 0));
    store.dispatch(played({ type: 'countdownFinished' }));
    expect(await store.dispatch(offer('smart-hint'))).toBe('offline');
    const { game, hint } = selectPlay(store.getState());
    expect({ hints: game.hintsUsed, reveals: game.revealsUsed, hint }).toEqual({
      hints: 0,
      reveals: 0,
      hint: null,
    });
    expect(api.seen).toEqual([]);
  });

  it('keeps the finished game as waiting, shows nothing earned, and posts it once the network is back', async () => {
    const api = await standInApi((r) =>
      r.path.endsWith('/game/score')
        ? { status: 200, body: recorded((r.body as { gameId: string }).gameId) }
        : { status: 200, body: {} },
    );
    later(api.close);
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    later(startPlay(store, storage));
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    online = false;
    await fillAtPace(store.dispatch, puzzle);
    const { gameId, game } = selectPlay(store.getState());
    expect(game.phase).toBe('finished');
    await eventually(() => selectPlay(store.getState()).score?.state === 'waiting');
    expect(selectPlay(store.getState()).score).toMatchObject({ gameId, state: 'waiting' });
    expect(selectPlay(store.getState()).score?.recorded).toBeUndefined();
    expect((await pendingScores()).map((s) => s.gameId)).toEqual([gameId]);
    expect(api.seen).toEqual([]);

    online = true;
    page.dispatchEvent(new Event('online'));
    await api.until(1);
    await eventually(() => selectPlay(store.getState()).score?.state === 'saved');
    expect(selectPlay(store.getState()).score).toMatchObject({
      gameId,
      state: 'saved',
      recorded: { gems: 600 },
    });
    expect(await pendingScores()).toEqual([]);
    // Sent once, in order with any games before it: the card shows that post's answer.
    const posted = api.seen.filter((s) => s.path.endsWith('/game/score'));
    expect(posted.map((p) => (p.body as { gameId: string }).gameId)).toEqual([gameId]);
  });
});
