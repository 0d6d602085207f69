// The smart-hint engine (libs/puzzle's ladder of techniques), in a chunk of its own.
import { type Hint, nextHint, type PlayerState, type Puzzle } from '@czeus/puzzle';

/**
 * What a smart hint opens with: the concrete step on the lit cells ("4 + ? = 9, so the other
 * number is 5"), which is what the gems paid for. A step reached through an assumption opens
 * with where to look and how, and More follows the chain to its end.
 */
export function openedHint(puzzle: Puzzle, player: PlayerState): { lead: Hint; full?: Hint } {
  const full = nextHint(puzzle, player, { full: true });
  if (full.steps.length <= 1) return { lead: full };
  return { lead: nextHint(puzzle, player), full };
}
