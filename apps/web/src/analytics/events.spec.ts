import { summaryOf } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import type { AnalyticsData } from '@czeus/contract';
import { trackPlayFinish } from '../play/play-finish';
import { TUTORIAL_PLAY } from '../play/play-mode';
import { gameStarted, played, selectPlay } from '../play/play-slice';
import { loggedIn } from '../store/auth-slice';
import { makeStore } from '../store/store';
import { fillAtPace } from '../testing/at-a-persons-pace';
import type { Analytics } from './analytics';
import { trackLogins } from './login-events';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-analytics-events' });
const puzzle = decodePuzzle(record);

/** An analytics object that keeps what it is told to track. */
function recorder() {
  const tracked: { eventName: string; data?: AnalyticsData }[] = [];
  const analytics: Analytics = {
    track: (eventName, data) => void tracked.push(data ? { eventName, data } : { eventName }),
    flush: async () => undefined,
    pending: () => 0,
  };
  return { tracked, analytics };
}

/** Plays the served puzzle to the end at a person's pace. */
async function solve(store: ReturnType<typeof makeStore>) {
  store.dispatch(played({ type: 'countdownFinished' }));
  await fillAtPace(store.dispatch, puzzle);
  expect(selectPlay(store.getState()).game.phase).toBe('finished');
}

describe('analytics events', () => {
  it('login: one event a login, with its method', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    const { tracked, analytics } = recorder();
    const stop = trackLogins(store.dispatch, analytics);
    store.dispatch(loggedIn('a.token', 'email'));
    store.dispatch(loggedIn('b.token', 'google'));
    stop();
    expect(tracked).toEqual([
      { eventName: 'login', data: { method: 'email' } },
      { eventName: 'login', data: { method: 'google' } },
    ]);
  });

  it('play_finish: difficulty, land, shape, stars, id, score and time of a counted game, once', async () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    const { tracked, analytics } = recorder();
    const stop = trackPlayFinish(store.dispatch, analytics);
    store.dispatch(gameStarted(record, 500));
    await solve(store);
    // What follows the finish (a look at the board) is no second finish.
    store.dispatch(played({ type: 'cellSelected', cell: puzzle.mysteries[0] }));
    const { stars, score, playTime } = summaryOf(selectPlay(store.getState()).game);
    expect(tracked).toEqual([
      {
        eventName: 'play_finish',
        data: {
          difficulty: record.difficultyLevel,
          land: 'autumnland',
          shape: 1,
          stars,
          id: record.puzzleId,
          score,
          time: playTime,
        },
      },
    ]);
    expect(stars).toBeGreaterThan(0);

    // A game that counts nothing (a tutorial page) sends none.
    store.dispatch(gameStarted(record, 500, TUTORIAL_PLAY));
    await solve(store);
    stop();
    expect(tracked).toHaveLength(1);
  });
});
