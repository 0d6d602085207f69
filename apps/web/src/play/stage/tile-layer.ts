import { Graphics } from 'pixi.js';
import { halfRects, type Rect } from './geometry';
import { cellRect, type BoardFrame } from './scene-input';

/**
 * The cells' tiles: mysteries, pair clues and square clues, each with its own shape and
 * outline, in the land's look (a shadow under them, light on their top edge: lands.css). One
 * Graphics, drawn once per layout; nothing in play changes it. `shape` is the tiles' outline
 * alone, for the veil to dim the tiles and not the scenery between them.
 */
export class TileLayer {
  readonly view = new Graphics();
  readonly shape = new Graphics();

  build({ puzzle, layout, palette }: BoardFrame) {
    const bg = this.view.clear();
    const shape = this.shape.clear();
    const radius = Math.max(3, layout.unit * 0.1);
    const lift = Math.max(2, layout.unit * 0.04);
    const tile = (r: Rect, round: number, fill: number, line: number, width: number) => {
      if (palette.tileShadow !== null)
        bg.roundRect(r.x, r.y + lift, r.width, r.height, round).fill({
          color: palette.tileShadow,
          alpha: 0.35,
        });
      bg.roundRect(r.x, r.y, r.width, r.height, round)
        .fill(fill)
        .stroke({ width, color: line, alignment: 1 });
      if (palette.tileGloss > 0) {
        bg.moveTo(r.x + round, r.y + width + 1).lineTo(r.x + r.width - round, r.y + width + 1);
        bg.stroke({ width: Math.max(1.5, layout.unit * 0.025), color: 0xffffff, alpha: palette.tileGloss });
      }
      shape.roundRect(r.x - 1, r.y - 1, r.width + 2, r.height + lift + 2, round).fill(0xffffff);
    };
    for (const cell of puzzle.cells) {
      const r = cellRect(layout, cell.index);
      if (!r) continue;
      if (cell.kind === 'mystery') {
        tile(r, radius, palette.mysteryFill, palette.mysteryLine, 2);
      } else if (cell.kind === 'square') {
        // A square clue speaks for four cells: a rounder tile, stronger fill and an accent outline.
        tile(r, radius * 2, palette.squareFill, palette.squareLine, 2);
        const halves = halfRects(cell.kind, r);
        bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        bg.stroke({ width: 1, color: palette.squareLine });
      } else {
        tile(r, radius * 0.8, palette.clueFill, palette.clueLine, 1);
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
