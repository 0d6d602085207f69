import { Container, NineSliceSprite, Sprite, Texture } from 'pixi.js';
import type { GameState } from '@czeus/game';
import { inset, relatedRegion } from './geometry';
import type { Motion } from './motion';
import type { BoardFrame } from './scene-input';
import { EDGE, holeTexture } from './textures';

/**
 * The "dim unrelated" veil: the board's background laid thinly over every cell unrelated to
 * the selection, with a soft-edged hole over the related ones. A nine-sliced frame round the
 * hole and four plain sprites around it, moved and resized, never redrawn.
 */
export class VeilLayer {
  readonly view = new Container();
  private readonly parts: Sprite[];
  private readonly frameSprite: NineSliceSprite;
  /** What the layer was last built from. */
  private frame!: BoardFrame;
  /** The hole as tweened (CSS pixels of the board). */
  private hole = { x: 0, y: 0, width: 0, height: 0 };

  constructor(private readonly motion: Motion) {
    this.frameSprite = new NineSliceSprite({
      texture: holeTexture(),
      leftWidth: EDGE * 1.5,
      rightWidth: EDGE * 1.5,
      topHeight: EDGE * 1.5,
      bottomHeight: EDGE * 1.5,
    });
    this.parts = [0, 1, 2, 3].map(() => new Sprite(Texture.WHITE));
    this.view.addChild(this.frameSprite, ...this.parts);
    this.view.alpha = 0;
  }

  build(frame: BoardFrame) {
    this.frame = frame;
    this.frameSprite.tint = frame.palette.bg;
    for (const part of this.parts) part.tint = frame.palette.bg;
    this.hole = { x: 0, y: 0, width: 0, height: 0 };
  }

  /** Opens the hole over what `selection` relates to when `dimOn` (gliding there when `animate`), else lifts the veil. */
  show(selection: GameState['selection'], dimOn: boolean, animate: boolean) {
    const { puzzle, layout, palette } = this.frame;
    const region = dimOn && selection ? relatedRegion(puzzle, layout, selection.cell) : null;
    if (!region) {
      this.motion.to(this.view, { alpha: 0, duration: animate ? 0.2 : 0 });
      return;
    }
    const target = inset(region, -layout.gap / 2);
    const place = () => this.place();
    if (!animate || this.view.alpha === 0) {
      Object.assign(this.hole, target);
      place();
      this.motion.to(this.view, { alpha: palette.veilAlpha, duration: animate ? 0.25 : 0 });
    } else {
      this.motion.to(this.hole, { ...target, duration: 0.3, ease: 'power2.out', onUpdate: place });
      this.motion.to(this.view, { alpha: palette.veilAlpha, duration: 0.2 });
    }
  }

  private place() {
    const { box } = this.frame.layout;
    // The frame's texture turns transparent EDGE * 0.75 in from its border: the hole's edge.
    const pad = EDGE * 0.75;
    const h = this.hole;
    const frame = { x: h.x - pad, y: h.y - pad, width: h.width + 2 * pad, height: h.height + 2 * pad };
    this.frameSprite.position.set(frame.x, frame.y);
    this.frameSprite.width = frame.width;
    this.frameSprite.height = frame.height;
    const [top, bottom, left, right] = this.parts;
    const set = (s: Sprite, x: number, y: number, w: number, hh: number) => {
      s.position.set(x, y);
      s.width = Math.max(0, w);
      s.height = Math.max(0, hh);
    };
    set(top, 0, 0, box.width, frame.y);
    set(bottom, 0, frame.y + frame.height, box.width, box.height - frame.y - frame.height);
    set(left, 0, frame.y, frame.x, frame.height);
    set(right, frame.x + frame.width, frame.y, box.width - frame.x - frame.width, frame.height);
  }
}
