import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type LessonAction,
  onboardingAct,
  onboardingCellsOf,
  onboardingDirections,
  onboardingDone,
  type OnboardingKind,
  type OnboardingState,
  startOnboarding,
} from '@czeus/lessons';
import type { PuzzleRecord } from '@czeus/puzzle';
import { useAnalytics } from '../analytics/context';
import { directionsChanged, played, type PlayerEvent, selectPlay } from '../play/play-slice';
import { nextHintShown } from '../play/purchase';
import { onboardingSeen } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The onboarding's action for a player event (it takes selections and digits, nothing else). */
function actionOf(event: PlayerEvent): LessonAction | null {
  if (event.type === 'cellSelected')
    return { type: 'selected', target: { cell: event.cell, half: event.half } };
  if (event.type === 'digitEntered') return { type: 'digit', digit: event.digit };
  return null;
}

/**
 * The spec's onboarding of the deduction practice (addcluestep / multcluestep, libs/lessons'
 * step machine) over the practice's board: its directions go to the play slice, the player's
 * events go to it first until its last step, its selection shows on the board, and at the end
 * it marks itself seen, sends `onboardingSeen` and opens a smart hint (free: it is the lesson's).
 * `kind` null: no onboarding, the practice plays on its own.
 */
export function useOnboarding(
  kind: OnboardingKind | null,
  record: PuzzleRecord | undefined,
  puzzleNumber: number,
) {
  const dispatch = useAppDispatch();
  const analytics = useAnalytics();
  const playing = useAppSelector((state) => selectPlay(state).game.record?.puzzleId);
  // It starts once the practice's opening card is read (its first Continue waits a second then).
  const reading = useAppSelector((state) => selectPlay(state).openingCard);
  const live = !!record && playing === record.puzzleId && !reading;
  const [state, setState] = useState<OnboardingState | null>(null);
  const current = useRef(state);
  current.current = state;
  const running = state?.kind;
  const cells = useMemo(
    () => (running && record ? onboardingCellsOf(record, running) : null),
    [running, record],
  );

  // Once per puzzle: marked seen at its last step, the onboarding still shows that step's text.
  const puzzleId = live ? record.puzzleId : null;
  useEffect(() => setState(kind && puzzleId ? startOnboarding(kind) : null), [puzzleId]);
  const directions = state && cells ? onboardingDirections(state, cells) : null;
  const step = state?.step;
  useEffect(() => {
    dispatch(directionsChanged(state && cells ? onboardingDirections(state, cells) : null));
    // Each step once: the directions object is new on every render.
  }, [step, state?.selected, dispatch]);
  useEffect(() => () => void dispatch(directionsChanged(null)), [dispatch]);

  const act = useCallback(
    (action: LessonAction) => {
      const was = current.current;
      if (!was || !cells || onboardingDone(was)) return;
      const { state: next, effects } = onboardingAct(was, action, puzzleNumber, cells);
      if (next === was) return;
      current.current = next;
      setState(next);
      // The script's selection shows on the board like the player's own.
      if (next.selected && !was.selected && action.type === 'selected')
        dispatch(played({ type: 'cellSelected', cell: action.target.cell, half: action.target.half }));
      for (const effect of effects) {
        if (effect.type === 'analytics') analytics.track(effect.eventName, effect.data);
        if (effect.type === 'smartHint') setTimeout(() => void dispatch(nextHintShown()), effect.afterMs);
      }
      if (onboardingDone(next)) dispatch(onboardingSeen(next.kind));
    },
    [cells, puzzleNumber, dispatch, analytics],
  );

  // Step 2's selection, made by the script after its delay.
  const auto = directions?.autoSelect;
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => act({ type: 'selected', target: auto.target }), auto.afterMs);
    return () => clearTimeout(timer);
  }, [step, !!auto, act]);

  const intercept = (event: PlayerEvent) => {
    if (!current.current || onboardingDone(current.current)) return false;
    const action = actionOf(event);
    if (action) act(action);
    return true;
  };
  return { state, directions, intercept, proceed: () => act({ type: 'continue' }) };
}
