import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type AppDispatch, addAppListener } from '../../store/store';
import { gameStarted, hintReminded, hintReminderDismissed, played, selectPlay } from '../play-slice';
import { TICK_MS } from './clock';

/**
 * Spec: "a hint reminder bubble appears when the player is idle". Decision (docs/game-rules.md):
 * after 30 s of play (pauses do not count: the clock does not tick in them) without a move,
 * once a game, while a smart hint is there to buy and none is open.
 */
export const HINT_REMINDER_IDLE_MS = 30_000;

/** Events that are the player's own moves (a tick, a pause or a credit is not). */
export const MOVES = new Set([
  'cellSelected',
  'digitEntered',
  'noteToggled',
  'notesSubmitted',
  'noteModeToggled',
  'undone',
  'hintRequested',
  'revealRequested',
  'clueAnswerChosen',
]);

export function startHintReminder(dispatch: AppDispatch): UnsubscribeListener[] {
  let idleMs = 0;
  return [
    dispatch(addAppListener({ actionCreator: gameStarted, effect: () => void (idleMs = 0) })),
    dispatch(
      addAppListener({
        actionCreator: played,
        effect: (action, api) => {
          const play = selectPlay(api.getState());
          if (MOVES.has(action.payload.type)) {
            idleMs = 0;
            if (play.hintReminder === 'due') api.dispatch(hintReminderDismissed());
            return;
          }
          if (action.payload.type !== 'ticked') return;
          idleMs += TICK_MS;
          const offered = play.mode.parts.hint && play.game.smartHintsLeft > 0 && !play.hint;
          if (idleMs >= HINT_REMINDER_IDLE_MS && offered && play.hintReminder === null)
            api.dispatch(hintReminded());
        },
      }),
    ),
  ];
}
