/**
 * The PixiJS stage: one Application for the whole session, mounted once with @pixi/react into
 * an element of its own that the play screen borrows while it is shown. Leaving /play and
 * coming back, or React StrictMode mounting the board twice, moves that one element; it never
 * makes a second canvas or a second WebGL context.
 *
 * This module (and Pixi and gsap with it) is loaded only by the board, in a chunk of its own:
 * home prefetches the play screen's chunk, not this one.
 *
 * Debug hook, read-only, for tests and the console: `window.__czeusStage` with
 * `tickerStarted()` (is the Pixi ticker running?) and `frames()` (frames drawn so far).
 */
import { Application, extend } from '@pixi/react';
import { type Application as PixiApplication, Container, Ticker } from 'pixi.js';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text-bitmap';
import 'pixi.js/sprite-nine-slice';
// The API's Content-Security-Policy has no 'unsafe-eval': Pixi's shader glue without eval.
import 'pixi.js/unsafe-eval';
import { createRoot } from 'react-dom/client';
import type { Store } from '@reduxjs/toolkit';
import type { GameState, Outcome } from '@czeus/game';
import { selectSettings } from '../../settings/settings-slice';
import type { RootState } from '../../store/store';
import { selectPlay } from '../play-slice';
import { BENCH, BoardScene, type SceneState } from './board-scene';
import { type BoardLayout, gameAsShown, type Oriented } from './geometry';
import { paletteOf } from './palette';

extend({ Container });

/** What the board component hands the stage: the puzzle as shown and where its cells stand. */
export interface StageView {
  view: Oriented;
  layout: BoardLayout;
}

export interface StageDebug {
  tickerStarted: () => boolean;
  frames: () => number;
}

declare global {
  interface Window {
    __czeusStage?: StageDebug;
  }
}

/**
 * Bench only (tools/bench/frames.mjs, with localStorage `czeus.bench` set): `renderer=canvas`
 * and `resolution=1.5` in the page's query pick Pixi's Canvas 2D renderer and cap the resolution.
 */
const benchQuery = BENCH ? new URLSearchParams(window.location.search) : null;

const resolution = () =>
  Math.min(window.devicePixelRatio || 1, 2, Number(benchQuery?.get('resolution')) || 2);

export class Stage {
  private store: Store<RootState> | null = null;
  private unsubscribe: (() => void) | null = null;
  private current: StageView | null = null;
  private shown: SceneState | null = null;
  private readonly scheme = window.matchMedia?.('(prefers-color-scheme: dark)');

  constructor(
    /** Holds the canvas; moved into the board's slot while the board is on screen. */
    readonly element: HTMLElement,
    private readonly app: PixiApplication,
    private readonly scene: BoardScene,
  ) {
    // Pixi restores its GPU state itself; the stopped ticker means someone has to draw again.
    app.canvas.addEventListener('webglcontextrestored', () => this.scene.render());
    this.scheme?.addEventListener('change', () => this.rebuild());
    window.__czeusStage = {
      tickerStarted: () => this.app.ticker.started,
      frames: () => this.scene.frames,
    };
  }

  attach(slot: HTMLElement, store: Store<RootState>) {
    if (this.element.parentElement !== slot) slot.appendChild(this.element);
    if (this.store === store && this.unsubscribe) return;
    this.unsubscribe?.();
    this.store = store;
    this.unsubscribe = store.subscribe(() => this.sync());
  }

  /** The board left the screen: stop listening and moving; the canvas waits, detached. */
  detach(slot: HTMLElement) {
    if (this.element.parentElement !== slot) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.scene.stop();
    this.element.remove();
    this.current = null;
    this.shown = null;
  }

  setView(next: StageView) {
    const res = resolution();
    if (this.app.renderer.resolution !== res) this.app.renderer.resolution = res;
    this.current = next;
    this.rebuild();
  }

  private rebuild() {
    if (!this.current) return;
    this.shown = this.read();
    this.scene.build({
      puzzle: this.current.view.puzzle,
      layout: this.current.layout,
      palette: paletteOf(getComputedStyle(document.documentElement)),
      resolution: this.app.renderer.resolution,
    });
    if (this.shown) this.scene.update(this.shown, null, true);
  }

  /** The store's game and answer as the stage last saw them, before turning. */
  private raw: { game: GameState; outcome: Outcome | null; view: Oriented } | null = null;

  /** The store's game in the shown puzzle's indexes; the answer only when it is new. */
  private read(): SceneState | null {
    if (!this.store || !this.current) return null;
    const state = this.store.getState();
    const { game, outcome } = selectPlay(state);
    const settings = selectSettings(state);
    const { view } = this.current;
    const before = this.raw?.view === view ? this.raw : null;
    const shownGame = gameAsShown(
      game,
      view,
      before && this.shown ? { game: before.game, shown: this.shown.game } : undefined,
    );
    const fresh = outcome !== before?.outcome && (outcome?.kind === 'correct' || outcome?.kind === 'wrong');
    this.raw = { game, outcome, view };
    return {
      game: shownGame,
      outcome:
        fresh && outcome && 'cell' in outcome ? { ...outcome, cell: view.toShown(outcome.cell) } : null,
      torchOn: settings.torchOn,
      dimUnrelated: settings.dimUnrelated,
    };
  }

  private sync() {
    const previous = this.shown;
    const next = this.read();
    if (!next || !previous) return;
    const a = previous.game;
    const b = next.game;
    const same =
      a.values === b.values &&
      a.notes === b.notes &&
      a.clueAnswers === b.clueAnswers &&
      a.selection === b.selection &&
      !next.outcome &&
      previous.torchOn === next.torchOn &&
      previous.dimUnrelated === next.dimUnrelated;
    this.shown = next;
    // Clock ticks and the like change nothing on the board: no frame for them.
    if (same) return;
    this.scene.update(next, previous);
  }
}

let stage: Promise<Stage> | null = null;

/** The session's stage, created on first use. */
export function getStage(): Promise<Stage> {
  stage ??= new Promise<Stage>((resolve) => {
    const element = document.createElement('div');
    element.className = 'stage-canvas';
    let app: PixiApplication | null = null;
    let board: Container | null = null;
    const ready = () => {
      if (app && board) resolve(new Stage(element, app, new BoardScene(app, board)));
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
        width={1}
        height={1}
        onInit={(initialised) => {
          // Pixi's clean-up scheduler keeps a frame loop of its own (Ticker.system) running
          // while the board is still, which keeps a phone's display pipeline awake. The board
          // renders on demand and frees its own textures (board-scene), so that loop stops.
          Ticker.system.autoStart = false;
          Ticker.system.stop();
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
