import { createAction } from '@reduxjs/toolkit';

/**
 * "Play again" (the end screen, the side menu while solving): the same puzzle on a new serving.
 * An action of its own, so the side menu's chunk needs nothing of the play screen's.
 */
export const playAgainAsked = createAction('play/againAsked');
