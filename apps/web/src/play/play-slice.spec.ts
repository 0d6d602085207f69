import { ENTRY_FLOOR_MS, replay } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../store/store';
import { gameStarted, played, selectPlay } from './play-slice';

const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'web-play' });
const puzzle = decodePuzzle(record);

describe('play slice', () => {
  it('runs libs/game in the store and keeps a log the server can replay, without ticks', () => {
    // Numbers come at a person's pace: the game ignores one sooner than ENTRY_FLOOR_MS after the last.
    jest.useFakeTimers();
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    store.dispatch(played({ type: 'ticked' }));
    for (const cell of puzzle.mysteries) {
      if (puzzle.cells[cell].given) continue;
      jest.advanceTimersByTime(ENTRY_FLOOR_MS);
      store.dispatch(played({ type: 'cellSelected', cell }));
      store.dispatch(played({ type: 'digitEntered', digit: puzzle.cells[cell].solution as number }));
    }
    jest.useRealTimers();
    const { game, log, gameId } = selectPlay(store.getState());
    expect(game.phase).toBe('finished');
    expect(gameId).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.some((e) => e.type === 'ticked')).toBe(false);
    const again = replay(record, log, 500);
    expect(again.ok && again.summary.score).toBe(game.score);
  });

  it('keeps the state and says why when the game refuses an event', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    const before = selectPlay(store.getState()).game;
    store.dispatch(played({ type: 'digitEntered', digit: 5 }));
    const after = selectPlay(store.getState());
    expect(after.game).toEqual(before);
    expect(after.rejection).toBe('no play while start');
  });
});
