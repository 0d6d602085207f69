import type { Profile } from '@czeus/contract';
import { decodePuzzle, generatePuzzle, type Hint, nextHint } from '@czeus/puzzle';
import { gameApi } from '../../store/api';
import { makeStore } from '../../store/store';
import { stopAfterEach } from '../../testing/after-each';
import { fillAtPace } from '../../testing/at-a-persons-pace';
import { eventually, pause } from '../../testing/eventually';
import { memoryStorage } from '../../testing/memory-storage';
import { standInApi } from '../../testing/stand-in-api';
import { pendingScores } from '../pending-scores';
import { playAgainAsked } from '../play-again';
import { gameStarted, hintActedOn, hintOpened, holdsChanged, played, selectPlay } from '../play-slice';
import { PROGRESS_STORAGE_KEY } from '../progress-storage';
import { boardDrawn, selectFlights } from '../stage-slice';
import { FIRST_FRAME_WAIT_MS } from './clock';
import { HINT_STEP_MS } from './hint-steps';
import { startPlay } from '.';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-listeners' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const profile = (gems: number): Profile => ({
  username: null,
  registered: false,
  gems,
  stars: 0,
  topScore: 0,
  totalScore: 0,
  topscoredifficulty: 0,
  gamesCount: 0,
  lastDaily: null,
  profilePicture: null,
  tutorialsSeen: [],
  slotStars: {},
});

describe('the play clock and pause policy (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const started = () => {
    const store = makeStore({ sessionId: SESSION });
    const stop = startPlay(store);
    store.dispatch(gameStarted(record, 500));
    // What the stage says once the board's first frame is on screen.
    store.dispatch(boardDrawn(selectPlay(store.getState()).gameId as string));
    return { store, stop, play: () => selectPlay(store.getState()) };
  };

  it('counts down only once the board is drawn, or after FIRST_FRAME_WAIT_MS when no frame comes', async () => {
    const store = makeStore({ sessionId: SESSION });
    const stop = startPlay(store);
    const play = () => selectPlay(store.getState());
    store.dispatch(gameStarted(record, 500));
    await jest.advanceTimersByTimeAsync(1200);
    expect(play().countdown).toBe(3);
    // A frame of another game (the last one's board, drawn late) does not count.
    store.dispatch(boardDrawn('an-earlier-game'));
    await jest.advanceTimersByTimeAsync(200);
    expect(play().countdown).toBe(3);
    store.dispatch(boardDrawn(play().gameId as string));
    await jest.advanceTimersByTimeAsync(1000);
    expect(play().countdown).toBe(2);
    // No stage at all (no WebGL): the game still starts, FIRST_FRAME_WAIT_MS late.
    store.dispatch(gameStarted(record, 500));
    await jest.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS + 999);
    expect(play().countdown).toBe(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(play().countdown).toBe(2);
    stop();
  });

  it('counts 3, 2, 1 a second each, then plays at once ("go" is said as play starts) and ticks once a second', async () => {
    const { stop, play } = started();
    expect([play().countdown, play().game.phase]).toEqual([3, 'start']);
    const seen = [];
    for (let s = 0; s < 3; s++) {
      await jest.advanceTimersByTimeAsync(999);
      seen.push(play().game.phase);
      await jest.advanceTimersByTimeAsync(1);
      seen.push(play().countdown);
    }
    // Three seconds of countdown, the server's COUNTDOWN_SECONDS, and not one more.
    expect(seen).toEqual(['start', 2, 'start', 1, 'start', 0]);
    expect(play().game.phase).toBe('progress');
    const from = play().game.now;
    await jest.advanceTimersByTimeAsync(3000);
    expect(play().game.now - from).toBe(3000);
    expect(play().log.some((e) => e.type === 'ticked')).toBe(false);
    stop();
  });

  it('pauses while something holds play and resumes when nothing does; paused time does not tick', async () => {
    const { store, stop, play } = started();
    await jest.advanceTimersByTimeAsync(4000);
    store.dispatch(holdsChanged({ overlay: true }));
    expect(play().game.pausedAt).not.toBeNull();
    const held = play().game.now;
    await jest.advanceTimersByTimeAsync(5000);
    expect(play().game.now).toBe(held);
    store.dispatch(holdsChanged({ hidden: true }));
    store.dispatch(holdsChanged({ overlay: false }));
    expect(play().game.pausedAt).not.toBeNull();
    store.dispatch(holdsChanged({ hidden: false }));
    expect(play().game.pausedAt).toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(play().game.now).toBe(held + 6000);
    expect(play().game.pausedMs).toBe(5000);
    stop();
  });

  it('a hint being read pauses play; going back to the board resumes it, the hint stays', async () => {
    const { store, stop, play } = started();
    await jest.advanceTimersByTimeAsync(4000);
    const hint = nextHint(puzzle, {
      values: play().game.values,
      notes: play().game.notes.mystery,
      selected: null,
    });
    store.dispatch(hintOpened({ lead: hint }));
    expect(play().game.pausedAt).not.toBeNull();
    store.dispatch(hintActedOn());
    expect(play().game.pausedAt).toBeNull();
    expect(play().hint?.lead).toBe(hint);
    stop();
  });

  it("shows a hint's steps one by one, HINT_STEP_MS apart", async () => {
    const { store, stop, play } = started();
    const step = { messages: [] };
    const hint = { type: 'hint', steps: [step, step, step], guessCount: 0 } as unknown as Hint;
    store.dispatch(hintOpened({ lead: hint }));
    const shown = [play().hint?.shown];
    for (let i = 0; i < 3; i++) {
      await jest.advanceTimersByTimeAsync(HINT_STEP_MS);
      shown.push(play().hint?.shown);
    }
    expect(shown).toEqual([1, 2, 3, 3]);
    stop();
  });
});

describe('the score post, play again and gem credits (over HTTP to a stand-in API)', () => {
  const later = stopAfterEach();
  const serve = async (answer: Parameters<typeof standInApi>[0]) => {
    const api = await standInApi(answer);
    later(api.close);
    return api;
  };
  const listen = (store: ReturnType<typeof makeStore>, storage?: Parameters<typeof startPlay>[1]) => {
    later(startPlay(store, storage));
  };
  /** Plays the served puzzle to the end at a person's pace. */
  const solve = async (store: ReturnType<typeof makeStore>) => {
    store.dispatch(played({ type: 'countdownFinished' }));
    await fillAtPace(store.dispatch, puzzle);
    expect(selectPlay(store.getState()).game.phase).toBe('finished');
  };
  const recorded = {
    gameId: 'x',
    score: 1,
    stars: 3,
    gemsEarned: 100,
    playTime: 1,
    finishType: 'success',
    gems: 600,
  };

  it('posts once finished, tries again after a failure, and counts auto-progress once', async () => {
    let posts = 0;
    const api = await serve((r) =>
      r.path.endsWith('/game/score')
        ? ++posts === 1
          ? { status: 503, body: { statusCode: 503, message: 'error' } }
          : { status: 200, body: { ...recorded, gameId: (r.body as { gameId: string }).gameId } }
        : { status: 200, body: profile(500) },
    );
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    listen(store, storage);
    store.dispatch(gameStarted(record, 500));
    await solve(store);
    const gameId = selectPlay(store.getState()).gameId;
    expect(JSON.parse(storage.getItem(PROGRESS_STORAGE_KEY) ?? '{}')).toMatchObject({
      A: 1,
      last: { result: 'perfect' },
    });
    await api.until(1);
    // Kept on the device before the first post.
    expect((await pendingScores()).map((s) => s.gameId)).toContain(gameId);
    await eventually(() => selectPlay(store.getState()).score?.state === 'retrying');
    expect(selectPlay(store.getState()).score).toMatchObject({ gameId, state: 'retrying' });
    await api.until(2);
    await eventually(() => selectPlay(store.getState()).score?.state === 'saved');
    expect(selectPlay(store.getState()).score).toMatchObject({
      gameId,
      state: 'saved',
      recorded: { gemsEarned: 100 },
    });
    expect(await pendingScores()).toEqual([]);
    const posted = api.seen.filter((s) => s.path.endsWith('/game/score'));
    expect(posted.map((p) => (p.body as { gameId: string }).gameId)).toEqual([gameId, gameId]);
  });

  it('a refused score is not sent again and is no longer kept', async () => {
    const api = await serve(() => ({ status: 409, body: { statusCode: 409, message: 'puzzle-fail' } }));
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    listen(store, storage);
    store.dispatch(gameStarted(record, 500));
    await solve(store);
    await api.until(1);
    await eventually(() => selectPlay(store.getState()).score?.state === 'refused');
    expect(selectPlay(store.getState()).score?.state).toBe('refused');
    // Time for a second post, were one to be sent.
    await pause(100);
    expect(api.seen).toHaveLength(1);
    expect(await pendingScores()).toEqual([]);
  });

  it('play again asks for a new serving of the same puzzle and starts it with the recorded balance', async () => {
    const api = await serve((r) =>
      r.path.startsWith('/api/game?')
        ? { status: 200, body: record }
        : { status: 200, body: { ...recorded, gameId: (r.body as { gameId: string }).gameId } },
    );
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase });
    listen(store);
    store.dispatch(gameStarted(record, 500));
    await solve(store);
    await api.until(1);
    await eventually(() => selectPlay(store.getState()).score?.state === 'saved');
    const first = selectPlay(store.getState()).gameId;
    store.dispatch(playAgainAsked());
    await api.until(2);
    await eventually(() => selectPlay(store.getState()).gameId !== first);
    const again = selectPlay(store.getState());
    expect(api.seen[1].path).toContain(`id=${record.puzzleId}`);
    expect(again.gameId).not.toBe(first);
    expect([again.game.phase, again.game.gems, again.countdown]).toEqual(['start', 600, 3]);
  });

  it('gems credited mid-game reach the game and fly from the middle to the balance', async () => {
    let gems = 500;
    const api = await serve(() => ({ status: 200, body: profile(gems) }));
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase });
    listen(store);
    await store.dispatch(gameApi.endpoints.profile.initiate());
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    gems = 900;
    await store.dispatch(gameApi.endpoints.profile.initiate(undefined, { forceRefetch: true }));
    const play = selectPlay(store.getState());
    expect(play.game.gems).toBe(900);
    expect(selectFlights(store.getState()).at(-1)).toMatchObject({
      kind: 'gems',
      from: 'middle',
      to: 'balance',
    });
  });
});
