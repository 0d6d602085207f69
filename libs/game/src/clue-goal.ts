import type { Cell, Puzzle } from '@czeus/puzzle';
import type { ClueHalf, GameState } from './state.js';

/** One half of a clue cell (display index and half). */
export interface ClueHalfRef {
  cell: number;
  half: ClueHalf;
}

/**
 * Whether a clue half shows its value: shown by the puzzle, answered by the player, or, in a
 * game that is not a clue drill, every mystery it joins found (spec: clue cells become solved
 * when their mysteries are). In a clue drill (`clueGoal`) the mysteries are given and the
 * halves are what the player works out, so only an answer reveals one.
 */
export function clueHalfKnown(
  game: Pick<GameState, 'values' | 'clueAnswers' | 'clueGoal'>,
  clue: Cell,
  half: ClueHalf,
): boolean {
  return (
    !!clue[`${half}Shown`] ||
    game.clueAnswers.includes(`${clue.index}:${half}`) ||
    (!game.clueGoal && (clue.mysteries ?? []).every((m) => game.values[m]))
  );
}

/** The clue halves still hidden, in reading order (clue by clue, add before mult). */
export function openClueHalves(
  puzzle: Puzzle,
  game: Pick<GameState, 'values' | 'clueAnswers' | 'clueGoal'>,
): ClueHalfRef[] {
  return puzzle.clues.flatMap((c) =>
    (['add', 'mult'] as const)
      .filter((half) => !clueHalfKnown(game, puzzle.cells[c], half))
      .map((half) => ({ cell: c, half })),
  );
}

/** Whether a game's goal is met: every mystery found and, in a clue drill, every half answered. */
export function goalMet(
  puzzle: Puzzle,
  game: Pick<GameState, 'values' | 'clueAnswers' | 'clueGoal'>,
): boolean {
  return (
    puzzle.mysteries.every((m) => game.values[m]) &&
    (!game.clueGoal || openClueHalves(puzzle, game).length === 0)
  );
}
