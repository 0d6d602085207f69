import { Graphics } from 'pixi.js';
import { halfRects } from './geometry';
import { cellRect, type BoardFrame } from './scene-input';

/**
 * The cells' tiles: mysteries, pair clues and square clues, each with its own shape and
 * outline. One Graphics, drawn once per layout; nothing in play changes it.
 */
export class TileLayer {
  readonly view = new Graphics();

  build({ puzzle, layout, palette }: BoardFrame) {
    const bg = this.view.clear();
    const radius = Math.max(3, layout.unit * 0.1);
    for (const cell of puzzle.cells) {
      const r = cellRect(layout, cell.index);
      if (!r) continue;
      if (cell.kind === 'mystery') {
        bg.roundRect(r.x, r.y, r.width, r.height, radius)
          .fill(palette.mysteryFill)
          .stroke({ width: 2, color: palette.mysteryLine, alignment: 1 });
      } else if (cell.kind === 'square') {
        // A square clue speaks for four cells: a rounder tile, stronger fill and an accent outline.
        bg.roundRect(r.x, r.y, r.width, r.height, radius * 2)
          .fill(palette.squareFill)
          .stroke({ width: 2, color: palette.squareLine, alignment: 1 });
        const halves = halfRects(cell.kind, r);
        bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        bg.stroke({ width: 1, color: palette.squareLine });
      } else {
        bg.roundRect(r.x, r.y, r.width, r.height, radius * 0.8)
          .fill(palette.clueFill)
          .stroke({ width: 1, color: palette.clueLine, alignment: 1 });
        const halves = halfRects(cell.kind, r);
        if (cell.kind === 'verticalPair') {
          bg.moveTo(halves.mult.x, r.y + r.height * 0.2).lineTo(halves.mult.x, r.y + r.height * 0.8);
        } else {
          bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        }
        bg.stroke({ width: 1, color: palette.clueLine });
      }
    }
  }
}
