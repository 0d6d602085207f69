import type { Puzzle } from '@czeus/puzzle';
import { isRight } from './right.js';
import { type GameState, type GuessChange, isGuessChange } from './state.js';

/**
 * Zen's rules (docs/game-rules.md, "Zen"): a number entered is the player's own until the board
 * is checked, neither right nor wrong to the screen, so no life, flash or point follows it. A
 * smart hint checks the board first (the hint then starts from what is true), and so does the
 * end, once every mystery holds a number. Nothing a zen game does earns anything.
 */

/** Puts (or replaces) the player's number in a mystery; its notes go, as a found number's do. */
export function guessed(state: GameState, cell: number, digit: number): GameState {
  const guesses = state.guesses.slice();
  const change: GuessChange = { cell, before: guesses[cell] };
  guesses[cell] = digit;
  const mystery = state.notes.mystery.slice();
  mystery[cell] = [];
  return { ...state, guesses, notes: { ...state.notes, mystery }, undo: [...state.undo, change] };
}

/** Undo of a zen number: the cell holds what it held before (a number already checked stays). */
export function unguessed(state: GameState, change: GuessChange): GameState | null {
  if (state.values[change.cell]) return null;
  const guesses = state.guesses.slice();
  guesses[change.cell] = change.before;
  return { ...state, guesses };
}

/** Every mystery holds a number, found or the player's own: the zen game ends. */
export const boardFull = (puzzle: Puzzle, state: GameState): boolean =>
  puzzle.mysteries.every((m) => state.values[m] || state.guesses[m]);

export interface Checked {
  state: GameState;
  /** Cells whose number was wrong, in the puzzle's order. */
  wrong: number[];
}

/**
 * Checks the player's numbers: right ones become found; wrong ones count as mistakes and are
 * either taken off and kept as tries (`takeOff`, a hint's check: the player goes on) or left
 * on the board for the end to show.
 */
export function checked(state: GameState, puzzle: Puzzle, takeOff: boolean): Checked {
  const values = state.values.slice();
  const guesses = state.guesses.slice();
  const tries = state.tries.slice();
  const wrong: number[] = [];
  for (const cell of puzzle.mysteries) {
    const digit = guesses[cell];
    if (!digit || values[cell]) continue;
    if (isRight({ values }, puzzle, cell, digit)) {
      values[cell] = digit;
      guesses[cell] = 0;
      continue;
    }
    wrong.push(cell);
    if (!takeOff) continue;
    guesses[cell] = 0;
    tries[cell] = tries[cell].includes(digit) ? tries[cell] : [...tries[cell], digit];
  }
  // What a check settled stays: Undo goes on with the notes only.
  const undo = state.undo.filter((step) => !isGuessChange(step));
  return {
    state: { ...state, values, guesses, tries, undo, errorsMade: state.errorsMade + wrong.length },
    wrong,
  };
}

/** The end of a zen game: the board checked, no star, no score, no gems, whatever was right. */
export function finishedZen(state: GameState, puzzle: Puzzle): GameState {
  const { state: done, wrong } = checked(state, puzzle, false);
  return {
    ...done,
    phase: 'finished',
    finishType: wrong.length === 0 ? 'success' : 'errors_fail',
    selection: null,
    pausedAt: null,
    stars: null,
    score: 0,
    gemsEarned: 0,
  };
}
