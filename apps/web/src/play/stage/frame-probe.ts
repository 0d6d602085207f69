import { type Application, UPDATE_PRIORITY } from 'pixi.js';

/**
 * Bench marks for tools/bench/frames.mjs, in the probes build only and there only while
 * localStorage `czeus.bench` is set: 'czeus:frame' measures each frame's JS (the ticker's update
 * and render, or one on-demand render; `detail.interval` is the ms since the ticker's previous
 * frame, null on the first of a run), 'czeus:first-frame' marks the first board drawn.
 */
export const BENCH =
  __CZEUS_PROBES__ &&
  (() => {
    try {
      return !!localStorage.getItem('czeus.bench');
    } catch {
      return false;
    }
  })();

/** Pixi's render-group system, as far as the bench reaches into it (a private method, bench only). */
interface RenderGroupSystem {
  _buildInstructions?: (...args: unknown[]) => void;
}

/**
 * Bench only: 'czeus:rebuild' measures each rebuild of a render group's draw list (Pixi 8 makes
 * one when an object joins, leaves, hides or is redrawn; a move does none of these, so in play
 * they come from notes, a wrong answer's cross and square celebrations).
 * Nothing is measured where the Pixi version has no such method.
 */
function measureRebuilds(app: Application) {
  const system = (app.renderer as unknown as { renderGroup?: RenderGroupSystem }).renderGroup;
  const build = system?._buildInstructions;
  if (!system || !build) return;
  system._buildInstructions = (...args: unknown[]) => {
    const start = performance.now();
    build.apply(system, args);
    performance.measure('czeus:rebuild', { start });
  };
}

/**
 * The frame measures of a bench's run: a mark before each frame's JS, a measure after it, from
 * the ticker and from on-demand renders alike.
 */
export class FrameProbe {
  /** The previous frame came from the ticker, which kept running. */
  private run = false;
  private first = true;

  constructor(
    private readonly app: Application,
    /** Something worth a first-frame mark (the board) is on the stage. */
    private readonly boardShown: () => boolean,
  ) {
    app.ticker.add(() => this.start(), undefined, UPDATE_PRIORITY.INTERACTION + 1);
    app.ticker.add(() => this.measure(false), undefined, UPDATE_PRIORITY.UTILITY - 1);
    measureRebuilds(app);
  }

  start() {
    performance.mark('czeus:frame-start');
  }

  measure(single: boolean) {
    const interval = this.run && !single ? this.app.ticker.elapsedMS : null;
    performance.measure('czeus:frame', { start: 'czeus:frame-start', detail: { interval } });
    performance.clearMarks('czeus:frame-start');
    this.run = !single && this.app.ticker.started;
    if (this.first && this.boardShown()) {
      this.first = false;
      performance.mark('czeus:first-frame');
    }
  }
}
