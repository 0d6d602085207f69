import { ENTRY_FLOOR_MS } from '@czeus/game';
import type { decodePuzzle } from '@czeus/puzzle';
import { played } from '../play/play-slice';

type Puzzle = ReturnType<typeof decodePuzzle>;

/**
 * Enters a number in every mystery not given, at a person's pace (the game ignores entries closer
 * than ENTRY_FLOOR_MS): the solution unless `digitOf` says otherwise.
 */
export async function fillAtPace(
  dispatch: (action: ReturnType<typeof played>) => unknown,
  puzzle: Puzzle,
  digitOf = (cell: number) => puzzle.cells[cell].solution as number,
) {
  for (const cell of puzzle.mysteries.filter((m) => !puzzle.cells[m].given)) {
    await new Promise((resolve) => setTimeout(resolve, ENTRY_FLOOR_MS + 10));
    dispatch(played({ type: 'cellSelected', cell }));
    dispatch(played({ type: 'digitEntered', digit: digitOf(cell) }));
  }
}
