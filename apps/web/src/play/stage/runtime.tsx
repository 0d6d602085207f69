/**
 * The PixiJS stage: one Application for the whole session, mounted once with @pixi/react into
 * an element of its own that the play screen borrows while it is shown. Leaving /play and
 * coming back, or React StrictMode mounting the board twice, moves that one element; it never
 * makes a second canvas or a second WebGL context.
 *
 * This module (and Pixi and gsap with it) is a chunk of its own: never on home's first load;
 * home starts it when idle, after the play screen's chunk (start-stage.ts), and a link straight
 * to a board's screen starts it as the route opens.
 *
 * Read-out for the end-to-end tests, in the probes build only (vite.config.ts):
 * `window.__czeusStage` with `tickerStarted()` (is the Pixi ticker running?), `frames()` (frames
 * drawn so far) and `effects()` (effect sprites on the way).
 */
import { Application, extend } from '@pixi/react';
import { type Application as PixiApplication, Container, Graphics, Sprite, Texture, Ticker } from 'pixi.js';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/sprite-nine-slice';
// The API's Content-Security-Policy has no 'unsafe-eval': Pixi's shader glue without eval.
import 'pixi.js/unsafe-eval';
import { createRoot } from 'react-dom/client';
import { BoardScene } from './board-scene';
import { boardTypeface } from './board-typeface';
import { BENCH } from './frame-probe';
import { Motion } from './motion';
import { benchQuery, resolution, Stage } from './stage';

extend({ Container });

let stage: Promise<Stage> | null = null;

/** The session's stage, created on first use. */
export function getStage(): Promise<Stage> {
  stage ??= new Promise<Stage>((resolve) => {
    const element = document.createElement('div');
    element.className = 'stage-canvas';
    let app: PixiApplication | null = null;
    let board: Container | null = null;
    // The board's glyphs are drawn once per size: its typeface must be there before the first.
    let typeface = false;
    if (BENCH) performance.mark('czeus:stage-start');
    void boardTypeface().then(() => {
      if (BENCH) performance.mark('czeus:stage-typeface');
      typeface = true;
      ready();
    });
    const ready = () => {
      if (!app || !board || !typeface) return;
      warmShaders(app);
      if (BENCH) performance.mark('czeus:stage-ready');
      const motion = new Motion(app);
      // Its own render group: a flight adds and removes sprites without rebuilding the board's draw list.
      const fx = new Container({ label: 'fx', isRenderGroup: true });
      app.stage.addChild(fx);
      resolve(new Stage(element, app, motion, board, new BoardScene(motion, board), fx));
    };
    // A root of its own: the Application outlives every screen (and is never re-rendered).
    createRoot(element).render(
      <Application
        // @pixi/react's props type knows only 'webgl' and 'webgpu'; Pixi 8.22 also has 'canvas'.
        preference={(benchQuery?.get('renderer') === 'canvas' ? 'canvas' : 'webgl') as 'webgl'}
        manageImports={false}
        autoStart={false}
        sharedTicker={false}
        backgroundAlpha={0}
        antialias
        autoDensity
        resolution={resolution()}
        // The window's size from the start, as fit() would set it: a WebGL canvas resized after
        // its context exists reallocates its drawing buffers (with antialiasing, several
        // window-sized ones), the longest single call of a first visit.
        width={window.innerWidth}
        height={window.innerHeight}
        onInit={(initialised) => {
          // Pixi's clean-up scheduler keeps a frame loop of its own (Ticker.system) running
          // while the board is still, which keeps a phone's display pipeline awake. The board
          // renders on demand and frees its own textures (board-scene), so that loop stops.
          Ticker.system.autoStart = false;
          Ticker.system.stop();
          if (BENCH) performance.mark('czeus:stage-app');
          app = initialised;
          ready();
        }}
      >
        <pixiContainer
          label="board"
          ref={(container: Container | null) => {
            if (container && !board) {
              board = container;
              ready();
            }
          }}
        />
      </Application>,
    );
  });
  return stage;
}

/**
 * Draws a shape and a sprite once, off screen, as the stage starts: the renderer compiles and
 * links its batch shader then (a synchronous wait on the GPU, a tenth of a second on a slow
 * phone), not in the board's first frame after a tap on Play. Also a shape drawn unbatched, as
 * Pixi draws one of more than a few hundred vertices (the board's squares): that is a shader
 * of its own, and it was the one link left in the first frame after a tap.
 */
function warmShaders(app: PixiApplication): void {
  const warm = new Container();
  const unbatched = new Graphics().rect(0, 0, 1, 1).fill(0xffffff);
  unbatched.context.batchMode = 'no-batch';
  warm.addChild(new Graphics().rect(0, 0, 1, 1).fill(0xffffff), unbatched, new Sprite(Texture.WHITE));
  app.renderer.render({ container: warm });
  warm.destroy({ children: true });
}
