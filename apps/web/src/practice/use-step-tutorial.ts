import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonAction, StepMachine } from '@czeus/lessons';
import type { PuzzleRecord } from '@czeus/puzzle';
import { useAnalytics } from '../analytics/context';
import {
  directionsChanged,
  played,
  type PlayerEvent,
  selectGameId,
  selectGame,
  selectOpeningCard,
  selectRecord,
} from '../play/play-slice';
import { nextHintShown } from '../play/purchase';
import { practiceTutorialSeen } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The tutorial's action for a player event (it takes selections and digits, nothing else). */
function actionOf(event: PlayerEvent): LessonAction | null {
  if (event.type === 'cellSelected')
    return { type: 'selected', target: { cell: event.cell, half: event.half } };
  if (event.type === 'digitEntered') return { type: 'digit', digit: event.digit };
  return null;
}

interface Running {
  machine: StepMachine;
  state: unknown;
}

/**
 * One of the spec's step tutorials (libs/lessons' step machines: the deduction onboardings,
 * common factor) over a practice board, once the practice's card is read: its directions go
 * to the play slice, the player's events go to it first until its last step, its own moves
 * (a selection, a digit it enters) reach the game, and at the end it marks itself seen, sends
 * its analytics event and opens a smart hint at no price (it is the lesson's). The machine is
 * taken when the puzzle starts and runs to its end even once marked seen. `machine` undefined:
 * the practice plays on its own.
 */
export function useStepTutorial(machine: StepMachine | undefined, record: PuzzleRecord | undefined) {
  const dispatch = useAppDispatch();
  const analytics = useAnalytics();
  const playing = useAppSelector(selectRecord)?.puzzleId;
  const reading = useAppSelector(selectOpeningCard);
  const gameId = useAppSelector(selectGameId);
  // Each game once (play again of the same puzzle runs it again while it is not seen).
  const game = record && playing === record.puzzleId && !reading ? gameId : null;
  const [running, setRunning] = useState<Running | null>(null);
  const current = useRef(running);
  current.current = running;
  // The game's selection, read when the tutorial enters a digit: selecting a selected cell again
  // would clear the selection (the game toggles it), and the digit would go nowhere.
  const gameSelection = useAppSelector((s) => selectGame(s).selection);
  const selection = useRef(gameSelection);
  selection.current = gameSelection;
  // While play is held (an overlay, a hidden tab, a window too small) the game takes no number,
  // so neither does the tutorial: it would go on without the number on the board.
  const unheld = useAppSelector((s) => selectGame(s).phase === 'progress' && selectGame(s).pausedAt === null);
  const takesNumbers = useRef(unheld);
  takesNumbers.current = unheld;

  useEffect(() => setRunning(machine && game ? { machine, state: machine.start() } : null), [game]);
  const directions = running ? running.machine.directions(running.state) : null;
  useEffect(() => {
    dispatch(directionsChanged(directions));
    // Each step once: the directions object is new on every render.
  }, [running?.state, dispatch]);
  useEffect(() => () => void dispatch(directionsChanged(null)), [dispatch]);

  const act = useCallback(
    (action: LessonAction) => {
      const was = current.current;
      if (!was || was.machine.done(was.state)) return;
      const { state, effects } = was.machine.act(was.state, action);
      if (state === was.state) return;
      current.current = { ...was, state };
      setRunning(current.current);
      // A selection the script makes shows on the board like the player's own.
      if (action.type === 'selected')
        dispatch(played({ type: 'cellSelected', cell: action.target.cell, half: action.target.half }));
      for (const effect of effects) {
        if (effect.type === 'analytics') analytics.track(effect.eventName, effect.data);
        if (effect.type === 'smartHint') setTimeout(() => void dispatch(nextHintShown()), effect.afterMs);
        if (effect.type === 'enter') {
          const there = selection.current?.cell === effect.cell && !selection.current.half;
          if (!there) dispatch(played({ type: 'cellSelected', cell: effect.cell }));
          dispatch(played({ type: 'digitEntered', digit: effect.digit }));
        }
      }
      if (was.machine.done(state)) dispatch(practiceTutorialSeen(was.machine.tutorial));
    },
    [dispatch, analytics],
  );

  // A selection the script makes by itself after its delay (the onboarding's key steps).
  const auto = directions?.autoSelect;
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => act({ type: 'selected', target: auto.target }), auto.afterMs);
    return () => clearTimeout(timer);
  }, [running?.state, !!auto, act]);

  const intercept = (event: PlayerEvent) => {
    const now = current.current;
    if (!now || now.machine.done(now.state)) return false;
    const action = actionOf(event);
    if (action && (action.type !== 'digit' || takesNumbers.current)) act(action);
    return true;
  };
  const canGoBack = !!running && running.machine.canGoBack(running.state);
  return {
    directions,
    step: running ? JSON.stringify(running.state) : '',
    intercept,
    proceed: () => act({ type: 'continue' }),
    back: canGoBack ? () => act({ type: 'back' }) : undefined,
  };
}
