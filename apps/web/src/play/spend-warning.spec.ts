import { purchaseKey } from '@czeus/contract';
import { REVEAL_PRICE } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { settingToggled } from '../settings/settings-slice';
import { memoryStorage } from '../testing/memory-storage';
import { makeStore } from '../store/store';
import { standInApi } from '../testing/stand-in-api';
import { startPlay } from './listeners';
import { HINT_REMINDER_IDLE_MS, HINT_REMINDERS_KEPT, HINT_REMINDERS_KEY } from './listeners/hint-reminder';
import { TICK_MS } from './listeners/clock';
import { gameStarted, played, selectPlay, spendWarningClosed } from './play-slice';
import { TUTORIAL_PLAY } from './play-mode';
import { offer, spend } from './purchase';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'spend-warning' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const open = puzzle.mysteries.find((m) => !puzzle.cells[m].given)!;

describe('spending asks first (over HTTP to a stand-in API)', () => {
  const playing = async (served = record) => {
    const api = await standInApi((r) => ({ status: 200, body: { gems: (r.body as { gems: number }).gems } }));
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase });
    const stop = startPlay(store);
    store.dispatch(gameStarted(served, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    const play = () => selectPlay(store.getState());
    return { api, store, play, done: async () => (stop(), await api.close()) };
  };

  it('a reveal asks, pauses play while asking, spends nothing on Cancel, and spends on OK', async () => {
    const { api, store, play, done } = await playing();
    store.dispatch(played({ type: 'cellSelected', cell: open }));
    expect(await store.dispatch(offer('reveal'))).toBe('asked');
    expect(play().spendAsked).toBe('reveal');
    expect(play().game.pausedAt).not.toBeNull();
    store.dispatch(spendWarningClosed());
    expect(play().game.pausedAt).toBeNull();
    expect(api.seen).toEqual([]);

    expect(await store.dispatch(offer('reveal'))).toBe('asked');
    store.dispatch(spendWarningClosed());
    expect(await store.dispatch(spend('reveal'))).toBe('bought');
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0].body).toMatchObject({
      gems: 500 - REVEAL_PRICE,
      idempotencyKey: purchaseKey(play().gameId!, 'reveal', 1),
    });
    expect(play().game.values[open]).toBe(puzzle.cells[open].solution);
    await done();
  });

  it('after "don\'t ask again" a reveal is bought at once; a smart hint still asks', async () => {
    const { api, store, play, done } = await playing();
    store.dispatch(settingToggled('askBeforeReveal'));
    store.dispatch(played({ type: 'cellSelected', cell: open }));
    expect(await store.dispatch(offer('reveal'))).toBe('bought');
    expect(play().spendAsked).toBeNull();
    expect(api.seen).toHaveLength(1);
    expect(await store.dispatch(offer('smart-hint'))).toBe('asked');
    expect(api.seen).toHaveLength(1);
    await done();
  });

  it("reveals stop at the puzzle's hintsNo: the next is refused at once, unpaid, with the depleted outcome", async () => {
    const { api, store, play, done } = await playing({ ...record, hintsNo: 1 });
    store.dispatch(settingToggled('askBeforeReveal'));
    const [one, two] = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
    store.dispatch(played({ type: 'cellSelected', cell: one }));
    expect(await store.dispatch(offer('reveal'))).toBe('bought');
    expect(play().game.revealsLeft).toBe(0);
    store.dispatch(played({ type: 'cellSelected', cell: two }));
    expect(await store.dispatch(offer('reveal'))).toBe('noRevealsLeft');
    expect(play().outcome).toEqual({ kind: 'depleted' });
    expect(play().game.values[two]).toBe(0);
    expect(api.seen).toHaveLength(1);
    await done();
  });

  it('what the game would refuse is said at once, without asking', async () => {
    const { store, play, done } = await playing();
    expect(await store.dispatch(offer('reveal'))).toBe('selectFirst');
    expect(play().spendAsked).toBeNull();
    await done();
  });
});

describe('the hint reminder (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const started = (
    mode = selectPlay(makeStore({ sessionId: SESSION }).getState()).mode,
    storage = memoryStorage(),
  ) => {
    const store = makeStore({ sessionId: SESSION, storage });
    const stop = startPlay(store, storage);
    store.dispatch(gameStarted(record, 500, mode));
    store.dispatch(played({ type: 'countdownFinished' }));
    return { store, stop, play: () => selectPlay(store.getState()) };
  };

  it('comes after the idle time of play, goes with the next move, and comes once a game', async () => {
    const { store, stop, play } = started();
    await jest.advanceTimersByTimeAsync(HINT_REMINDER_IDLE_MS - TICK_MS);
    expect(play().hintReminder).toBeNull();
    await jest.advanceTimersByTimeAsync(TICK_MS);
    expect(play().hintReminder).toBe('due');
    store.dispatch(played({ type: 'cellSelected', cell: open }));
    expect(play().hintReminder).toBe('shown');
    await jest.advanceTimersByTimeAsync(2 * HINT_REMINDER_IDLE_MS);
    expect(play().hintReminder).toBe('shown');
    stop();
  });

  it('comes in the first three games it can on a device, then no more (the counter is kept)', async () => {
    const storage = memoryStorage();
    const reminded: boolean[] = [];
    for (let game = 0; game < HINT_REMINDERS_KEPT + 1; game++) {
      const { stop, play } = started(undefined, storage);
      await jest.advanceTimersByTimeAsync(HINT_REMINDER_IDLE_MS);
      reminded.push(play().hintReminder === 'due');
      stop();
    }
    expect(reminded).toEqual([true, true, true, false]);
    expect(storage.getItem(HINT_REMINDERS_KEY)).toBe(String(HINT_REMINDERS_KEPT));
  });

  it('a move restarts the idle time; a mode without the smart hint is never reminded', async () => {
    const { store, stop, play } = started();
    await jest.advanceTimersByTimeAsync(HINT_REMINDER_IDLE_MS - TICK_MS);
    store.dispatch(played({ type: 'noteModeToggled' }));
    await jest.advanceTimersByTimeAsync(HINT_REMINDER_IDLE_MS - TICK_MS);
    expect(play().hintReminder).toBeNull();
    stop();
    const tutorial = started(TUTORIAL_PLAY);
    await jest.advanceTimersByTimeAsync(2 * HINT_REMINDER_IDLE_MS);
    expect(tutorial.play().hintReminder).toBeNull();
    tutorial.stop();
  });
});
