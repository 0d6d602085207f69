import { Container, Graphics, NineSliceSprite, Texture } from 'pixi.js';
import { ANSWER_FLASH_MS } from '../answer-flash';
import type { LabelLayer } from './label-layer';
import { type Motion, tweens } from './motion';
import { cellRect, markRadius, type BoardFrame } from './scene-input';
import type { Rect } from '../geometry';
import { roundedTexture, sliceRounded } from './textures';

/** How long an answer's flash lasts (spec: 1 s). */
const FLASH_S = ANSWER_FLASH_MS / 1000;
/** Glows made with each layout: enough for the answers of one flash's second. */
const GLOWS = 4;
/** How strongly a right (and a wrong) answer's glow colours its cell at its height. */
const RIGHT_ALPHA = 0.45;
const WRONG_ALPHA = 0.35;

/**
 * An answer's flash over its cell: green and a popping digit when right, red with a cross and
 * a shake when wrong. The glows lie under the digits (`glows`), the crosses over them
 * (`crosses`); with reduced motion they stand still and go after the same second. Glows are
 * nine-sliced pictures kept for the layout and reused (an idle one is transparent), so an answer
 * adds nothing to the scene and its glows' draw list is not rebuilt.
 */
export class AnswerFlashes {
  readonly glows = new Container();
  readonly crosses = new Container();
  private texture = Texture.EMPTY;
  /** What the layer was last built from. */
  private frame!: BoardFrame;

  constructor(
    private readonly motion: Motion,
    private readonly labels: LabelLayer,
  ) {}

  build(frame: BoardFrame) {
    this.clear();
    this.frame = frame;
    const old = this.texture;
    this.texture = roundedTexture(markRadius(frame.layout), frame.resolution, 1);
    for (const glow of this.glowList()) sliceRounded(glow, this.texture, markRadius(frame.layout));
    while (this.glows.children.length < GLOWS) this.addGlow();
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  private addGlow(): NineSliceSprite {
    const glow = new NineSliceSprite({ texture: this.texture });
    sliceRounded(glow, this.texture, markRadius(this.frame.layout));
    glow.alpha = 0;
    return this.glows.addChild(glow);
  }

  /** Ends every flash at once (the board is built again). */
  clear() {
    for (const glow of this.glowList()) this.rest(glow);
    this.crosses.removeChildren().forEach((c) => c.destroy());
  }

  private glowList() {
    return this.glows.children as NineSliceSprite[];
  }

  /** A glow back in the pool: transparent, still. */
  private rest(glow: NineSliceSprite) {
    tweens.killTweensOf(glow);
    glow.alpha = 0;
  }

  /** A glow over `rect` in `color` at `alpha`: an idle one, or a new one when all are flashing. */
  private glow(rect: Rect, color: number, alpha: number): NineSliceSprite {
    const glow = this.glowList().find((g) => g.alpha === 0 && !tweens.isTweening(g)) ?? this.addGlow();
    glow.position.set(rect.x, rect.y);
    glow.width = rect.width;
    glow.height = rect.height;
    glow.tint = color;
    glow.alpha = alpha;
    return glow;
  }

  /** Leaves the flash standing for its second, then takes it away (reduced motion). */
  private holdThenRemove(done: () => void) {
    this.motion.render();
    setTimeout(() => {
      done();
      this.motion.render();
    }, FLASH_S * 1000);
  }

  /** A right answer: the cell glows green and its digit pops, for a second. */
  correct(cell: number) {
    const { palette, layout } = this.frame;
    const rect = cellRect(layout, cell);
    if (!rect) return;
    const glow = this.glow(rect, palette.ok, RIGHT_ALPHA);
    if (this.motion.reducedMotion) return this.holdThenRemove(() => this.rest(glow));
    glow.alpha = 0;
    this.motion.track(
      tweens
        .timeline()
        .to(glow, { alpha: RIGHT_ALPHA, duration: 0.15 })
        .to(glow, { alpha: 0, duration: FLASH_S - 0.15, ease: 'power1.in' }),
    );
    const digit = this.labels.digitOf(cell);
    if (digit) {
      const s = digit.scale.x;
      digit.scale.set(s * 1.35);
      this.motion.track(tweens.to(digit.scale, { x: s, y: s, duration: 0.45, ease: 'back.out(3)' }));
    }
  }

  /** A wrong answer: the cell flashes red with a cross and shakes, for a second. */
  wrong(cell: number) {
    const { palette, layout } = this.frame;
    const rect = cellRect(layout, cell);
    if (!rect) return;
    const red = this.glow(rect, palette.down, WRONG_ALPHA);
    const arm = Math.min(rect.width, rect.height) * 0.28;
    const cross = new Graphics()
      .moveTo(-arm, -arm)
      .lineTo(arm, arm)
      .moveTo(arm, -arm)
      .lineTo(-arm, arm)
      .stroke({ width: Math.max(3, layout.unit * 0.07), color: palette.down, cap: 'round' });
    cross.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
    this.crosses.addChild(cross);
    const done = () => {
      this.rest(red);
      cross.destroy();
    };
    if (this.motion.reducedMotion) return this.holdThenRemove(done);
    cross.scale.set(0.4);
    this.motion.track(tweens.to(cross.scale, { x: 1, y: 1, duration: 0.2, ease: 'back.out(3)' }));
    this.motion.track(
      tweens.to([red, cross], { alpha: 0, duration: 0.3, delay: FLASH_S - 0.3, onComplete: done }),
    );
    const body = this.labels.bodyOf(cell);
    const shake = Math.max(2, layout.unit * 0.05);
    for (const target of [body, red, cross].filter(Boolean) as Container[]) {
      // A cell's body rests at 0: a second wrong answer mid-shake must not shift its digits.
      if (target === body) tweens.killTweensOf(body);
      const x = target === body ? 0 : target.x;
      this.motion.track(
        tweens
          .timeline()
          .to(target, { x: x - shake, duration: 0.05 })
          .to(target, { x: x + shake, duration: 0.1, repeat: 2, yoyo: true })
          .to(target, { x, duration: 0.05 }),
      );
    }
  }
}
