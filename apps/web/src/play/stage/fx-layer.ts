import { type Container, Sprite, type Texture } from 'pixi.js';
import type { Rect } from '../geometry';
import { type Motion, tweens } from './motion';
import { gemTexture, sparkleTexture, starTexture } from './textures';

const GOLD = 0xf2b705;

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/**
 * Effects over the whole window, in its CSS pixels: gems flying between a place on the page
 * and the gem balance, and the end screen's stars bursting in. The sprites are pooled: a
 * flight takes hidden ones and hides them again, so forty gems cost no allocation after the
 * first flight. Nothing here runs with reduced motion: the page's numbers carry the news.
 */
export class FxLayer {
  private readonly gems: Sprite[] = [];
  private readonly sparkles: Sprite[] = [];
  private readonly stars: Sprite[] = [];

  constructor(
    private readonly motion: Motion,
    private readonly root: Container,
  ) {}

  /** Effects on the way now (sprites shown), for tests through the stage's debug hook. */
  get active(): number {
    return [...this.gems, ...this.sparkles, ...this.stars].filter((s) => s.visible).length;
  }

  /** Hides every effect at once (the play screen left mid-flight; killed tweens never complete). */
  reset() {
    for (const s of [...this.gems, ...this.sparkles, ...this.stars]) s.visible = false;
  }

  /** A hidden sprite of `pool`, or a new one showing `texture`. */
  private take(pool: Sprite[], texture: () => Texture): Sprite {
    const free = pool.find((s) => !s.visible);
    if (free) return free;
    const sprite = new Sprite(texture());
    sprite.anchor.set(0.5);
    pool.push(sprite);
    this.root.addChild(sprite);
    return sprite;
  }

  /** `count` gems burst out of `from` and fly into `to` one after another. */
  flyGems(from: Rect, to: Rect, count: number) {
    if (this.motion.reducedMotion) return;
    const start = centre(from);
    const end = centre(to);
    const size = Math.max(14, Math.min(26, to.height * 0.9));
    for (let k = 0; k < count; k++) {
      const gem = this.take(this.gems, gemTexture);
      const angle = Math.random() * Math.PI * 2;
      const reach = 30 + Math.random() * 70;
      gem.visible = true;
      gem.alpha = 0;
      gem.width = gem.height = size * (0.7 + Math.random() * 0.5);
      gem.rotation = (Math.random() - 0.5) * 0.6;
      gem.position.set(start.x + (Math.random() - 0.5) * from.width * 0.4, start.y);
      const scale = gem.scale.x;
      this.motion.track(
        tweens
          .timeline({
            delay: k * 0.018,
            onComplete: () => void (gem.visible = false),
          })
          .to(gem, { alpha: 1, duration: 0.12 }, 0)
          .to(
            gem.position,
            {
              x: start.x + Math.cos(angle) * reach,
              y: start.y + Math.sin(angle) * reach,
              duration: 0.3 + Math.random() * 0.15,
              ease: 'power2.out',
            },
            0,
          )
          .to(gem.position, { x: end.x, y: end.y, duration: 0.5 + Math.random() * 0.25, ease: 'power2.in' })
          .to(gem.scale, { x: scale * 0.55, y: scale * 0.55, duration: 0.3 }, '<0.3')
          .to(gem, { rotation: 0, duration: 0.3 }, '<'),
        'fx',
      );
    }
  }

  /** An end-screen star arriving at `at`: a gold star pops over it, sparkles fly out, both fade. */
  starBurst(at: Rect) {
    if (this.motion.reducedMotion) return;
    const c = centre(at);
    const star = this.take(this.stars, starTexture);
    star.tint = GOLD;
    star.visible = true;
    star.alpha = 1;
    star.rotation = -0.5;
    star.position.set(c.x, c.y);
    const side = Math.max(at.width, at.height) * 1.3;
    star.width = star.height = side * 0.2;
    const full = side / star.texture.width;
    this.motion.track(
      tweens
        .timeline({ onComplete: () => void (star.visible = false) })
        .to(star.scale, { x: full * 1.25, y: full * 1.25, duration: 0.25, ease: 'back.out(2)' }, 0)
        .to(star, { rotation: 0, duration: 0.35, ease: 'power2.out' }, 0)
        .to(star, { alpha: 0, duration: 0.35 }, 0.35),
      'fx',
    );
    this.sparkleRing(c, side * 0.9, GOLD, 8);
  }

  /** `n` sparkles flying out of `c` to `radius`, fading as they go. */
  sparkleRing(c: { x: number; y: number }, radius: number, tint: number, n: number) {
    if (this.motion.reducedMotion) return;
    for (let k = 0; k < n; k++) {
      const s = this.take(this.sparkles, sparkleTexture);
      s.visible = true;
      s.alpha = 1;
      s.tint = tint;
      s.width = s.height = Math.max(10, radius * 0.35);
      s.position.set(c.x, c.y);
      const a = (k / n) * Math.PI * 2 + Math.random() * 0.4;
      this.motion.track(
        tweens.to(s.position, {
          x: c.x + Math.cos(a) * radius,
          y: c.y + Math.sin(a) * radius,
          duration: 0.6,
          ease: 'power2.out',
        }),
        'fx',
      );
      this.motion.track(
        tweens.to(s, {
          alpha: 0,
          duration: 0.6,
          ease: 'power1.in',
          onComplete: () => void (s.visible = false),
        }),
        'fx',
      );
    }
  }
}
