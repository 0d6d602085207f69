import { Graphics } from 'pixi.js';
import type { Cell } from '@czeus/puzzle';
import { halfRects, type Rect } from '../geometry';
import { cellRect, type BoardFrame } from './scene-input';

/** A tile's corner radius: a square clue's rounder, a pair clue's a little less round than a mystery's. */
export function tileRound(kind: Cell['kind'], unit: number): number {
  const radius = Math.max(3, unit * 0.1);
  return kind === 'square' ? radius * 2 : kind === 'mystery' ? radius : radius * 0.8;
}

/** How far a tile's shadow falls below it. */
const tileLift = (unit: number) => Math.max(2, unit * 0.04);

/** The ground a tile covers, its shadow included (what the veil dims). */
export function tileFootprint(r: Rect, unit: number): Rect {
  return { x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + tileLift(unit) + 2 };
}

/**
 * The cells' tiles: mysteries, pair clues and square clues, each with its own shape and
 * outline, in the land's look (a shadow under them, light on their top edge: lands.css). One
 * Graphics, drawn once per layout; nothing in play changes it.
 */
export class TileLayer {
  readonly view = new Graphics();

  build({ puzzle, layout, palette }: BoardFrame) {
    const bg = this.view.clear();
    const lift = tileLift(layout.unit);
    const tile = (r: Rect, kind: Cell['kind'], fill: number, line: number, width: number) => {
      const round = tileRound(kind, layout.unit);
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
    };
    for (const cell of puzzle.cells) {
      const r = cellRect(layout, cell.index);
      if (!r) continue;
      if (cell.kind === 'mystery') {
        tile(r, cell.kind, palette.mysteryFill, palette.mysteryLine, 2);
      } else if (cell.kind === 'square') {
        // A square clue speaks for four cells: a rounder tile, stronger fill and an accent outline.
        tile(r, cell.kind, palette.squareFill, palette.squareLine, 2);
        const halves = halfRects(r);
        bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        bg.stroke({ width: 1, color: palette.squareLine });
      } else {
        tile(r, cell.kind, palette.clueFill, palette.clueLine, 1);
        const halves = halfRects(r);
        bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        bg.stroke({ width: 1, color: palette.clueLine });
      }
    }
  }
}
