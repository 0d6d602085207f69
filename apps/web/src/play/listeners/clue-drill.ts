import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { type ClueHalfRef, openClueHalves, puzzleOf } from '@czeus/game';
import { type AppDispatch, addAppListener } from '../../store/store';
import { clueSuggested, played, selectPlay } from '../play-slice';
import { TICK_MS } from './clock';
import { MOVES } from './hint-reminder';

/**
 * Spec section 9: the next clue to try is suggested after 15 ticks of 1.4 s (21 s), of 1 s
 * in square mode (15 s). Our clock ticks once a second; the idle time is what counts.
 */
export const SUGGESTION_TICKS = 15;
export const SUGGESTION_TICK_MS = { pair: 1400, square: 1000 } as const;

/** The open half after `from` in reading order, wrapping; the first open half without one. */
function nextOpen(open: ClueHalfRef[], from?: ClueHalfRef): ClueHalfRef | undefined {
  const at = from
    ? open.findIndex((h) => h.cell > from.cell || (h.cell === from.cell && h.half > from.half))
    : 0;
  return open[at === -1 ? 0 : at];
}

/**
 * A clue drill keeps the answer choices in view: when play starts and after each right answer
 * the next hidden half is selected (its choices show at once; the player may tap another), and
 * a player idle for the spec's while has the next half to try lit on the board.
 */
export function startClueDrill(dispatch: AppDispatch): UnsubscribeListener[] {
  let idleMs = 0;
  return [
    dispatch(
      addAppListener({
        actionCreator: played,
        effect: (action, api) => {
          const { mode, game, outcome, suggestion } = selectPlay(api.getState());
          if (!mode.clueDrill || !game.record || game.phase !== 'progress') return;
          const puzzle = puzzleOf(game.record);
          const open = openClueHalves(puzzle, game);
          const event = action.payload;
          if (event.type === 'ticked') {
            idleMs += TICK_MS;
            const square = open.some((h) => puzzle.cells[h.cell].kind === 'square');
            const due = SUGGESTION_TICKS * SUGGESTION_TICK_MS[square ? 'square' : 'pair'];
            const selected = open.find(
              (h) => h.cell === game.selection?.cell && h.half === game.selection.half,
            );
            if (idleMs >= due && !suggestion) api.dispatch(clueSuggested(selected ?? nextOpen(open) ?? null));
            return;
          }
          if (!MOVES.has(event.type) && event.type !== 'countdownFinished') return;
          idleMs = 0;
          if (suggestion) api.dispatch(clueSuggested(null));
          const answered = outcome?.kind === 'clueAnswered' && outcome.right ? outcome : undefined;
          if (event.type !== 'countdownFinished' && !answered) return;
          const next = nextOpen(open, answered);
          if (next) api.dispatch(played({ type: 'cellSelected', cell: next.cell, half: next.half }));
        },
      }),
    ),
  ];
}
