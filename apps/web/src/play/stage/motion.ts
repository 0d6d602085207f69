// The core alone: the stage tweens Pixi objects, never CSS (the CSS plugin is ~8 kB more).
import { gsap as tweens } from 'gsap/gsap-core';
import { type Application, UPDATE_PRIORITY } from 'pixi.js';
import { prefersReducedMotion } from '../reduced-motion';
import { BENCH, FrameProbe } from './frame-probe';

export { tweens };
export type Animation = ReturnType<typeof tweens.to> | ReturnType<typeof tweens.timeline>;
export type TweenVars = Parameters<typeof tweens.to>[1];

export type Owner = 'board' | 'fx';

/**
 * When the stage draws. It never renders by itself: `render()` asks for one frame, and tweens
 * run the Pixi ticker only while they last (an idle scene with a running ticker kept a phone's
 * CPU busy for nothing). The board and the effects share it, so one frame serves both.
 */
export class Motion {
  /** Running tweens and who owns them ('board' or 'fx'), so one can stop without the other. */
  private readonly tweens = new Map<Animation, Owner>();
  private frameRequested = false;
  private frameCount = 0;
  /** Set once something worth a first-frame mark (the board) is on the stage. */
  boardShown = false;
  /** Only in a bench's run of the probes build; the production build compiles it away. */
  private readonly probe: FrameProbe | null;
  /** Runs before every frame, on demand or from the ticker (the stage places the board). */
  beforeRender: () => void = () => undefined;

  constructor(private readonly app: Application) {
    // Tweens keep wall-clock time. gsap's lag smoothing would count a frame slower than 500 ms
    // as 33 ms, so on a struggling phone a one-second flash would last many seconds and keep
    // the ticker (and the CPU) busy all that while; a skipped step is the lesser evil.
    tweens.ticker.lagSmoothing(0);
    // Count frames (tests read them) and stop the ticker once the last tween has ended.
    app.ticker.add(
      () => {
        this.frameCount++;
        this.beforeRender();
      },
      undefined,
      UPDATE_PRIORITY.HIGH,
    );
    // After the application's render (LOW): the frame is on screen for those who waited for it.
    app.ticker.add(
      () => {
        this.drawn();
        this.settle();
      },
      undefined,
      UPDATE_PRIORITY.UTILITY,
    );
    this.probe = BENCH ? new FrameProbe(app, () => this.boardShown) : null;
  }

  get frames() {
    return this.frameCount;
  }

  get reducedMotion() {
    return prefersReducedMotion();
  }

  /** One frame, soon, unless the ticker is drawing anyway. */
  render() {
    if (this.app.ticker.started || this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      if (this.app.ticker.started || !this.app.renderer) return;
      const gl = (this.app.renderer as { gl?: WebGLRenderingContext }).gl;
      if (gl?.isContextLost()) return; // drawn again on webglcontextrestored
      this.probe?.start();
      this.beforeRender();
      this.app.render();
      this.frameCount++;
      this.drawn();
      this.probe?.measure(true);
    });
  }

  private waiting: (() => void)[] = [];

  /** Runs `then` once the next frame has been drawn (a lost context draws none until restored). */
  afterNextFrame(then: () => void) {
    this.waiting.push(then);
    this.render();
  }

  private drawn() {
    if (this.waiting.length === 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const then of waiting) then();
  }

  /** Runs the ticker while `tween` lasts. */
  track<T extends Animation>(tween: T, owner: Owner = 'board'): T {
    this.tweens.set(tween, owner);
    const { ticker } = this.app;
    if (!ticker.started) {
      ticker.start();
      // Pixi's ticker runs no listener in a frame whose time is not after its start, and a
      // frame's time is when it began: on a phone busy when the frame began (as when the board is
      // built), the first frame drew nothing and the board waited a frame more, behind a whole
      // commit of the page (pixijs/pixijs#6838; docs/performance.md, "29 Nov (later)").
      ticker.lastTime = 0;
    }
    return tween;
  }

  /** Tweens `target` to `vars`, or sets it there at once when the player asks for no motion. */
  to(target: object, vars: TweenVars, owner: Owner = 'board') {
    if (this.reducedMotion) {
      const { duration: _d, ease: _e, delay: _l, onUpdate: _u, onComplete: _c, ...end } = vars;
      tweens.killTweensOf(target);
      tweens.set(target, end);
      (vars.onUpdate as (() => void) | undefined)?.();
      (vars.onComplete as (() => void) | undefined)?.();
      this.render();
      return;
    }
    this.track(tweens.to(target, { overwrite: 'auto', ...vars }), owner);
  }

  /** Stops the tweens of `owner` (all when none is named). */
  stop(owner?: Owner) {
    for (const [t, o] of this.tweens) {
      if (owner && o !== owner) continue;
      t.kill();
      this.tweens.delete(t);
    }
    if (this.tweens.size === 0) this.app.ticker.stop();
  }

  private settle() {
    // A finished or killed tween leaves its timeline.
    for (const t of this.tweens.keys()) if (!t.parent) this.tweens.delete(t);
    if (this.tweens.size === 0) this.app.ticker.stop();
  }
}
