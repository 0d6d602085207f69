import {
  BitmapFont,
  BitmapText,
  Container,
  DynamicBitmapFont,
  Graphics,
  NineSliceSprite,
  Sprite,
  Texture,
} from 'pixi.js';
import type { GameState, Outcome } from '@czeus/game';
import type { Cell, Puzzle } from '@czeus/puzzle';
import { ANSWER_FLASH_MS } from '../answer-flash';
import { halfValue } from '../cell-view';
import type { HintMarks } from './hint-marks';
import { arrowPath, type BoardLayout, halfRects, inset, type Rect, relatedRegion } from './geometry';
import { type Motion, tweens } from './motion';
import { holeTexture, torchTexture, EDGE } from './textures';
import type { Palette } from './palette';

/** What the board shows: the puzzle as turned on screen, its layout, and the game in shown indexes. */
export interface SceneInput {
  puzzle: Puzzle;
  layout: BoardLayout;
  palette: Palette;
  resolution: number;
}

export interface SceneState {
  game: GameState;
  /** The latest answer, its cell already in shown indexes. */
  outcome: Outcome | null;
  torchOn: boolean;
  dimUnrelated: boolean;
  /** What the open hint marks, in shown indexes. */
  hint: HintMarks;
}

type Half = 'add' | 'mult';
const itemKey = (cell: number, half?: Half) => `${cell}:${half ?? ''}`;

/** The colours of bonuses and celebrations: gold light, and a darker gold that reads on a light board. */
const GOLD = 0xf2b705;
const GOLD_TEXT = 0xa86a00;

/** Digits of the mysteries; the clue font also carries the signs, "?" and a space for notes. */
const DIGITS = '0123456789';
const CLUE_CHARS = '0123456789+×? ';
/** How long an answer's flash lasts (spec: 1 s). */
const FLASH_S = ANSWER_FLASH_MS / 1000;

const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * Installs a digits-only bitmap font for `px` CSS pixels at `resolution`, with a page just big
 * enough for its glyphs (the default page is 1024 x 1024 at resolution 2: 4 MB).
 */
function installFont(name: string, chars: string, px: number, resolution: number, weight: '600' | '700') {
  const device = px * resolution;
  const padding = 4;
  const area = chars.length * (0.7 * device + 2 * padding) * (1.3 * device + 2 * padding);
  const previous = { ...DynamicBitmapFont.defaultOptions };
  DynamicBitmapFont.defaultOptions.textureSize = Math.min(
    1024,
    Math.max(128, nextPow2(Math.sqrt(area * 1.4)) / resolution),
  );
  DynamicBitmapFont.defaultOptions.mipmap = false;
  try {
    BitmapFont.install({
      name,
      chars,
      resolution,
      padding,
      style: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: px,
        fontWeight: weight,
        fill: 0xffffff,
      },
    });
  } finally {
    DynamicBitmapFont.defaultOptions.textureSize = previous.textureSize;
    DynamicBitmapFont.defaultOptions.mipmap = previous.mipmap;
  }
}

interface CellNode {
  cell: Cell;
  labels: Map<string, { text: BitmapText; rect: Rect }>;
  notes: BitmapText[];
  /** Shaken on a wrong answer. */
  body: Container;
}

/**
 * The board drawn with PixiJS: cells, digits, selection, torch, dim-unrelated veil and the
 * flashes of an answer. It never renders by itself: `render()` asks for one frame, and tweens
 * run the ticker only while they last.
 */
export class BoardScene {
  private readonly bgLayer = new Graphics();
  private readonly torch: Sprite;
  private readonly selection = new Graphics();
  private readonly flashLayer = new Container();
  private readonly cellLayer = new Container();
  private readonly crossLayer = new Container();
  /** A hint's cell colours (under the digits) and its rule-2 arrows (over everything). */
  private readonly hintLayer = new Graphics();
  private readonly arrowLayer = new Graphics();
  private readonly burstLayer = new Container();
  private readonly veil = new Container();
  private readonly veilParts: Sprite[];
  private readonly holeFrame: NineSliceSprite;
  private nodes = new Map<number, CellNode>();
  private input: SceneInput | null = null;
  private state: SceneState | null = null;
  private fonts: { digit: string; clue: string } | null = null;
  /** The veil's hole as tweened (CSS pixels of the board). */
  private hole = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    private readonly motion: Motion,
    private readonly root: Container,
  ) {
    this.torch = new Sprite(torchTexture());
    this.torch.anchor.set(0.5);
    this.torch.alpha = 0;
    this.holeFrame = new NineSliceSprite({
      texture: holeTexture(),
      leftWidth: EDGE * 1.5,
      rightWidth: EDGE * 1.5,
      topHeight: EDGE * 1.5,
      bottomHeight: EDGE * 1.5,
    });
    this.veilParts = [0, 1, 2, 3].map(() => new Sprite(Texture.WHITE));
    this.veil.addChild(this.holeFrame, ...this.veilParts);
    this.veil.alpha = 0;
    root.addChild(
      this.bgLayer,
      this.torch,
      this.selection,
      this.flashLayer,
      this.hintLayer,
      this.cellLayer,
      this.crossLayer,
      this.veil,
      this.arrowLayer,
      this.burstLayer,
    );
  }

  /** Stops the board's tweens (the board left the screen, or is built again). */
  stop() {
    this.motion.stop('board');
  }

  /** Hides the board (the end screen); the next build shows it again. */
  hide() {
    this.stop();
    this.root.visible = false;
    this.motion.render();
  }

  private render() {
    this.motion.render();
  }

  private track<T extends Parameters<Motion['track']>[0]>(tween: T): T {
    return this.motion.track(tween);
  }

  private to(target: object, vars: Parameters<Motion['to']>[1]) {
    this.motion.to(target, vars);
  }

  private get reducedMotion() {
    return this.motion.reducedMotion;
  }

  /** A new puzzle, layout, palette or resolution: everything is built again. */
  build(input: SceneInput) {
    this.stop();
    this.input = input;
    this.root.visible = true;
    this.motion.boardShown = true;
    const { puzzle, layout, palette } = input;

    // Fonts sized for this layout: drawn 1:1, crisp at the renderer's resolution.
    const u = layout.unit;
    const digitPx = Math.max(8, Math.round(u * 0.56));
    const cluePx = Math.max(7, Math.round(u * 0.22));
    const fonts = {
      digit: `czeus-digit-${digitPx}@${input.resolution}`,
      clue: `czeus-clue-${cluePx}@${input.resolution}`,
    };
    this.clearCells();
    if (this.fonts && this.fonts.digit !== fonts.digit) BitmapFont.uninstall(this.fonts.digit);
    if (this.fonts && this.fonts.clue !== fonts.clue) BitmapFont.uninstall(this.fonts.clue);
    if (this.fonts?.digit !== fonts.digit) installFont(fonts.digit, DIGITS, digitPx, input.resolution, '700');
    if (this.fonts?.clue !== fonts.clue) installFont(fonts.clue, CLUE_CHARS, cluePx, input.resolution, '600');
    this.fonts = fonts;

    // Cell backgrounds: one Graphics, drawn once per layout.
    const bg = this.bgLayer.clear();
    const half = layout.gap / 2;
    const radius = Math.max(3, u * 0.1);
    for (const cell of puzzle.cells) {
      const slot = layout.cells[cell.index];
      if (!slot) continue;
      const r = inset(slot, half);
      if (cell.kind === 'mystery') {
        bg.roundRect(r.x, r.y, r.width, r.height, radius)
          .fill(palette.mysteryFill)
          .stroke({ width: 2, color: palette.mysteryLine, alignment: 1 });
      } else if (cell.kind === 'square') {
        // A square clue speaks for four cells: a rounder tile, stronger fill and an accent outline.
        bg.roundRect(r.x, r.y, r.width, r.height, radius * 2)
          .fill(palette.squareFill)
          .stroke({ width: 2, color: palette.squareLine, alignment: 1 });
        const halves = halfRects(cell.kind, r);
        bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        bg.stroke({ width: 1, color: palette.squareLine });
      } else {
        bg.roundRect(r.x, r.y, r.width, r.height, radius * 0.8)
          .fill(palette.clueFill)
          .stroke({ width: 1, color: palette.clueLine, alignment: 1 });
        const halves = halfRects(cell.kind, r);
        if (cell.kind === 'verticalPair') {
          bg.moveTo(halves.mult.x, r.y + r.height * 0.2).lineTo(halves.mult.x, r.y + r.height * 0.8);
        } else {
          bg.moveTo(r.x + r.width * 0.2, halves.mult.y).lineTo(r.x + r.width * 0.8, halves.mult.y);
        }
        bg.stroke({ width: 1, color: palette.clueLine });
      }
    }

    // Labels: a BitmapText per mystery and per clue half, in a body container per cell.
    for (const cell of puzzle.cells) {
      const slot = layout.cells[cell.index];
      if (!slot) continue;
      const body = new Container();
      const node: CellNode = { cell, labels: new Map(), notes: [], body };
      const r = inset(slot, half);
      if (cell.kind === 'mystery') {
        node.labels.set(itemKey(cell.index), { text: this.text(fonts.digit, digitPx), rect: r });
      } else {
        const halves = halfRects(cell.kind, r);
        for (const h of ['add', 'mult'] as const) {
          node.labels.set(itemKey(cell.index, h), { text: this.text(fonts.clue, cluePx), rect: halves[h] });
        }
      }
      for (const { text } of node.labels.values()) body.addChild(text);
      this.cellLayer.addChild(body);
      this.nodes.set(cell.index, node);
    }

    this.torch.tint = palette.torch;
    this.torch.width = this.torch.height = u * 2.6;
    this.holeFrame.tint = palette.bg;
    for (const part of this.veilParts) part.tint = palette.bg;
    this.hole = { x: 0, y: 0, width: 0, height: 0 };
    if (this.state) this.update(this.state, null, true);
    this.render();
  }

  private text(font: string, size: number) {
    const text = new BitmapText({ text: '', style: { fontFamily: font, fontSize: size } });
    text.anchor.set(0.5);
    return text;
  }

  private clearCells() {
    for (const node of this.nodes.values()) node.body.destroy({ children: true });
    this.nodes.clear();
    this.flashLayer.removeChildren().forEach((c) => c.destroy());
    this.crossLayer.removeChildren().forEach((c) => c.destroy());
    this.burstLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
  }

  /** Draws what changed between `previous` and `state` (everything when `all`). */
  update(state: SceneState, previous: SceneState | null, all = false) {
    this.state = state;
    const input = this.input;
    if (!input) return;
    const { game } = state;
    const before = previous?.game;
    if (
      all ||
      before?.values !== game.values ||
      before?.notes !== game.notes ||
      before?.clueAnswers !== game.clueAnswers
    ) {
      this.drawLabels(game);
    }
    if (all || before?.selection !== game.selection || previous?.torchOn !== state.torchOn) {
      this.drawSelection(game, state.torchOn, !all);
    }
    if (
      all ||
      before?.selection !== game.selection ||
      previous?.dimUnrelated !== state.dimUnrelated ||
      before?.values !== game.values
    ) {
      this.drawVeil(game, state.dimUnrelated, !all);
    }
    if (all || previous?.hint !== state.hint) this.drawHint(state.hint, !all);
    if (!all && before && game.bonusSquares.length > before.bonusSquares.length) {
      const points = game.bonusPoints + game.czeusBonus - before.bonusPoints - before.czeusBonus;
      const czeus = game.czeusBonus > before.czeusBonus;
      for (const square of game.bonusSquares.filter((c) => !before.bonusSquares.includes(c))) {
        this.celebrateSquare(square, points, czeus);
      }
    }
    if (!all && state.outcome && state.outcome !== previous?.outcome) {
      if (state.outcome.kind === 'correct') this.flashCorrect(state.outcome.cell);
      if (state.outcome.kind === 'wrong') this.flashWrong(state.outcome.cell);
    }
    this.render();
  }

  private drawLabels(game: GameState) {
    const { puzzle, palette, layout } = this.input as SceneInput;
    for (const node of this.nodes.values()) {
      const { cell } = node;
      for (const n of node.notes) n.destroy();
      node.notes = [];
      for (const [key, { text, rect }] of node.labels) {
        const half = key.split(':')[1] as Half | '';
        let value: string;
        let tint: number;
        let notes: number[] = [];
        if (!half) {
          const digit = game.values[cell.index];
          value = digit ? String(digit) : '';
          tint = cell.given ? palette.fg : palette.ok;
          if (!digit) notes = game.notes.mystery[cell.index] ?? [];
        } else {
          const known = halfValue(puzzle, game, cell, half);
          const sign = half === 'add' ? '+' : '×';
          notes = known === undefined ? (game.notes[half][cell.index] ?? []) : [];
          value = known !== undefined ? `${sign}${known}` : notes.length ? '' : `${sign}?`;
          tint = known !== undefined ? palette.fg : palette.muted;
        }
        if (text.text !== value) text.text = value;
        text.tint = tint;
        text.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
        text.scale.set(1);
        const fit = Math.min(
          1,
          (rect.width * 0.88) / Math.max(1, text.width),
          (rect.height * 0.9) / Math.max(1, text.height),
        );
        text.scale.set(fit);
        if (notes.length) this.drawNotes(node, rect, notes, !half, layout.unit);
      }
    }
  }

  /** Candidates: a 3 x 3 block of small digits in a mystery, a row of them in a clue half. */
  private drawNotes(node: CellNode, rect: Rect, notes: number[], mystery: boolean, unit: number) {
    const { palette } = this.input as SceneInput;
    const fonts = this.fonts as { clue: string };
    const size = Math.max(7, Math.round(unit * 0.22));
    const add = (value: string, x: number, y: number, scale: number) => {
      const t = this.text(fonts.clue, size);
      t.text = value;
      t.tint = palette.muted;
      t.position.set(x, y);
      t.scale.set(scale);
      node.body.addChild(t);
      node.notes.push(t);
    };
    if (mystery) {
      const cw = rect.width / 3;
      const ch = rect.height / 3;
      for (const d of notes) {
        const i = d - 1;
        add(
          String(d),
          rect.x + cw * ((i % 3) + 0.5),
          rect.y + ch * (Math.floor(i / 3) + 0.5),
          Math.min(1, (ch * 0.9) / size),
        );
      }
    } else {
      add(notes.join(' '), rect.x + rect.width / 2, rect.y + rect.height / 2, 0.8);
      const t = node.notes[node.notes.length - 1];
      t.scale.set(Math.min(0.8, (rect.width * 0.9) / Math.max(1, t.width / 0.8)));
    }
  }

  /** The rectangle of what is selected: a mystery, or one half of a clue. */
  private selectedRect(game: GameState): Rect | null {
    const { puzzle, layout } = this.input as SceneInput;
    const sel = game.selection;
    const slot = sel ? layout.cells[sel.cell] : null;
    if (!sel || !slot) return null;
    const r = inset(slot, layout.gap / 2);
    return sel.half ? halfRects(puzzle.cells[sel.cell].kind, r)[sel.half] : r;
  }

  private drawSelection(game: GameState, torchOn: boolean, animate: boolean) {
    const { palette, layout } = this.input as SceneInput;
    const rect = this.selectedRect(game);
    const g = this.selection.clear();
    if (!rect) {
      g.alpha = 0;
      this.to(this.torch, { alpha: 0, duration: animate ? 0.2 : 0 });
      return;
    }
    const radius = Math.max(3, layout.unit * 0.08);
    g.roundRect(0, 0, rect.width, rect.height, radius)
      .fill({ color: palette.accent, alpha: 0.08 })
      .stroke({ width: 3, color: palette.accent, alignment: 1 });
    g.position.set(rect.x, rect.y);
    g.alpha = 1;
    if (animate) {
      g.pivot.set(rect.width / 2, rect.height / 2);
      g.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
      g.scale.set(1.12);
      this.to(g.scale, { x: 1, y: 1, duration: 0.18, ease: 'back.out(2)' });
    } else {
      g.pivot.set(0, 0);
      g.scale.set(1);
    }
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const lit = torchOn ? (palette.dark ? 0.3 : 0.5) : 0;
    if (!animate || this.torch.alpha === 0) {
      this.torch.position.set(cx, cy);
      this.to(this.torch, { alpha: lit, duration: animate ? 0.25 : 0 });
    } else {
      this.to(this.torch, { x: cx, y: cy, alpha: lit, duration: 0.3, ease: 'power2.out' });
    }
  }

  /** The veil over unrelated cells: a frame with a hole and four plain sprites around it, moved, never redrawn. */
  private drawVeil(game: GameState, dimOn: boolean, animate: boolean) {
    const { puzzle, layout, palette } = this.input as SceneInput;
    const sel = game.selection;
    const region = dimOn && sel ? relatedRegion(puzzle, layout, sel.cell) : null;
    if (!region) {
      this.to(this.veil, { alpha: 0, duration: animate ? 0.2 : 0 });
      return;
    }
    const target = inset(region, -layout.gap / 2);
    const place = () => this.placeVeil();
    if (!animate || this.veil.alpha === 0) {
      Object.assign(this.hole, target);
      place();
      this.to(this.veil, { alpha: palette.veilAlpha, duration: animate ? 0.25 : 0 });
    } else {
      this.to(this.hole, { ...target, duration: 0.3, ease: 'power2.out', onUpdate: place });
      this.to(this.veil, { alpha: palette.veilAlpha, duration: 0.2 });
    }
  }

  private placeVeil() {
    const { box } = (this.input as SceneInput).layout;
    // The frame's texture turns transparent EDGE * 0.75 in from its border: the hole's edge.
    const pad = EDGE * 0.75;
    const h = this.hole;
    const frame = { x: h.x - pad, y: h.y - pad, width: h.width + 2 * pad, height: h.height + 2 * pad };
    this.holeFrame.position.set(frame.x, frame.y);
    this.holeFrame.width = frame.width;
    this.holeFrame.height = frame.height;
    const [top, bottom, left, right] = this.veilParts;
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

  /** A hint's marks: coloured cells, rings round the cells that prove it, arrows between rule-2 links. */
  private drawHint(marks: HintMarks, animate: boolean) {
    const { palette, layout } = this.input as SceneInput;
    const g = this.hintLayer.clear();
    const a = this.arrowLayer.clear();
    const radius = Math.max(3, layout.unit * 0.1);
    const paint = (cells: number[], color: number, alpha: number) => {
      for (const cell of cells) {
        const r = this.flashRect(cell);
        if (!r) continue;
        g.roundRect(r.x, r.y, r.width, r.height, radius)
          .fill({ color, alpha })
          .stroke({ width: Math.max(2, layout.unit * 0.04), color, alignment: 1 });
      }
    };
    paint(marks.neutral, palette.accent, 0.14);
    paint(marks.green, palette.ok, 0.3);
    paint(marks.red, palette.down, 0.3);
    for (const cell of marks.highlights) {
      const r = this.flashRect(cell);
      if (r)
        g.roundRect(r.x, r.y, r.width, r.height, radius).stroke({
          width: 3,
          color: palette.accent,
          alignment: 1,
        });
    }
    const width = Math.max(2, layout.unit * 0.05);
    for (const [from, to] of marks.arrows) {
      const p = this.flashRect(from);
      const q = this.flashRect(to);
      if (p && q) drawArrow(a, p, q, width, palette.down);
    }
    // Marks fade in when a hint opens; a further step adds to them without a flicker.
    const any =
      marks.red.length +
        marks.green.length +
        marks.neutral.length +
        marks.highlights.length +
        marks.arrows.length >
      0;
    if (animate && any && !this.hintShown) {
      g.alpha = a.alpha = 0;
      this.to(g, { alpha: 1, duration: 0.2 });
      this.to(a, { alpha: 1, duration: 0.2 });
    } else if (!animate) {
      g.alpha = a.alpha = 1;
    }
    this.hintShown = any;
  }

  private hintShown = false;

  /**
   * A square clue's bonus: a gold ring spreads from it and its points rise; a cZeus square
   * (four equal digits) also lights its four mysteries and throws sparkles.
   */
  private celebrateSquare(cell: number, points: number, czeus: boolean) {
    const { puzzle, layout, palette } = this.input as SceneInput;
    const rect = this.flashRect(cell);
    if (!rect) return;
    const u = layout.unit;
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const label = this.text((this.fonts as { clue: string }).clue, Math.max(7, Math.round(u * 0.22)));
    label.text = `+${points}`;
    label.tint = palette.dark ? GOLD : GOLD_TEXT;
    label.position.set(cx, cy - u * 0.2);
    label.scale.set(1.8);
    const parts: Container[] = [label];
    const glows = czeus
      ? (puzzle.cells[cell].mysteries ?? []).map((m) => {
          const r = this.flashRect(m) as Rect;
          return new Graphics()
            .roundRect(r.x, r.y, r.width, r.height, Math.max(3, u * 0.1))
            .fill({ color: GOLD, alpha: 0.45 });
        })
      : [];
    const ring = new Graphics().circle(0, 0, u * 0.5).stroke({ width: Math.max(4, u * 0.12), color: GOLD });
    ring.position.set(cx, cy);
    parts.push(ring, ...glows);
    this.burstLayer.addChild(...glows, ring, label);
    const done = () => parts.forEach((p) => p.destroy());
    if (this.reducedMotion) {
      ring.visible = false;
      this.render();
      setTimeout(() => {
        done();
        this.render();
      }, 1500);
      return;
    }
    ring.scale.set(0.3);
    this.track(
      tweens
        .timeline({ onComplete: done })
        .to(ring.scale, { x: czeus ? 2.6 : 1.8, y: czeus ? 2.6 : 1.8, duration: 0.7, ease: 'power2.out' }, 0)
        .to(ring, { alpha: 0, duration: 0.7, ease: 'power1.in' }, 0)
        .to(label.position, { y: cy - u * 0.9, duration: 1.3, ease: 'power1.out' }, 0)
        .to(label, { alpha: 0, duration: 0.4 }, 0.9)
        .to(glows, { alpha: 0, duration: 0.9, ease: 'power1.in' }, 0.3),
    );
    if (czeus) this.onCzeus?.({ x: cx, y: cy }, u * 2);
  }

  /** Set by the stage: where a cZeus square is (board pixels), for the window-wide sparkles. */
  onCzeus?: (at: { x: number; y: number }, radius: number) => void;

  private flashRect(cell: number): Rect | null {
    const { layout } = this.input as SceneInput;
    const slot = layout.cells[cell];
    return slot ? inset(slot, layout.gap / 2) : null;
  }

  /** A right answer: the cell glows green and its digit pops, for a second. */
  private flashCorrect(cell: number) {
    const { palette, layout } = this.input as SceneInput;
    const rect = this.flashRect(cell);
    if (!rect) return;
    const glow = new Graphics()
      .roundRect(rect.x, rect.y, rect.width, rect.height, Math.max(3, layout.unit * 0.1))
      .fill({ color: palette.ok, alpha: 0.45 });
    this.flashLayer.addChild(glow);
    const label = this.nodes.get(cell)?.labels.get(itemKey(cell));
    if (this.reducedMotion) {
      this.render();
      setTimeout(() => {
        glow.destroy();
        this.render();
      }, FLASH_S * 1000);
      return;
    }
    glow.alpha = 0;
    this.track(
      tweens
        .timeline({ onComplete: () => glow.destroy() })
        .to(glow, { alpha: 1, duration: 0.15 })
        .to(glow, { alpha: 0, duration: FLASH_S - 0.15, ease: 'power1.in' }),
    );
    if (label) {
      const s = label.text.scale.x;
      label.text.scale.set(s * 1.35);
      this.track(tweens.to(label.text.scale, { x: s, y: s, duration: 0.45, ease: 'back.out(3)' }));
    }
  }

  /** A wrong answer: the cell flashes red with a cross and shakes, for a second. */
  private flashWrong(cell: number) {
    const { palette, layout } = this.input as SceneInput;
    const rect = this.flashRect(cell);
    if (!rect) return;
    const red = new Graphics()
      .roundRect(rect.x, rect.y, rect.width, rect.height, Math.max(3, layout.unit * 0.1))
      .fill({ color: palette.down, alpha: 0.35 });
    this.flashLayer.addChild(red);
    const arm = Math.min(rect.width, rect.height) * 0.28;
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const cross = new Graphics()
      .moveTo(-arm, -arm)
      .lineTo(arm, arm)
      .moveTo(arm, -arm)
      .lineTo(-arm, arm)
      .stroke({ width: Math.max(3, layout.unit * 0.07), color: palette.down, cap: 'round' });
    cross.position.set(cx, cy);
    this.crossLayer.addChild(cross);
    const done = () => {
      red.destroy();
      cross.destroy();
    };
    if (this.reducedMotion) {
      this.render();
      setTimeout(() => {
        done();
        this.render();
      }, FLASH_S * 1000);
      return;
    }
    cross.scale.set(0.4);
    this.track(tweens.to(cross.scale, { x: 1, y: 1, duration: 0.2, ease: 'back.out(3)' }));
    this.track(tweens.to([red, cross], { alpha: 0, duration: 0.3, delay: FLASH_S - 0.3, onComplete: done }));
    const body = this.nodes.get(cell)?.body;
    const shake = Math.max(2, layout.unit * 0.05);
    for (const target of [body, red, cross].filter(Boolean) as Container[]) {
      // A cell's body rests at 0: a second wrong answer mid-shake must not shift its digits.
      if (target === body) tweens.killTweensOf(body);
      const x = target === body ? 0 : target.x;
      this.track(
        tweens
          .timeline()
          .to(target, { x: x - shake, duration: 0.05 })
          .to(target, { x: x + shake, duration: 0.1, repeat: 2, yoyo: true })
          .to(target, { x, duration: 0.05 }),
      );
    }
  }
}

/** A rule-2 arrow: a gentle curve between the centres of two cells, a head at each end. */
function drawArrow(g: Graphics, p: Rect, q: Rect, width: number, color: number) {
  const path = arrowPath(p, q);
  g.moveTo(path.start.x, path.start.y)
    .quadraticCurveTo(path.control.x, path.control.y, path.end.x, path.end.y)
    .stroke({ width, color, cap: 'round' });
  for (const head of path.heads) g.poly(head.flatMap((pt) => [pt.x, pt.y])).fill(color);
}
