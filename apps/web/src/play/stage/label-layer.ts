import { type BitmapText, Container } from 'pixi.js';
import type { GameState } from '@czeus/game';
import type { Cell } from '@czeus/puzzle';
import { boardText } from './board-fonts';
import { type CellFace, faceOf, HALVES, sameFace } from './cell-faces';
import { CellNotes } from './cell-notes';
import { halfRects, type Rect } from './geometry';
import { cellRect, type BoardFrame } from './scene-input';

interface Label {
  text: BitmapText;
  rect: Rect;
  notes: CellNotes;
}

/** A cell's display objects, kept for the whole layout: its labels in a body that can shake. */
interface CellNode {
  cell: Cell;
  body: Container;
  labels: Label[];
  /** What the labels show now; null until first drawn. */
  face: CellFace | null;
}

/**
 * The cells' digits, clue numbers and notes. Each cell keeps its display objects for the
 * layout; a change to the game redraws only the cells whose face (text, tint, notes) differs
 * from the one drawn, so entering one digit touches that mystery and the clues it completes,
 * never the whole board.
 */
export class LabelLayer {
  /**
   * Render groups: Pixi 8 rebuilds the draw list of a text's render group whenever the text
   * changes, at a cost that grows with the group. A move sets a digit and completes the clues
   * round it (`+?` becomes `+12`), so the mysteries are one group and the clues one per board
   * row: a move rebuilds a few short lists, not the whole stage's (issue 20 point 7, bench:frames:
   * one group of every clue took 1.3 ms of a move's frame).
   */
  private readonly mysteries = new Container({ isRenderGroup: true });
  private readonly clueRows = new Map<number, Container>();
  readonly view = new Container({ children: [this.mysteries] });
  private nodes = new Map<number, CellNode>();
  /** What the layer was last built from. */
  private frame!: BoardFrame;
  /** The cells the last `show` redrew, in board order (tests and the stage's debug hook read it). */
  lastDrawn: readonly number[] = [];

  /** Makes every cell's display objects for a new layout; nothing is shown until `show`. */
  build(frame: BoardFrame) {
    this.clear();
    this.frame = frame;
    const { puzzle, layout, fonts } = frame;
    for (const cell of puzzle.cells) {
      const r = cellRect(layout, cell.index);
      if (!r) continue;
      const body = new Container();
      const rects = cell.kind === 'mystery' ? [r] : HALVES.map((h) => halfRects(cell.kind, r)[h]);
      const labels = rects.map((rect) => ({
        text:
          cell.kind === 'mystery'
            ? boardText(fonts.digit, fonts.digitPx)
            : boardText(fonts.clue, fonts.cluePx),
        rect,
        notes: new CellNotes(body, rect, cell.kind === 'mystery'),
      }));
      for (const { text } of labels) body.addChild(text);
      this.groupOf(cell).addChild(body);
      this.nodes.set(cell.index, { cell, body, labels, face: null });
    }
  }

  /** Draws `game`: only the cells whose face changed since the last call (all after a build). */
  show(game: Pick<GameState, 'values' | 'notes' | 'clueAnswers' | 'clueGoal'>) {
    const { frame } = this;
    const drawn: number[] = [];
    for (const node of this.nodes.values()) {
      const face = faceOf(frame.puzzle, game, node.cell, frame.palette);
      if (node.face && sameFace(node.face, face)) continue;
      this.draw(node, face, node.face);
      node.face = face;
      drawn.push(node.cell.index);
    }
    this.lastDrawn = drawn;
  }

  private draw(node: CellNode, face: CellFace, before: CellFace | null) {
    const { fonts, palette } = this.frame;
    node.labels.forEach(({ text, rect, notes }, i) => {
      const { value, tint } = face[i];
      if (text.text !== value) text.text = value;
      text.tint = tint;
      text.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
      text.scale.set(1);
      const fit = Math.min(
        1,
        (rect.width * 0.88) / Math.max(1, text.width),
        (rect.height * 0.9) / Math.max(1, text.height),
      );
      text.scale.set(fit);
      if (before?.[i].notes !== face[i].notes)
        notes.show(face[i].notes, fonts.clue, fonts.cluePx, palette.muted);
    });
  }

  /** A mystery's digit (a right answer pops it), if the cell is one. */
  digitOf(cell: number): BitmapText | undefined {
    const node = this.nodes.get(cell);
    return node?.cell.kind === 'mystery' ? node.labels[0].text : undefined;
  }

  /** A cell's body: its labels, then its notes (a wrong answer shakes it). */
  bodyOf(cell: number): Container | undefined {
    return this.nodes.get(cell)?.body;
  }

  /** The render group a cell's labels go in: the mysteries', or its row's among the clues. */
  private groupOf(cell: Cell): Container {
    if (cell.kind === 'mystery') return this.mysteries;
    let row = this.clueRows.get(cell.y);
    if (!row) {
      row = new Container({ isRenderGroup: true });
      this.clueRows.set(cell.y, row);
      this.view.addChild(row);
    }
    return row;
  }

  /** Destroys every cell's display objects (before the fonts they use go). */
  clear() {
    for (const node of this.nodes.values()) node.body.destroy({ children: true });
    this.nodes.clear();
    for (const row of this.clueRows.values()) row.destroy();
    this.clueRows.clear();
  }
}
