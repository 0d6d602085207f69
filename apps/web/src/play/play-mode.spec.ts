import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../store/store';
import { stopAfterEach } from '../testing/after-each';
import { fillAtPace } from '../testing/at-a-persons-pace';
import { pause } from '../testing/eventually';
import { memoryStorage } from '../testing/memory-storage';
import { standInApi } from '../testing/stand-in-api';
import { startPlay } from './listeners';
import { pendingScores } from './pending-scores';
import { controlsOf, type Directions, type PlayMode, REGULAR_PLAY, TUTORIAL_PLAY } from './play-mode';
import { directionsChanged, gameStarted, openingCardClosed, played, selectPlay } from './play-slice';
import { PROGRESS_STORAGE_KEY } from './progress-storage';
import { boardDrawn } from './stage-slice';

const record = generatePuzzle({ level: 1, shape: 1, band: 1, seed: 'play-modes' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const WITH_CARD: PlayMode = {
  ...TUTORIAL_PLAY,
  id: 'practice',
  openingCard: { title: 'a', body: 'b', continueAfterMs: 1000 },
};

describe('a play mode decides how the game starts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const started = (mode: PlayMode) => {
    const store = makeStore({ sessionId: SESSION });
    const stop = startPlay(store);
    store.dispatch(gameStarted(record, 500, mode));
    store.dispatch(boardDrawn(selectPlay(store.getState()).gameId as string));
    return { store, stop, play: () => selectPlay(store.getState()) };
  };

  it('without a countdown, play starts at once', async () => {
    const { stop, play } = started(TUTORIAL_PLAY);
    expect(play().mode.id).toBe('tutorial');
    await jest.advanceTimersByTimeAsync(0);
    expect(play().game.phase).toBe('progress');
    stop();
  });

  it('with an opening card, the countdown waits until the card is closed', async () => {
    const { store, stop, play } = started({ ...WITH_CARD, countdown: true });
    expect(play().openingCard).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect([play().game.phase, play().countdown]).toEqual(['start', 3]);
    store.dispatch(openingCardClosed());
    await jest.advanceTimersByTimeAsync(1000);
    expect(play().countdown).toBe(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(play().game.phase).toBe('progress');
    stop();
  });

  it('a new game in another mode takes that mode, and a regular one keeps the countdown', async () => {
    const { store, stop, play } = started(TUTORIAL_PLAY);
    store.dispatch(directionsChanged(null));
    store.dispatch(gameStarted(record, 500));
    store.dispatch(boardDrawn(play().gameId as string));
    expect(play().mode).toEqual(REGULAR_PLAY);
    await jest.advanceTimersByTimeAsync(1000);
    expect([play().game.phase, play().countdown]).toEqual(['start', 2]);
    stop();
  });
});

describe('what the controls may do: the mode shows, the script enables', () => {
  const step: Directions = {
    text: 'lessons:x',
    highlight: [{ cell: 1 }],
    pulse: [4, 'notes'],
    enabled: { board: false, pad: true, notes: false, undo: false, hint: false, reveal: false },
  };

  it('in free play everything shown is enabled and nothing pulses', () => {
    const controls = controlsOf(REGULAR_PLAY, null);
    expect(Object.values(controls.shown).every(Boolean)).toBe(true);
    expect(Object.values(controls.enabled).every(Boolean)).toBe(true);
    expect(controls.pulse).toEqual([]);
  });

  it("a script's step enables only what it names and pulses its keys; the mode still hides hint and reveal", () => {
    const controls = controlsOf(TUTORIAL_PLAY, step);
    expect([controls.shown.hint, controls.shown.reveal, controls.shown.pad]).toEqual([false, false, true]);
    expect(controls.enabled).toEqual(step.enabled);
    expect(controls.pulse).toEqual([4, 'notes']);
  });
});

describe('a mode that does not count posts nothing (over HTTP to a stand-in API)', () => {
  const later = stopAfterEach();

  it('a tutorial game played to its end posts no score, keeps nothing and moves no auto-progress', async () => {
    const api = await standInApi(() => ({ status: 200, body: {} }));
    later(api.close);
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    later(startPlay(store, storage));
    store.dispatch(gameStarted(record, 500, TUTORIAL_PLAY));
    store.dispatch(played({ type: 'countdownFinished' }));
    await fillAtPace(store.dispatch, puzzle);
    expect(selectPlay(store.getState()).game.phase).toBe('finished');
    // Time for a post, were one to be sent.
    await pause(200);
    expect(api.seen.filter((s) => s.path.endsWith('/game/score'))).toEqual([]);
    expect(await pendingScores()).toEqual([]);
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(selectPlay(store.getState()).score).toBeNull();
  });
});
