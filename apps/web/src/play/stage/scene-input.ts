import type { GameState, Outcome } from '@czeus/game';
import type { Puzzle } from '@czeus/puzzle';
import type { FontSet } from './board-fonts';
import { type BoardLayout, inset, type Rect } from '../geometry';
import type { HintMarks } from '../hint-marks';
import type { Palette } from './palette';

/** What the board is built from: the puzzle as turned on screen, its layout, colours and resolution. */
export interface SceneInput {
  puzzle: Puzzle;
  layout: BoardLayout;
  palette: Palette;
  resolution: number;
}

/** What the board shows now, in shown indexes. */
export interface SceneState {
  game: GameState;
  /** The latest answer, its cell already in shown indexes. */
  outcome: Outcome | null;
  torchOn: boolean;
  dimUnrelated: boolean;
  /** What the open hint marks, in shown indexes. */
  hint: HintMarks;
}

/** What every layer builds from: the scene's input and the fonts installed for its layout. */
export interface BoardFrame extends SceneInput {
  fonts: FontSet;
}

/** A cell as drawn (its slot less half a gap on each side), or null for an empty display cell. */
export function cellRect(layout: BoardLayout, cell: number): Rect | null {
  const slot = layout.cells[cell];
  return slot ? inset(slot, layout.gap / 2) : null;
}

/** The corner radius of marks drawn over a cell (answer flashes, hint colours, glows). */
export const markRadius = (layout: BoardLayout) => Math.max(3, layout.unit * 0.1);
