import { BitmapFont, type BitmapFontData, type BitmapText, BufferImageSource, Cache, Texture } from 'pixi.js';
import { ENTRY_FLOOR_MS } from '@czeus/game';
import { generatePuzzle } from '@czeus/puzzle';
import { makeStore } from '../../store/store';
import { type BoardView, selectBoardView } from '../board-view';
import { boardPlaced, gameStarted, played } from '../play-slice';
import { fontSetFor } from './board-fonts';
import { LabelLayer } from './label-layer';
import { paletteOf } from './palette';
import type { BoardFrame } from './scene-input';

const record = generatePuzzle({ level: 3, shape: 4, band: 1, seed: 'label-layer' }); // 6 squares

/**
 * Node has no canvas to draw glyphs, so the test installs the board's fonts from data, as a
 * .fnt file would: every character of the clue font, blank pictures, a real Pixi BitmapFont.
 */
function installDataFont(name: string, px: number) {
  if (Cache.has(`${name}-bitmap`)) return;
  const chars = '0123456789+×? ';
  const w = Math.ceil(px * 0.6);
  const source = new BufferImageSource({
    resource: new Uint8Array(w * chars.length * px * 4),
    width: w * chars.length,
    height: px,
  });
  const data: BitmapFontData = {
    pages: [{ id: 0, file: '' }],
    chars: Object.fromEntries(
      [...chars].map((c, i) => [
        c,
        {
          id: c.codePointAt(0) as number,
          page: 0,
          x: i * w,
          y: 0,
          width: w,
          height: px,
          xOffset: 0,
          yOffset: 0,
          xAdvance: w,
          letter: c,
          kerning: {},
        },
      ]),
    ),
    fontSize: px,
    lineHeight: px,
    baseLineOffset: 0,
    fontFamily: name,
  };
  Cache.set(`${name}-bitmap`, new BitmapFont({ data, textures: [new Texture({ source })] }));
}

const palette = paletteOf({ getPropertyValue: () => '' });

/** A cell's texts as drawn: its body holds its labels (one, or a clue's two halves), then its notes. */
const textsOf = (labels: LabelLayer, cell: number) => (labels.bodyOf(cell)?.children ?? []) as BitmapText[];

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

describe("the label layer's render groups", () => {
  it('keeps the mysteries in one group and the clues in one group per board row, none with both', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789' });
    store.dispatch(gameStarted(record, 500));
    store.dispatch(boardPlaced({ width: 800, height: 360, left: 0, top: 0, landscape: true }));
    const { view, layout } = selectBoardView(store.getState()) as BoardView;
    const fonts = fontSetFor(layout!, 1);
    installDataFont(fonts.digit, fonts.digitPx);
    installDataFont(fonts.clue, fonts.cluePx);
    const labels = new LabelLayer();
    labels.build({ puzzle: view.puzzle, layout: layout!, palette, resolution: 1, fonts });
    const drawn = view.puzzle.cells.filter((c) => layout!.cells[c.index]);
    const groupOf = (cell: number) => labels.bodyOf(cell)!.parent!;
    for (const cell of drawn) expect(groupOf(cell.index).isRenderGroup).toBe(true);
    const mysteryGroups = new Set(drawn.filter((c) => c.kind === 'mystery').map((c) => groupOf(c.index)));
    expect(mysteryGroups.size).toBe(1);
    const clues = drawn.filter((c) => c.kind !== 'mystery');
    const rows = new Set(clues.map((c) => c.y));
    const clueGroups = new Set(clues.map((c) => groupOf(c.index)));
    expect(clueGroups.size).toBe(rows.size);
    for (const group of clueGroups) {
      expect(mysteryGroups.has(group)).toBe(false);
      expect(new Set(clues.filter((c) => groupOf(c.index) === group).map((c) => c.y)).size).toBe(1);
    }
  });
});
