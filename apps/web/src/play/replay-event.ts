/**
 * Asks the play screen to start its puzzle over (the side menu's "Play again"): an event, so
 * the menu's chunk needs nothing of the play screen's.
 */
export const REPLAY_EVENT = 'czeus:replay';
