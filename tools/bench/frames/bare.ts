// The bare PixiJS page tools/bench/frames.mjs compares the play screen's stage with: the same
// Pixi pieces and gsap core, the same render-on-demand ticker and the same bench marks, drawing
// the same kind of load with nothing of the game (no React, no store, no DOM grid): 41 cells as
// rounded rects with BitmapText digits, a torch sprite following a moving selection, a dim veil
// with a moving hole, an answer's glow and digit pop, and 40 "flying gem" sprites.
// Query: w, h (CSS pixels of the canvas), renderer=webgl|canvas, resolution (cap, default 2).
// Driven through `window.__bare` (select, correct, gems); `window.__czeusStage` as the game's.
import { gsap } from 'gsap/gsap-core';
import {
  Application,
  BitmapFont,
  BitmapText,
  CanvasSource,
  Container,
  Graphics,
  NineSliceSprite,
  Sprite,
  Texture,
  UPDATE_PRIORITY,
} from 'pixi.js';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text-bitmap';
import 'pixi.js/sprite-nine-slice';
import 'pixi.js/unsafe-eval';

const query = new URLSearchParams(location.search);
const W = Number(query.get('w')) || 520;
const H = Number(query.get('h')) || 320;
const COLS = 7;
const CELLS = 41;
const ROWS = Math.ceil(CELLS / COLS);
const EDGE = 12;
const resolution = Math.min(window.devicePixelRatio || 1, 2, Number(query.get('resolution')) || 2);

type Tween = ReturnType<typeof gsap.to> | ReturnType<typeof gsap.timeline>;
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function canvasTexture(size: number, paint: (ctx: CanvasRenderingContext2D, size: number) => void) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  paint(canvas.getContext('2d') as CanvasRenderingContext2D, size);
  return new Texture({ source: new CanvasSource({ resource: canvas }) });
}

async function main() {
  const app = new Application();
  await app.init({
    preference: query.get('renderer') === 'canvas' ? 'canvas' : 'webgl',
    manageImports: false,
    autoStart: false,
    sharedTicker: false,
    backgroundAlpha: 0,
    antialias: true,
    autoDensity: true,
    resolution,
    width: W,
    height: H,
  });
  (document.getElementById('stage') as HTMLElement).appendChild(app.canvas);

  // Layout: 41 cells on a 7-wide grid filling 90 % of the canvas.
  const unit = Math.min((W * 0.9) / COLS, (H * 0.9) / ROWS);
  const gap = unit * 0.06;
  const x0 = (W - unit * COLS) / 2;
  const y0 = (H - unit * ROWS) / 2;
  const rects: Rect[] = Array.from({ length: CELLS }, (_, i) => ({
    x: x0 + (i % COLS) * unit + gap / 2,
    y: y0 + Math.floor(i / COLS) * unit + gap / 2,
    width: unit - gap,
    height: unit - gap,
  }));

  const digitPx = Math.max(8, Math.round(unit * 0.56));
  BitmapFont.install({
    name: 'bare-digit',
    chars: '0123456789',
    resolution,
    padding: 4,
    style: { fontFamily: 'system-ui, sans-serif', fontSize: digitPx, fontWeight: '700', fill: 0xffffff },
  });

  const bg = new Graphics();
  for (const r of rects) {
    bg.roundRect(r.x, r.y, r.width, r.height, Math.max(3, unit * 0.1))
      .fill(0x1d2433)
      .stroke({ width: 2, color: 0x55607a, alignment: 1 });
  }
  const torch = new Sprite(
    canvasTexture(128, (ctx, s) => {
      const g = ctx.createRadialGradient(s / 2, s / 2, 0, s / 2, s / 2, s / 2);
      g.addColorStop(0, 'rgba(255,255,255,1)');
      g.addColorStop(0.45, 'rgba(255,255,255,0.45)');
      g.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, s, s);
    }),
  );
  torch.anchor.set(0.5);
  torch.tint = 0xffd27a;
  torch.alpha = 0;
  torch.width = torch.height = unit * 2.6;
  const selection = new Graphics();
  const flashLayer = new Container();
  const cellLayer = new Container();
  const digits = rects.map((r, i) => {
    const t = new BitmapText({
      text: String(i % 10),
      style: { fontFamily: 'bare-digit', fontSize: digitPx },
    });
    t.anchor.set(0.5);
    t.tint = 0xe8ecf4;
    t.position.set(r.x + r.width / 2, r.y + r.height / 2);
    cellLayer.addChild(t);
    return t;
  });
  const veil = new Container();
  const holeFrame = new NineSliceSprite({
    texture: canvasTexture(EDGE * 4, (ctx, s) => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, s, s);
      ctx.globalCompositeOperation = 'destination-out';
      ctx.filter = `blur(${EDGE / 4}px)`;
      ctx.fillStyle = '#000';
      ctx.beginPath();
      ctx.roundRect(EDGE * 0.75, EDGE * 0.75, s - EDGE * 1.5, s - EDGE * 1.5, EDGE * 0.6);
      ctx.fill();
    }),
    leftWidth: EDGE * 1.5,
    rightWidth: EDGE * 1.5,
    topHeight: EDGE * 1.5,
    bottomHeight: EDGE * 1.5,
  });
  holeFrame.tint = 0x0e121a;
  const veilParts = [0, 1, 2, 3].map(() => Object.assign(new Sprite(Texture.WHITE), { tint: 0x0e121a }));
  veil.addChild(holeFrame, ...veilParts);
  veil.alpha = 0;
  const gemTexture = canvasTexture(32, (ctx, s) => {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.moveTo(s / 2, 2);
    ctx.lineTo(s - 2, s / 2);
    ctx.lineTo(s / 2, s - 2);
    ctx.lineTo(2, s / 2);
    ctx.fill();
  });
  const gemLayer = new Container();
  const gems = Array.from({ length: 40 }, () => {
    const gem = new Sprite(gemTexture);
    gem.anchor.set(0.5);
    gem.tint = 0x6fd3ff;
    gem.alpha = 0;
    gem.width = gem.height = unit * 0.4;
    gemLayer.addChild(gem);
    return gem;
  });
  app.stage.addChild(bg, torch, selection, flashLayer, cellLayer, veil, gemLayer);

  // Render on demand: the ticker runs only while a tween runs; bench marks as the game's.
  const tweens = new Set<Tween>();
  let frames = 0;
  let run = false;
  let first = true;
  let requested = false;
  const measure = (single: boolean) => {
    const interval = run && !single ? app.ticker.elapsedMS : null;
    performance.measure('czeus:frame', { start: 'czeus:frame-start', detail: { interval } });
    performance.clearMarks('czeus:frame-start');
    run = !single && app.ticker.started;
    if (first) {
      first = false;
      performance.mark('czeus:first-frame');
    }
  };
  app.ticker.add(() => performance.mark('czeus:frame-start'), undefined, UPDATE_PRIORITY.INTERACTION + 1);
  app.ticker.add(() => frames++, undefined, UPDATE_PRIORITY.HIGH);
  app.ticker.add(
    () => {
      for (const t of tweens) if (!t.parent) tweens.delete(t);
      if (tweens.size === 0) app.ticker.stop();
    },
    undefined,
    UPDATE_PRIORITY.UTILITY,
  );
  app.ticker.add(() => measure(false), undefined, UPDATE_PRIORITY.UTILITY - 1);
  const render = () => {
    if (app.ticker.started || requested) return;
    requested = true;
    requestAnimationFrame(() => {
      requested = false;
      if (app.ticker.started) return;
      performance.mark('czeus:frame-start');
      app.render();
      frames++;
      measure(true);
    });
  };
  const track = <T extends Tween>(t: T) => {
    tweens.add(t);
    if (!app.ticker.started) app.ticker.start();
    return t;
  };
  const to = (target: object, vars: Parameters<typeof gsap.to>[1]) =>
    track(gsap.to(target, { overwrite: 'auto', ...vars }));

  const hole = { x: 0, y: 0, width: 0, height: 0 };
  const placeVeil = () => {
    const pad = EDGE * 0.75;
    const f = {
      x: hole.x - pad,
      y: hole.y - pad,
      width: hole.width + 2 * pad,
      height: hole.height + 2 * pad,
    };
    holeFrame.position.set(f.x, f.y);
    holeFrame.width = f.width;
    holeFrame.height = f.height;
    const [top, bottom, left, right] = veilParts;
    const set = (s: Sprite, x: number, y: number, w: number, h: number) => {
      s.position.set(x, y);
      s.width = Math.max(0, w);
      s.height = Math.max(0, h);
    };
    set(top, 0, 0, W, f.y);
    set(bottom, 0, f.y + f.height, W, H - f.y - f.height);
    set(left, 0, f.y, f.x, f.height);
    set(right, f.x + f.width, f.y, W - f.x - f.width, f.height);
  };

  /** Selects cell i: the selection pops, the torch and the veil's hole (a 3 x 3 block) move to it. */
  const select = (i: number) => {
    const r = rects[i];
    selection
      .clear()
      .roundRect(0, 0, r.width, r.height, Math.max(3, unit * 0.08))
      .fill({ color: 0x7aa2ff, alpha: 0.08 })
      .stroke({ width: 3, color: 0x7aa2ff, alignment: 1 });
    selection.pivot.set(r.width / 2, r.height / 2);
    selection.position.set(r.x + r.width / 2, r.y + r.height / 2);
    selection.scale.set(1.12);
    to(selection.scale, { x: 1, y: 1, duration: 0.18, ease: 'back.out(2)' });
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    if (torch.alpha === 0) {
      torch.position.set(cx, cy);
      to(torch, { alpha: 0.5, duration: 0.25 });
    } else to(torch, { x: cx, y: cy, alpha: 0.5, duration: 0.3, ease: 'power2.out' });
    const c = i % COLS;
    const row = Math.floor(i / COLS);
    const c0 = Math.max(0, c - 1);
    const r0 = Math.max(0, row - 1);
    const target = {
      x: x0 + c0 * unit,
      y: y0 + r0 * unit,
      width: (Math.min(COLS - 1, c + 1) - c0 + 1) * unit,
      height: (Math.min(ROWS - 1, row + 1) - r0 + 1) * unit,
    };
    if (veil.alpha === 0) {
      Object.assign(hole, target);
      placeVeil();
      to(veil, { alpha: 0.62, duration: 0.25 });
    } else {
      to(hole, { ...target, duration: 0.3, ease: 'power2.out', onUpdate: placeVeil });
      to(veil, { alpha: 0.62, duration: 0.2 });
    }
  };

  /** A right answer in cell i: a new digit, a green glow for a second and the digit's pop. */
  const correct = (i: number, digit: number) => {
    const r = rects[i];
    const t = digits[i];
    t.text = String(digit);
    t.tint = 0x62d48a;
    const glow = new Graphics()
      .roundRect(r.x, r.y, r.width, r.height, Math.max(3, unit * 0.1))
      .fill({ color: 0x62d48a, alpha: 0.45 });
    glow.alpha = 0;
    flashLayer.addChild(glow);
    track(
      gsap
        .timeline({ onComplete: () => glow.destroy() })
        .to(glow, { alpha: 1, duration: 0.15 })
        .to(glow, { alpha: 0, duration: 0.85, ease: 'power1.in' }),
    );
    t.scale.set(1.35);
    track(gsap.to(t.scale, { x: 1, y: 1, duration: 0.45, ease: 'back.out(3)' }));
  };

  /** The end: the veil and torch fade, 40 gems fly from the cells to the top right corner. */
  const flyGems = () => {
    to(veil, { alpha: 0, duration: 0.2 });
    to(torch, { alpha: 0, duration: 0.2 });
    gems.forEach((gem, k) => {
      const r = rects[k % CELLS];
      gem.position.set(r.x + r.width / 2, r.y + r.height / 2);
      gem.alpha = 1;
      gem.rotation = 0;
      track(
        gsap.to(gem, {
          x: W - unit * 0.3,
          y: unit * 0.3,
          rotation: Math.PI * 2,
          alpha: 0.3,
          duration: 1.2,
          delay: k * 0.04,
          ease: 'power2.in',
          onComplete: () => {
            gem.alpha = 0;
          },
        }),
      );
    });
  };

  window.__czeusStage = { tickerStarted: () => app.ticker.started, frames: () => frames };
  window.__bare = { select, correct, flyGems, cells: CELLS };
  render();
}

declare global {
  interface Window {
    __czeusStage?: { tickerStarted: () => boolean; frames: () => number };
    __bare?: {
      select: (i: number) => void;
      correct: (i: number, digit: number) => void;
      flyGems: () => void;
      cells: number;
    };
  }
}

void main();
