// The smart-hint engine (libs/puzzle's ladder of techniques), in a chunk of its own.
import type { GameState } from '@czeus/game';
import { decodePuzzle, type Hint, nextHint, type PlayerState, type Puzzle } from '@czeus/puzzle';

/** What the hint box opens with, and the whole chain for More. */
export interface OpenedHint {
  lead: Hint;
  full?: Hint;
}

/**
 * What a smart hint opens with: the concrete step on the lit cells ("4 + ? = 9, so the other
 * number is 5"), which is what the gems paid for. A step reached through an assumption opens
 * with where to look and how, and More follows the chain to its end.
 */
export function openedHint(puzzle: Puzzle, player: PlayerState): OpenedHint {
  const full = nextHint(puzzle, player, { full: true });
  if (full.steps.length <= 1) return { lead: full };
  return { lead: nextHint(puzzle, player), full };
}

type Board = Pick<GameState, 'record' | 'values' | 'selection'> & {
  notes: Pick<GameState['notes'], 'mystery'>;
};

/** The last board asked about and its hint: the game's state is immutable, so same objects, same board. */
let last: { board: Board; selected: number | null; hint: OpenedHint } | null = null;

/**
 * The opened hint for the game's board as it is. Asked while the player reads the price and
 * again once it is paid, it is worked out once if nothing moved in between.
 */
export function hintFor(game: Board): OpenedHint | null {
  if (!game.record) return null;
  const selected = game.selection?.cell ?? null;
  if (
    last &&
    last.board.record === game.record &&
    last.board.values === game.values &&
    last.board.notes.mystery === game.notes.mystery &&
    last.selected === selected
  )
    return last.hint;
  const hint = openedHint(decodePuzzle(game.record), {
    values: game.values,
    notes: game.notes.mystery,
    selected,
  });
  last = { board: game, selected, hint };
  return hint;
}
