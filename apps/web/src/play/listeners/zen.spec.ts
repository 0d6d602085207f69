import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../../store/store';
import { stopAfterEach } from '../../testing/after-each';
import { fillAtPace } from '../../testing/at-a-persons-pace';
import { eventually, pause } from '../../testing/eventually';
import { memoryStorage } from '../../testing/memory-storage';
import { standInApi } from '../../testing/stand-in-api';
import { pendingScores } from '../pending-scores';
import { playAgainAsked } from '../play-again';
import { ZEN_PLAY } from '../play-mode';
import { gameStarted, played, secondsLeft, selectPlay } from '../play-slice';
import { PROGRESS_STORAGE_KEY } from '../progress-storage';
import { startPlay } from '.';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-zen' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';

describe('zen on the play screen (a real store, a stand-in API)', () => {
  const later = stopAfterEach();

  it('a zen game with wrong numbers ends, asks the server nothing, keeps nothing and moves no auto-progress', async () => {
    const api = await standInApi(() => ({ status: 500, body: {} }));
    later(api.close);
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    later(startPlay(store, storage));
    store.dispatch(gameStarted(record, 500, ZEN_PLAY));
    store.dispatch(played({ type: 'countdownFinished' }));
    expect(secondsLeft(selectPlay(store.getState()).game)).toBe(Infinity);
    await fillAtPace(store.dispatch, puzzle, (cell) => {
      const solution = puzzle.cells[cell].solution as number;
      return solution === 9 ? 1 : solution + 1;
    });
    const { game } = selectPlay(store.getState());
    expect(game).toMatchObject({
      phase: 'finished',
      zen: true,
      lives: 3,
      score: 0,
      gemsEarned: 0,
      stars: null,
    });
    // Time for a post, were one to be sent.
    await pause(100);
    expect(selectPlay(store.getState()).score).toBeNull();
    expect(api.seen).toHaveLength(0);
    expect(await pendingScores()).toEqual([]);
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    // Play again is the same puzzle in zen, at once: no new serving, no card, no countdown.
    store.dispatch(playAgainAsked());
    // Within a second: a countdown would take three.
    await eventually(() => selectPlay(store.getState()).game.phase === 'progress', 1000);
    expect(selectPlay(store.getState())).toMatchObject({
      game: { phase: 'progress', zen: true },
      openingCard: false,
    });
    expect(api.seen).toHaveLength(0);
  });
});
