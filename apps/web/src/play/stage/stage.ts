import type { Application as PixiApplication, Container } from 'pixi.js';
import type { Store } from '@reduxjs/toolkit';
import type { Outcome } from '@czeus/game';
import { selectSettings } from '../../settings/settings-slice';
import type { RootState } from '../../store/store';
import { type BoardView, selectBoardView } from '../board-view';
import { selectGameId, selectOutcome, selectRecord } from '../play-slice';
import { boardDrawn, selectBoardBox, selectDrawnGame, selectFlights } from '../stage-slice';
import type { BoardScene } from './board-scene';
import { GlyphText } from './glyph-text';
import { FxLayer } from './fx-layer';
import type { Rect } from '../geometry';
import { BENCH } from './frame-probe';
import type { Motion } from './motion';
import { paletteOf } from './palette';
import type { SceneState } from './scene-input';

export interface StageDebug {
  tickerStarted: () => boolean;
  frames: () => number;
  /** Effect sprites on the way (flying gems, sparkles, stars). */
  effects: () => number;
  /**
   * The smallest text the board shows now, in CSS pixels on the page: the clues' type size
   * (`clueType`), and the mysteries' digits and the clues as drawn (`digit`, `clue`: a long
   * product is shrunk to fit its half of the cell).
   */
  boardText: () => { digit: number; clue: number; clueType: number };
}

/** What `boardText` reads: every label the board shows, at its size times its scale on the page. */
function drawnTextPx(scene: BoardScene) {
  const least = { digit: Infinity, clue: Infinity, clueType: Infinity };
  const scaleOf = (node: Container) => Math.hypot(node.worldTransform.a, node.worldTransform.b);
  const visit = (node: Container) => {
    if (!node.visible) return;
    if (node instanceof GlyphText) {
      if (!node.text.trim()) return;
      const kind = /clue/.test(node.font) ? 'clue' : 'digit';
      least[kind] = Math.min(least[kind], node.size * scaleOf(node));
      if (kind === 'clue' && node.parent)
        least.clueType = Math.min(least.clueType, node.size * scaleOf(node.parent));
      return;
    }
    node.children.forEach(visit);
  };
  visit(scene.labels.view);
  return least;
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
export const benchQuery = BENCH ? new URLSearchParams(window.location.search) : null;

export const resolution = () =>
  Math.min(window.devicePixelRatio || 1, 2, Number(benchQuery?.get('resolution')) || 2);

/**
 * The canvas covers the whole window (pointer events pass through it), so effects can fly
 * anywhere: gems to the gem balance, stars on the end screen. Its one input is the store: the
 * board as shown (play/board-view), the settings, and the effects asked for (stage-slice
 * `flights`). The board is drawn at its box's place on the page, read before each frame.
 */
export class Stage {
  private store: Store<RootState> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The board view the scene was last built or updated from. */
  private drawn: BoardView | null = null;
  private shown: SceneState | null = null;
  private outcome: Outcome | null = null;
  private readonly scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
  readonly fx: FxLayer;

  constructor(
    /** Holds the canvas; placed on the page while the play screen is shown. */
    readonly element: HTMLElement,
    private readonly app: PixiApplication,
    private readonly motion: Motion,
    private readonly board: Container,
    private readonly scene: BoardScene,
    fxRoot: Container,
  ) {
    this.fx = new FxLayer(motion, fxRoot);
    scene.celebration.onCzeus = (at, radius) =>
      this.fx.sparkleRing({ x: at.x + board.x, y: at.y + board.y }, radius, 0xf2b705, 14);
    motion.beforeRender = () => void this.place();
    // Pixi restores its GPU state itself; the stopped ticker means someone has to draw again.
    app.canvas.addEventListener('webglcontextrestored', () => this.motion.render());
    this.scheme?.addEventListener('change', () => this.rebuild());
    // High contrast (theme/contrast.ts) turned on or off: the board takes the new colours.
    new MutationObserver(() => this.rebuild()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-contrast'],
    });
    // Off the page (another screen), the canvas draws nothing; attach fits it again.
    window.addEventListener('resize', () => element.isConnected && this.fit());
    // The canvas stays put while the page scrolls under it: the board must follow.
    window.addEventListener('scroll', () => element.isConnected && this.motion.render(), {
      passive: true,
      capture: true,
    });
    if (__CZEUS_PROBES__)
      window.__czeusStage = {
        tickerStarted: () => this.app.ticker.started,
        frames: () => this.motion.frames,
        effects: () => this.fx.active,
        boardText: () => drawnTextPx(scene),
      };
  }

  attach(host: HTMLElement, store: Store<RootState>) {
    if (this.element.parentElement !== host) host.appendChild(this.element);
    this.fit();
    if (this.store === store && this.unsubscribe) return;
    this.unsubscribe?.();
    this.store = store;
    // Effects asked before the stage was here are over: only new ones play.
    this.flightsSeen = selectFlights(store.getState()).at(-1)?.id ?? 0;
    this.unsubscribe = store.subscribe(() => {
      this.playFlights();
      this.sync();
    });
    this.rebuild();
  }

  /** The play screen left: stop listening and moving; the canvas waits, detached. */
  detach(host: HTMLElement) {
    if (this.element.parentElement !== host) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.motion.stop();
    this.fx.reset();
    this.element.remove();
    this.hideBoard();
  }

  /** The renderer takes the window's size. */
  private fit() {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const { screen } = this.app.renderer;
    if (screen.width !== width || screen.height !== height) this.app.renderer.resize(width, height);
    this.motion.render();
  }

  /**
   * Puts the board where its box is now (the page may have scrolled since the store heard of
   * it); true when it moved.
   */
  private place(): boolean {
    const anchor = this.drawn && this.boxElement();
    if (!anchor) return false;
    const box = anchor.getBoundingClientRect();
    if (this.board.x === box.left && this.board.y === box.top) return false;
    this.board.position.set(box.left, box.top);
    return true;
  }

  /** The board's box on the page (StageBoard's `.stage-box`). */
  private box: Element | null = null;

  /**
   * The board's box, found again only when the one kept has left the page: place() runs before
   * every frame, and a document-wide query per frame was work for nothing.
   */
  private boxElement(): Element | null {
    if (!this.box?.isConnected) this.box = document.querySelector('.stage-box');
    return this.box;
  }

  private hideBoard() {
    this.drawn = null;
    this.shown = null;
    this.scene.hide();
  }

  /** The last effect played of those the store asked for (stage-slice `flights`). */
  private flightsSeen = 0;

  private playFlights() {
    if (!this.store) return;
    for (const flight of selectFlights(this.store.getState())) {
      if (flight.id <= this.flightsSeen) continue;
      this.flightsSeen = flight.id;
      const from = this.placeOf(flight.from);
      if (flight.kind === 'star') {
        if (from) this.fx.starBurst(from);
        continue;
      }
      const to = flight.to ? this.placeOf(flight.to) : null;
      if (from && to) this.fx.flyGems(from, to, flight.count);
    }
  }

  /** A named place of the page (its `data-fx` element), or the middle of the window. */
  private placeOf(name: string): Rect | null {
    if (name === 'middle')
      return { x: window.innerWidth / 2 - 40, y: window.innerHeight / 2 - 20, width: 80, height: 40 };
    const element = document.querySelector(`[data-fx="${name}"]`);
    if (!element) return null;
    const r = element.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }

  /** The board view on screen now, or null when no board is (the end screen, another route). */
  private boardOf(state: RootState): BoardView | null {
    const view = selectBoardView(state);
    return view?.layout && selectBoardBox(state) ? view : null;
  }

  /** A new puzzle, turn, layout, theme or resolution: the scene is built again. */
  private rebuild() {
    if (!this.store) return;
    const board = this.boardOf(this.store.getState());
    if (!board?.layout) {
      if (this.drawn) this.hideBoard();
      return;
    }
    const res = resolution();
    if (this.app.renderer.resolution !== res) this.app.renderer.resolution = res;
    this.fit();
    this.drawn = board;
    // The land's colours (lands/lands.css) from the stage's own element: the store may already
    // hold the next land's puzzle while the page still shows the last one's scenery.
    this.element.dataset.land = String(selectRecord(this.store.getState())?.level ?? '');
    const start = BENCH ? performance.now() : 0;
    this.scene.build({
      puzzle: board.view.puzzle,
      layout: board.layout,
      palette: paletteOf(getComputedStyle(this.element)),
      resolution: this.app.renderer.resolution,
    });
    this.shown = this.read(board);
    this.scene.update(this.shown, null, true);
    this.place();
    if (BENCH) performance.measure('czeus:board-build', { start });
    // The countdown waits for this game's board on screen (play/listeners/clock.ts).
    const gameId = selectGameId(this.store.getState());
    if (gameId && selectDrawnGame(this.store.getState()) !== gameId)
      this.motion.afterNextFrame(() => {
        performance.mark('czeus:board-drawn');
        this.store?.dispatch(boardDrawn(gameId));
      });
  }

  /** What the scene draws: the shown game, a new answer (once), the switches and the hint's marks. */
  private read(board: BoardView): SceneState {
    const state = (this.store as Store<RootState>).getState();
    const outcome = selectOutcome(state);
    const settings = selectSettings(state);
    const fresh = outcome !== this.outcome && (outcome?.kind === 'correct' || outcome?.kind === 'wrong');
    this.outcome = outcome;
    return {
      game: board.game,
      outcome:
        fresh && outcome && 'cell' in outcome ? { ...outcome, cell: board.view.toShown(outcome.cell) } : null,
      torchOn: settings.torchOn,
      dimUnrelated: settings.dimUnrelated,
      hint: board.marks,
    };
  }

  private sync() {
    if (!this.store) return;
    const board = this.boardOf(this.store.getState());
    const before = this.drawn;
    if (!board || !before || board.view !== before.view || board.layout !== before.layout) {
      if (board !== before) this.rebuild();
      return;
    }
    // The box may have moved without a resize (a bar re-wrapped): draw it there.
    const moved = this.place();
    const previous = this.shown;
    const next = this.read(board);
    this.drawn = board;
    const a = previous?.game;
    const b = next.game;
    const same =
      !!a &&
      a.values === b.values &&
      a.guesses === b.guesses &&
      a.notes === b.notes &&
      a.clueAnswers === b.clueAnswers &&
      a.selection === b.selection &&
      a.bonusSquares === b.bonusSquares &&
      !next.outcome &&
      previous.torchOn === next.torchOn &&
      previous.dimUnrelated === next.dimUnrelated &&
      previous.hint === next.hint;
    this.shown = next;
    // Clock ticks and the like change nothing on the board: no frame for them.
    if (same) {
      if (moved) this.motion.render();
      return;
    }
    this.scene.update(next, previous);
  }
}
