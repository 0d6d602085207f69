import { ENTRY_FLOOR_MS } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../../store/store';
import { stopAfterEach } from '../../testing/after-each';
import { eventually, pause } from '../../testing/eventually';
import { memoryStorage } from '../../testing/memory-storage';
import { standInApi } from '../../testing/stand-in-api';
import { marathonPlay } from '../play-mode';
import { gameStarted, played, selectPlay } from '../play-slice';
import { startPlay } from '.';

const record = generatePuzzle({ level: 1, shape: 2, band: 1, seed: 'web-marathon' });
const puzzle = decodePuzzle(record);
const SESSION = 'abcdefghij0123456789';
const RUN = '9b2f6c1e-8a4d-4f3b-9c2e-1d5a7b3c9e01';

describe('a marathon game on the play screen (a real store, a stand-in API)', () => {
  const later = stopAfterEach();

  it("starts with the run's lives, and its post names the run", async () => {
    // The post is refused, so no retry outlives the test.
    const api = await standInApi(() => ({ status: 400, body: { statusCode: 400, message: 'puzzle-fail' } }));
    later(api.close);
    const storage = memoryStorage();
    const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
    later(startPlay(store, storage));
    store.dispatch(gameStarted(record, 500, marathonPlay({ runId: RUN, step: 4, lives: 1 })));
    expect(selectPlay(store.getState())).toMatchObject({ game: { lives: 1 }, openingCard: false });
    store.dispatch(played({ type: 'countdownFinished' }));
    const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
    const solution = puzzle.cells[cell].solution as number;
    await pause(ENTRY_FLOOR_MS + 10);
    store.dispatch(played({ type: 'cellSelected', cell }));
    store.dispatch(played({ type: 'digitEntered', digit: solution === 9 ? 1 : solution + 1 }));
    // One life: the first wrong number ends the game, and the run with it (the server decides).
    expect(selectPlay(store.getState()).game).toMatchObject({ phase: 'finished', finishType: 'errors_fail' });
    const isPost = (call: { path: string }) => call.path.endsWith('/game/score');
    await eventually(() => api.seen.some(isPost));
    const post = api.seen.find(isPost);
    expect(post?.body).toMatchObject({ runId: RUN, puzzleId: record.puzzleId, finishType: 'errors_fail' });
  });

  it('the first step opens with the card that says what a run is; later steps start at once', () => {
    expect(marathonPlay({ runId: RUN, step: 1, lives: 3 }).openingCard?.title).toBe('marathonTitle');
    expect(marathonPlay({ runId: RUN, step: 2, lives: 3 }).openingCard).toBeUndefined();
    expect(marathonPlay({ runId: RUN, step: 2, lives: 3 })).toMatchObject({ scored: true, exitGuard: false });
  });
});
