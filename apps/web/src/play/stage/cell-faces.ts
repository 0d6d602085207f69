import type { GameState } from '@czeus/game';
import type { Cell, Puzzle } from '@czeus/puzzle';
import { halfValue } from '../cell-view';
import type { Palette } from './palette';

/** What a cell's face reads of the game (zen's numbers where it has them). */
export type ShownGame = Pick<GameState, 'values' | 'notes' | 'clueAnswers' | 'clueGoal'> &
  Partial<Pick<GameState, 'guesses' | 'phase'>>;

/** One label of a cell as shown: a mystery's digit, or one half of a clue. */
export interface LabelFace {
  /** The label's text ('' when it shows its notes instead). */
  value: string;
  tint: number;
  /** Candidates shown under or instead of the text; the same array while they do not change. */
  notes: readonly number[];
}

/** A cell as shown: one label for a mystery, the add and mult halves for a clue. */
export type CellFace = readonly LabelFace[];

export const HALVES = ['add', 'mult'] as const;

/** No notes: one array for all, so "still none" is the same reference. */
const NONE: readonly number[] = Object.freeze([]);
const notesOf = (list: readonly number[] | undefined) => (list?.length ? list : NONE);

/**
 * What `cell` shows in `game`. Pure, and cheap enough to ask for every cell on a change: the
 * label layer compares the answer with what it drew to redraw only the cells that changed.
 */
export function faceOf(
  puzzle: Puzzle,
  game: ShownGame,
  cell: Cell,
  palette: Pick<Palette, 'fg' | 'ok' | 'muted' | 'accent' | 'down'>,
): CellFace {
  if (cell.kind === 'mystery') {
    const found = game.values[cell.index];
    // A zen number: the player's own colour while unchecked, red once the end found it wrong.
    const guess = found ? 0 : (game.guesses?.[cell.index] ?? 0);
    const digit = found || guess;
    const tint = guess
      ? game.phase === 'finished'
        ? palette.down
        : palette.accent
      : cell.given
        ? palette.fg
        : palette.ok;
    return [
      {
        value: digit ? String(digit) : '',
        tint,
        notes: digit ? NONE : notesOf(game.notes.mystery[cell.index]),
      },
    ];
  }
  return HALVES.map((half) => {
    const known = halfValue(game, cell, half);
    const sign = half === 'add' ? '+' : '×';
    const notes = known === undefined ? notesOf(game.notes[half][cell.index]) : NONE;
    return {
      value: known !== undefined ? `${sign}${known}` : notes.length ? '' : `${sign}?`,
      tint: known !== undefined ? palette.fg : palette.muted,
      notes,
    };
  });
}

/** Whether two faces draw the same: texts and tints equal, notes the same array (reference). */
export function sameFace(a: CellFace, b: CellFace): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => l.value === b[i].value && l.tint === b[i].tint && l.notes === b[i].notes)
  );
}
