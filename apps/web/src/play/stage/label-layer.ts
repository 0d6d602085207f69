import { Container } from 'pixi.js';
import type { Cell } from '@czeus/puzzle';
import { boardText } from './board-fonts';
import type { GlyphText } from './glyph-text';
import { type CellFace, faceOf, HALVES, sameFace, type ShownGame } from './cell-faces';
import { CellNotes } from './cell-notes';
import { halfRects, type Rect } from '../geometry';
import { cellRect, type BoardFrame } from './scene-input';

interface Label {
  text: GlyphText;
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
 * never the whole board. A redrawn label takes other glyphs (glyph-text.ts): the scene keeps the
 * display objects it was built with, so Pixi never rebuilds its draw list for a move.
 */
export class LabelLayer {
  readonly view = new Container();
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
      const rects = cell.kind === 'mystery' ? [r] : HALVES.map((h) => halfRects(r)[h]);
      // Room for the longest text a label shows, its sign and its whole sum or product.
      const labels = rects.map((rect, i) => ({
        text:
          cell.kind === 'mystery'
            ? boardText(fonts.digit, fonts.digitPx, '', 1)
            : boardText(fonts.clue, fonts.cluePx, '', 1 + String(cell[HALVES[i]] ?? '?').length),
        rect,
        notes: new CellNotes(body, rect, cell.kind === 'mystery'),
      }));
      for (const { text } of labels) body.addChild(text);
      this.view.addChild(body);
      this.nodes.set(cell.index, { cell, body, labels, face: null });
    }
  }

  /** Draws `game`: only the cells whose face changed since the last call (all after a build). */
  show(game: ShownGame) {
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
      if (before?.[i].notes !== face[i].notes) {
        const tint =
          node.cell.kind === 'mystery' ? palette.muted : i === 0 ? palette.noteAdd : palette.noteMult;
        notes.show(face[i].notes, fonts.clue, fonts.cluePx, tint);
      }
    });
  }

  /** A mystery's digit (a right answer pops it), if the cell is one. */
  digitOf(cell: number): GlyphText | undefined {
    const node = this.nodes.get(cell);
    return node?.cell.kind === 'mystery' ? node.labels[0].text : undefined;
  }

  /** A cell's body: its labels, then its notes (a wrong answer shakes it). */
  bodyOf(cell: number): Container | undefined {
    return this.nodes.get(cell)?.body;
  }

  /** Destroys every cell's display objects (before the fonts they use go). */
  clear() {
    for (const node of this.nodes.values()) node.body.destroy({ children: true });
    this.nodes.clear();
  }
}
