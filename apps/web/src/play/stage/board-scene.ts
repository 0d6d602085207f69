import { type Container } from 'pixi.js';
import { AnswerFlashes } from './answer-flashes';
import { BoardFonts, fontSetFor } from './board-fonts';
import { HintLayer } from './hint-layer';
import { LabelLayer } from './label-layer';
import type { Motion } from './motion';
import type { BoardFrame, SceneInput, SceneState } from './scene-input';
import { SelectionLayer } from './selection-layer';
import { SquareCelebration } from './square-celebration';
import { TileLayer } from './tile-layer';
import { VeilLayer } from './veil-layer';

export type { SceneInput, SceneState } from './scene-input';

/**
 * The board drawn with PixiJS, one layer per thing it shows (each in its own file): tiles,
 * labels and notes, selection and torch, the dim-unrelated veil, a hint's marks and arrows,
 * answer flashes and square celebrations. This class stacks them and hands each the part of a
 * change it draws. It never renders by itself: `render()` asks for one frame, and tweens run
 * the ticker only while they last.
 */
export class BoardScene {
  private readonly fonts = new BoardFonts();
  private readonly tiles = new TileLayer();
  readonly labels = new LabelLayer();
  private readonly selection: SelectionLayer;
  private readonly veil: VeilLayer;
  private readonly hint: HintLayer;
  private readonly flashes: AnswerFlashes;
  /** Square bonuses; the stage sets its `onCzeus` for the window-wide sparkles. */
  readonly celebration: SquareCelebration;
  private built = false;
  private state: SceneState | null = null;

  constructor(
    private readonly motion: Motion,
    private readonly root: Container,
  ) {
    this.selection = new SelectionLayer(motion);
    this.veil = new VeilLayer(motion);
    this.hint = new HintLayer(motion);
    this.flashes = new AnswerFlashes(motion, this.labels);
    this.celebration = new SquareCelebration(motion);
    // Bottom to top: the torch glows under the selection and the flashes; a hint colours cells
    // under their digits; the veil dims everything but its arrows and celebrations. A move only
    // moves, fades and retextures what the layers made with the layout: Pixi 8 rebuilds the
    // stage's draw list whenever something is added, removed, hidden or redrawn, and did so a
    // dozen times a move (bench:frames prints the rebuilds).
    root.addChild(
      this.tiles.view,
      this.selection.torch,
      this.selection.box,
      this.flashes.glows,
      this.hint.marks,
      this.labels.view,
      this.flashes.crosses,
      this.veil.view,
      this.hint.arrows,
      this.celebration.view,
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

  /** A new puzzle, layout, palette or resolution: every layer is built again. */
  build(input: SceneInput) {
    this.stop();
    this.root.visible = true;
    this.motion.boardShown = true;
    // Texts go before the fonts they are set in.
    for (const layer of [this.labels, this.flashes, this.celebration]) layer.clear();
    const frame: BoardFrame = {
      ...input,
      fonts: this.fonts.use(fontSetFor(input.layout, input.resolution), input.resolution),
    };
    for (const layer of [
      this.tiles,
      this.labels,
      this.selection,
      this.veil,
      this.hint,
      this.flashes,
      this.celebration,
    ])
      layer.build(frame);
    this.built = true;
    if (this.state) this.update(this.state, null, true);
    this.motion.render();
  }

  /** Draws what changed between `previous` and `state` (everything when `all`). */
  update(state: SceneState, previous: SceneState | null, all = false) {
    this.state = state;
    if (!this.built) return;
    const { game } = state;
    const before = previous?.game;
    // The label layer redraws only the cells whose face changed.
    if (
      all ||
      before?.values !== game.values ||
      before?.guesses !== game.guesses ||
      before?.notes !== game.notes ||
      before?.clueAnswers !== game.clueAnswers
    )
      this.labels.show(game);
    if (all || before?.selection !== game.selection || previous?.torchOn !== state.torchOn)
      this.selection.show(game.selection, state.torchOn, !all);
    if (
      all ||
      before?.selection !== game.selection ||
      previous?.dimUnrelated !== state.dimUnrelated ||
      before?.values !== game.values
    )
      this.veil.show(game.selection, state.dimUnrelated, !all);
    if (all || previous?.hint !== state.hint) this.hint.show(state.hint, !all);
    if (!all && before && game.bonusSquares.length > before.bonusSquares.length) {
      const points = game.bonusPoints + game.czeusBonus - before.bonusPoints - before.czeusBonus;
      const czeus = game.czeusBonus > before.czeusBonus;
      for (const square of game.bonusSquares.filter((c) => !before.bonusSquares.includes(c)))
        this.celebration.celebrate(square, points, czeus);
    }
    if (!all && state.outcome && state.outcome !== previous?.outcome) {
      if (state.outcome.kind === 'correct') this.flashes.correct(state.outcome.cell);
      if (state.outcome.kind === 'wrong') this.flashes.wrong(state.outcome.cell);
      // A zen check: each number it found wrong flashes as it comes off.
      if (state.outcome.kind === 'hintBought')
        state.outcome.wrong?.forEach((cell) => this.flashes.wrong(cell));
    }
    this.motion.render();
  }
}
