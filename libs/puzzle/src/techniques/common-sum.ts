import type { Board } from './board.js';
import { commonAt } from './common-clue.js';

/** Clues at one mystery (sums or products) that together allow one digit. */
export const commonSum = (board: Board) => commonAt(board, 'any');
