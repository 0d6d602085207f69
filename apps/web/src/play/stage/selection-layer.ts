import { NineSliceSprite, Sprite, Texture } from 'pixi.js';
import type { GameState } from '@czeus/game';
import { halfRects, type Rect } from '../geometry';
import type { Motion } from './motion';
import { cellRect, type BoardFrame } from './scene-input';
import { roundedTexture, sliceRounded, torchTexture } from './textures';

/** The selection's outline, CSS px. */
const LINE = 3;

/**
 * What is selected: an outlined box over the mystery or clue half that pops in, and the torch,
 * a soft light under the board that glides to the selection while the setting is on. Two
 * display objects at different depths (`torch` under the tiles' marks, `box` over them). The box
 * is one nine-sliced picture per layout, moved and stretched to what is selected, never redrawn.
 */
export class SelectionLayer {
  readonly torch: Sprite;
  readonly box = new NineSliceSprite({ texture: Texture.EMPTY });
  /** What the layer was last built from. */
  private frame!: BoardFrame;

  constructor(private readonly motion: Motion) {
    this.torch = new Sprite(torchTexture());
    this.torch.anchor.set(0.5);
    this.torch.alpha = 0;
  }

  build(frame: BoardFrame) {
    this.frame = frame;
    this.torch.tint = frame.palette.torch;
    this.torch.width = this.torch.height = frame.layout.unit * 2.6;
    const radius = Math.max(3, frame.layout.unit * 0.08);
    const old = this.box.texture;
    sliceRounded(this.box, roundedTexture(radius, frame.resolution, 0.08, LINE), radius + LINE);
    if (old !== Texture.EMPTY) old.destroy(true);
    this.box.tint = frame.palette.accent;
    this.box.alpha = 0;
  }

  /** The rectangle of what is selected: a mystery, or one half of a clue. */
  private selectedRect(selection: GameState['selection']): Rect | null {
    const { layout } = this.frame;
    const r = selection ? cellRect(layout, selection.cell) : null;
    if (!selection || !r) return null;
    return selection.half ? halfRects(r)[selection.half] : r;
  }

  /** Shows `selection` (moving to it when `animate`), the torch lit when `torchOn`. */
  show(selection: GameState['selection'], torchOn: boolean, animate: boolean) {
    const { palette } = this.frame;
    const rect = this.selectedRect(selection);
    const g = this.box;
    if (!rect) {
      g.alpha = 0;
      this.motion.to(this.torch, { alpha: 0, duration: animate ? 0.2 : 0 });
      return;
    }
    g.width = rect.width;
    g.height = rect.height;
    g.position.set(rect.x, rect.y);
    g.alpha = 1;
    if (animate) {
      g.pivot.set(rect.width / 2, rect.height / 2);
      g.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
      g.scale.set(1.12);
      this.motion.to(g.scale, { x: 1, y: 1, duration: 0.18, ease: 'back.out(2)' });
    } else {
      g.pivot.set(0, 0);
      g.scale.set(1);
    }
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const lit = torchOn ? (palette.dark ? 0.3 : 0.5) : 0;
    if (!animate || this.torch.alpha === 0) {
      this.torch.position.set(cx, cy);
      this.motion.to(this.torch, { alpha: lit, duration: animate ? 0.25 : 0 });
    } else {
      this.motion.to(this.torch, { x: cx, y: cy, alpha: lit, duration: 0.3, ease: 'power2.out' });
    }
  }
}
