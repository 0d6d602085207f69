import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type AppDispatch, addAppListener, type KeyValueStorage } from '../../store/store';
import { gameStarted, hintReminded, hintReminderDismissed, played, selectPlay } from '../play-slice';
import { TICK_MS } from './clock';

/**
 * Spec: "a hint reminder bubble appears when the player is idle". Decision (docs/game-rules.md):
 * after 30 s of play (pauses do not count: the clock does not tick in them) without a move,
 * once a game, in the first HINT_REMINDERS_KEPT games it comes in, while a smart hint is there
 * to buy and none is open.
 */
export const HINT_REMINDER_IDLE_MS = 30_000;

/**
 * Spec: the hint-reminder counter. Reminded in this many games on a device, a player knows where
 * the smart hint is: the reminder comes no more (docs/game-rules.md).
 */
export const HINT_REMINDERS_KEPT = 3;
export const HINT_REMINDERS_KEY = 'czeus.hintReminders';

function remindersShown(storage: KeyValueStorage | undefined): number {
  try {
    const shown = Number(storage?.getItem(HINT_REMINDERS_KEY));
    return Number.isInteger(shown) && shown > 0 ? shown : 0;
  } catch {
    return 0;
  }
}

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
          if (idleMs < HINT_REMINDER_IDLE_MS || !offered || play.hintReminder !== null) return;
          const { storage } = api.extra;
          const shown = remindersShown(storage);
          if (shown >= HINT_REMINDERS_KEPT) return;
          try {
            storage?.setItem(HINT_REMINDERS_KEY, String(shown + 1));
          } catch {
            // Storage blocked: reminded as if for the first time at the next start.
          }
          api.dispatch(hintReminded());
        },
      }),
    ),
  ];
}
