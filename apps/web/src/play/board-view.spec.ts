import { ENTRY_FLOOR_MS } from '@czeus/game';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../store/store';
import { selectBoardView } from './board-view';
import { directionsChanged, gameStarted, played, solutionToggled } from './play-slice';
import { boardPlaced } from './stage-slice';

const record = generatePuzzle({ level: 3, shape: 1, band: 1, seed: 'stage-game' }); // 2-squares: turns
const served = decodePuzzle(record);
const box = (landscape: boolean) => ({ width: 400, height: 300, left: 0, top: 0, landscape });

describe('the board as shown (one derived view for the grid and the stage)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const playing = () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    return store;
  };
  // The served puzzle is wide: an upright screen turns it.
  const turning = served.width > served.height ? false : true;

  it('moves the game to the shown indexes when the board turns, and back', () => {
    const store = playing();
    store.dispatch(boardPlaced(box(turning)));
    const cell = served.mysteries.find((m) => !served.cells[m].given)!;
    jest.advanceTimersByTime(ENTRY_FLOOR_MS);
    store.dispatch(played({ type: 'cellSelected', cell }));
    store.dispatch(played({ type: 'digitEntered', digit: served.cells[cell].solution! }));
    const clue = served.clues[0];
    store.dispatch(played({ type: 'cellSelected', cell: clue, half: 'mult' }));
    const board = selectBoardView(store.getState())!;
    expect(board.view.transposed).toBe(true);
    expect(board.game.values[board.view.toShown(cell)]).toBe(served.cells[cell].solution);
    expect(board.game.selection).toEqual({ cell: board.view.toShown(clue), half: 'mult' });
    expect(board.view.puzzle.cells[board.view.toShown(cell)].solution).toBe(served.cells[cell].solution);
    expect(board.layout).not.toBeNull();

    store.dispatch(boardPlaced(box(!turning)));
    const straight = selectBoardView(store.getState())!;
    expect(straight.view.transposed).toBe(false);
    expect(straight.game.values).toBe(store.getState().play!.game.values);
  });

  it('a clock tick changes nothing the board draws: the view keeps its identity', () => {
    const store = playing();
    store.dispatch(boardPlaced(box(turning)));
    const before = selectBoardView(store.getState())!;
    jest.advanceTimersByTime(1000);
    store.dispatch(played({ type: 'ticked' }));
    expect(store.getState().play!.game.now).toBeGreaterThan(before.game.now);
    expect(selectBoardView(store.getState())).toBe(before);
    // A move after the tick is drawn, with the clock as it stands.
    jest.advanceTimersByTime(ENTRY_FLOOR_MS);
    store.dispatch(played({ type: 'noteModeToggled' }));
    const moved = selectBoardView(store.getState())!;
    expect(moved).not.toBe(before);
    expect(moved.game.noteMode).toBe(!before.game.noteMode);
    expect(moved.game.now).toBe(store.getState().play!.game.now);
    for (const field of ['values', 'tries', 'notes', 'selection', 'bonusSquares', 'clueAnswers'] as const)
      expect(moved.game[field]).toBe(before.game[field]);
  });

  it('after the end, the solution view shows every mystery solved and nothing selected', () => {
    const store = playing();
    store.dispatch(boardPlaced(box(!turning)));
    for (const cell of served.mysteries.filter((m) => !served.cells[m].given).slice(0, 3)) {
      jest.advanceTimersByTime(ENTRY_FLOOR_MS);
      store.dispatch(played({ type: 'cellSelected', cell }));
      store.dispatch(played({ type: 'digitEntered', digit: served.cells[cell].solution === 9 ? 1 : 9 }));
    }
    expect(store.getState().play!.game.phase).toBe('finished');
    store.dispatch(solutionToggled(true));
    const board = selectBoardView(store.getState())!;
    expect(board.solution).toBe(true);
    expect(board.game.selection).toBeNull();
    for (const m of served.mysteries) expect(board.game.values[m]).toBe(served.cells[m].solution);
  });

  it("a script's highlights light its cells as shown, beside the hint's, and go with it", () => {
    const store = playing();
    store.dispatch(boardPlaced(box(turning)));
    const [a, b] = served.mysteries;
    const enabled = { board: true, pad: true, notes: true, undo: true, hint: false, reveal: false };
    store.dispatch(
      directionsChanged({
        text: 'x',
        highlight: [{ cell: a }, { cell: b }, { cell: a }],
        pulse: [4],
        enabled,
      }),
    );
    const board = selectBoardView(store.getState())!;
    expect(board.marks.highlights.sort()).toEqual([board.view.toShown(a), board.view.toShown(b)].sort());
    store.dispatch(directionsChanged(null));
    expect(selectBoardView(store.getState())!.marks.highlights).toEqual([]);
  });
});
