import { Container, Sprite } from 'pixi.js';
import { ENTRY_FLOOR_MS } from '@czeus/game';
import { generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../../store/store';
import { installDataFont } from '../../testing/data-font';
import { type BoardView, selectBoardView } from '../board-view';
import { gameStarted, played } from '../play-slice';
import { boardPlaced } from '../stage-slice';
import { fontSetFor } from './board-fonts';
import { GlyphText } from './glyph-text';
import { LabelLayer } from './label-layer';
import { paletteOf } from './palette';
import type { BoardFrame } from './scene-input';

const record = generatePuzzle({ level: 3, shape: 4, band: 1, seed: 'label-layer' }); // 6 squares

const palette = paletteOf({ getPropertyValue: () => '' });

/** A cell's texts as drawn: its body holds its labels (one, or a clue's two halves), then its notes. */
const textsOf = (labels: LabelLayer, cell: number) => (labels.bodyOf(cell)?.children ?? []) as GlyphText[];

describe('the label layer redraws only the cells that changed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setUp = () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    store.dispatch(boardPlaced({ width: 800, height: 360, left: 0, top: 0, landscape: true }));
    const board = () => selectBoardView(store.getState()) as BoardView;
    const { view, layout } = board();
    const fonts = fontSetFor(layout!, 1);
    installDataFont(fonts.digit, fonts.digitPx);
    installDataFont(fonts.clue, fonts.cluePx);
    const frame: BoardFrame = { puzzle: view.puzzle, layout: layout!, palette, resolution: 1, fonts };
    const labels = new LabelLayer();
    labels.build(frame);
    labels.show(board().game);
    const play = (event: Parameters<typeof played>[0]) => {
      jest.advanceTimersByTime(ENTRY_FLOOR_MS);
      store.dispatch(played(event));
      labels.show(board().game);
    };
    const puzzle = view.puzzle;
    const drawnCells = puzzle.cells.filter((c) => layout!.cells[c.index]).map((c) => c.index);
    return { labels, play, puzzle, drawnCells, board };
  };

  it('draws every cell once after a build, and nothing again when nothing changed', () => {
    const { labels, drawnCells, board } = setUp();
    expect(labels.lastDrawn).toEqual(drawnCells);
    labels.show(board().game);
    expect(labels.lastDrawn).toEqual([]);
  });

  it('one digit entered: only that mystery is redrawn; every other label keeps its object and text', () => {
    const { labels, play, puzzle, drawnCells } = setUp();
    // A mystery whose clues all wait on other mysteries too: its digit completes none of them.
    const cell = puzzle.mysteries.find(
      (m) =>
        !puzzle.cells[m].given &&
        puzzle.clues.every(
          (c) => !puzzle.cells[c].mysteries?.includes(m) || puzzle.cells[c].mysteries!.length > 1,
        ),
    )!;
    const before = new Map(drawnCells.map((c) => [c, textsOf(labels, c).map((t) => [t, t.text])]));
    play({ type: 'cellSelected', cell });
    expect(labels.lastDrawn).toEqual([]);
    play({ type: 'digitEntered', digit: puzzle.cells[cell].solution! });
    expect(labels.lastDrawn).toEqual([cell]);
    expect(textsOf(labels, cell).map((t) => t.text)).toEqual([String(puzzle.cells[cell].solution)]);
    for (const c of drawnCells.filter((x) => x !== cell)) {
      const now = textsOf(labels, c);
      expect(now.map((t) => t.text)).toEqual(before.get(c)!.map(([, text]) => text));
      now.forEach((t, i) => expect(t).toBe(before.get(c)![i][0]));
    }
  });

  it('a note toggled redraws that cell alone, and its notes show the digits', () => {
    const { labels, play, puzzle } = setUp();
    const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given)!;
    play({ type: 'cellSelected', cell });
    play({ type: 'noteModeToggled' });
    play({ type: 'noteToggled', digit: 3 });
    expect(labels.lastDrawn).toEqual([cell]);
    play({ type: 'noteToggled', digit: 7 });
    expect(labels.lastDrawn).toEqual([cell]);
    // The mystery's label (empty while it shows notes), then one small text per note.
    expect(textsOf(labels, cell).map((t) => t.text)).toEqual(['', '3', '7']);
  });

  it("the last mystery of a clue redraws the clue's halves with it, which then show their numbers", () => {
    const { labels, play, puzzle } = setUp();
    const clue = puzzle.clues.find(
      (c) => !puzzle.cells[c].addShown && !puzzle.cells[c].multShown && puzzle.cells[c].kind !== 'square',
    )!;
    const open = puzzle.cells[clue].mysteries!.filter((m) => !puzzle.cells[m].given);
    for (const m of open) {
      play({ type: 'cellSelected', cell: m });
      play({ type: 'digitEntered', digit: puzzle.cells[m].solution! });
    }
    expect(labels.lastDrawn).toContain(open.at(-1));
    expect(labels.lastDrawn).toContain(clue);
    const [add, mult] = textsOf(labels, clue).map((t) => t.text);
    expect([add, mult]).toEqual([`+${puzzle.cells[clue].add}`, `×${puzzle.cells[clue].mult}`]);
  });
});

describe('the label layer in play', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the display objects it was built with through a whole solved game', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    store.dispatch(played({ type: 'countdownFinished' }));
    store.dispatch(boardPlaced({ width: 800, height: 360, left: 0, top: 0, landscape: true }));
    const board = () => selectBoardView(store.getState()) as BoardView;
    const { view, layout } = board();
    const fonts = fontSetFor(layout!, 1);
    installDataFont(fonts.digit, fonts.digitPx);
    installDataFont(fonts.clue, fonts.cluePx);
    const labels = new LabelLayer();
    labels.build({ puzzle: view.puzzle, layout: layout!, palette, resolution: 1, fonts });
    labels.show(board().game);
    // Pixi rebuilds the stage's draw list when an object joins, leaves, hides or redraws
    // (a Graphics, or a BitmapText, drawn through one): a move must do none of these.
    const all = (c: Container): Container[] => [c, ...c.children.flatMap(all)];
    const everything = (c: Container) => all(c).map((o) => o.uid);
    const built = everything(labels.view);
    const puzzle = view.puzzle;
    let redrawn = 0;
    for (const cell of puzzle.mysteries.filter((m) => !puzzle.cells[m].given)) {
      for (const event of [
        { type: 'cellSelected', cell },
        { type: 'digitEntered', digit: puzzle.cells[cell].solution! },
      ] as const) {
        jest.advanceTimersByTime(ENTRY_FLOOR_MS);
        store.dispatch(played(event));
        labels.show(board().game);
        redrawn += labels.lastDrawn.length;
      }
    }
    expect(redrawn).toBeGreaterThan(puzzle.mysteries.filter((m) => !puzzle.cells[m].given).length);
    expect(everything(labels.view)).toEqual(built);
    for (const o of all(labels.view)) {
      expect(o instanceof Sprite || o.constructor === Container || o instanceof GlyphText).toBe(true);
      expect(o.visible && o.renderable).toBe(true);
    }
  });
});
