import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type LessonAction,
  lessonAct,
  lessonDirections,
  type LessonPage,
  type LessonState,
  startLesson,
} from '@czeus/lessons';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  directionsChanged,
  hintClosed,
  hintOpened,
  played,
  type PlayerEvent,
  selectGame,
} from '../play/play-slice';

/** The lesson's action for a player event, or null for one the script leaves to the game (Notes). */
function actionOf(event: PlayerEvent, noteMode: boolean): LessonAction | null {
  switch (event.type) {
    case 'cellSelected':
      return { type: 'selected', target: { cell: event.cell, half: event.half } };
    case 'digitEntered':
      return { type: noteMode ? 'note' : 'digit', digit: event.digit };
    case 'clueAnswerChosen':
      return { type: 'clueValue', target: { cell: event.cell, half: event.half }, value: event.value };
    case 'undone':
      return { type: 'undo' };
    default:
      return null;
  }
}

/**
 * Runs a tutorial page's script (libs/lessons) over the play screen: its directions go to the
 * play slice (highlights, pulsing keys, what is enabled), each player event is offered to it
 * first, a right one reaches the game as the script's move, a wrong one is answered with the
 * hint engine's explanation and costs nothing.
 */
export function useLesson(page: LessonPage) {
  const dispatch = useAppDispatch();
  const noteMode = useAppSelector((state) => selectGame(state).noteMode);
  const [state, setState] = useState<LessonState>(() => startLesson(page));
  const [reminder, setReminder] = useState<string | null>(null);
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    setState(startLesson(page));
    setReminder(null);
  }, [page]);
  const directions = lessonDirections(page, state);
  useEffect(() => {
    dispatch(directionsChanged(lessonDirections(page, state)));
  }, [page, state, dispatch]);
  useEffect(() => () => void dispatch(directionsChanged(null)), [dispatch]);

  const act = useCallback(
    (action: LessonAction) => {
      const result = lessonAct(page, current.current, action);
      if (result.verdict === 'advanced') {
        current.current = result.state;
        setState(result.state);
        setReminder(null);
        dispatch(hintClosed());
        if (result.move) dispatch(played(result.move));
      } else if (result.verdict === 'wrong') {
        setReminder(result.reminder ?? null);
        if (result.explanation) dispatch(hintOpened({ lead: result.explanation }));
      }
    },
    [page, dispatch],
  );

  // A step the script does itself (the spec's onboarding: a selection after 1.5 s).
  const auto = directions.autoSelect;
  const autoStep = auto ? state.step : null;
  useEffect(() => {
    if (autoStep === null || !auto) return;
    const timer = setTimeout(() => act({ type: 'selected', target: auto.target }), auto.afterMs);
    return () => clearTimeout(timer);
    // Once per step that has one: the directions object is new on every render.
  }, [autoStep, act]);

  const intercept = (event: PlayerEvent) => {
    const action = actionOf(event, noteMode);
    if (!action) return false;
    act(action);
    return true;
  };
  return { state, directions, reminder, intercept, proceed: () => act({ type: 'continue' }) };
}
