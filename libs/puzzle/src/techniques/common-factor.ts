import type { Board } from './board.js';
import { commonAt } from './common-clue.js';

/** Two product clues at one mystery whose only common factor among its candidates fixes it. */
export const commonFactor = (board: Board) => commonAt(board, 'mult');
