import { Container, NineSliceSprite, type Texture } from 'pixi.js';
import type { GameState } from '@czeus/game';
import { relatedCells } from '../geometry';
import { type Motion, tweens } from './motion';
import { cellRect, type BoardFrame } from './scene-input';
import { roundedTexture, sliceRounded } from './textures';
import { tileFootprint, tileRound } from './tile-layer';

interface VeiledTile {
  cell: number;
  sprite: NineSliceSprite;
  /** Alpha as the running fade began, and where it ends. */
  from: number;
  to: number;
}

/**
 * The "dim unrelated" veil: over each tile, its own shape in the board's background colour,
 * shown thinly on every cell unrelated to the selection and faded off the related ones; the
 * land's scenery between the tiles stays undimmed. One nine-sliced sprite per tile, made with
 * the layout and only faded in play. It replaced a sliding hole cut to the tiles by a stencil
 * mask, which Pixi drew every frame the veil showed (seen in bench:frames).
 */
export class VeilLayer {
  readonly view = new Container();
  private tiles: VeiledTile[] = [];
  private textures: Texture[] = [];
  /** The fade between two selections' veils: 0 at its start, 1 at its end. */
  private readonly fade = { progress: 1 };
  /** What the layer was last built from. */
  private frame!: BoardFrame;

  constructor(private readonly motion: Motion) {}

  build(frame: BoardFrame) {
    this.frame = frame;
    tweens.killTweensOf(this.fade);
    for (const tile of this.tiles) tile.sprite.destroy();
    for (const texture of this.textures) texture.destroy(true);
    const { puzzle, layout, palette, resolution } = frame;
    const byRound = new Map<number, Texture>();
    this.tiles = puzzle.cells.flatMap((cell) => {
      const r = cellRect(layout, cell.index);
      if (!r) return [];
      const round = tileRound(cell.kind, layout.unit);
      let texture = byRound.get(round);
      if (!texture) byRound.set(round, (texture = roundedTexture(round, resolution, 1)));
      const sprite = new NineSliceSprite({ texture });
      sliceRounded(sprite, texture, round);
      const ground = tileFootprint(r, layout.unit);
      sprite.position.set(ground.x, ground.y);
      sprite.width = ground.width;
      sprite.height = ground.height;
      sprite.tint = palette.bg;
      sprite.alpha = 0;
      return [{ cell: cell.index, sprite, from: 0, to: 0 }];
    });
    this.textures = [...byRound.values()];
    this.view.removeChildren();
    if (this.tiles.length) this.view.addChild(...this.tiles.map((t) => t.sprite));
  }

  /** Dims every cell unrelated to `selection` when `dimOn` (fading when `animate`), else lifts the veil. */
  show(selection: GameState['selection'], dimOn: boolean, animate: boolean) {
    const { puzzle, palette } = this.frame;
    const related = dimOn && selection ? new Set(relatedCells(puzzle, selection.cell)) : null;
    for (const tile of this.tiles) {
      tile.from = tile.sprite.alpha;
      tile.to = related && !related.has(tile.cell) ? palette.veilAlpha : 0;
    }
    const step = () => {
      const p = this.fade.progress;
      for (const t of this.tiles) t.sprite.alpha = t.from + (t.to - t.from) * p;
    };
    if (!animate) {
      tweens.killTweensOf(this.fade);
      this.fade.progress = 1;
      step();
      this.motion.render();
      return;
    }
    this.fade.progress = 0;
    this.motion.to(this.fade, { progress: 1, duration: 0.25, ease: 'power2.out', onUpdate: step });
  }
}
