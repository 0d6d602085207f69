import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonPage } from '@czeus/lessons';
import { landTutorialSeen } from '../play/land-prompt';
import { TURNING_TUTORIAL_PLAY, TUTORIAL_PLAY } from '../play/play-mode';
import { PlayField } from '../play/PlayField';
import { usePlayHolds, usePlayStart } from '../play/play-start';
import type { Land } from './tutorial-pages';
import { useLessonTexts } from './lesson-texts';
import { useAppDispatch } from '../store/hooks';
import { LessonPanel } from './LessonPanel';
import { TutorialNav } from './TutorialNav';
import { useLesson } from './use-lesson';
import './tutorial.css';

/** Spec: a tap on the background pulses the Next arrow for this long. */
const NEXT_PULSE_MS = 3000;

/**
 * A tutorial page (/tutorial/{land}/{page}): the page's prepared board on the play screen in
 * the tutorial mode, its script leading step by step (libs/lessons), and the tutorial's frame.
 * Opening a land's tutorial marks it seen: its first-visit prompt asks no more.
 */
export function TutorialScreen({ land, page }: { land: Land; page: number }) {
  const { t } = useTranslation('lessons');
  const texts = useLessonTexts();
  const dispatch = useAppDispatch();
  const lesson = lessonPage(land, page);
  if (!lesson) throw new Error(`no tutorial page ${land} ${page}`);
  usePlayStart(lesson.record, 0, lesson.turns ? TURNING_TUTORIAL_PLAY : TUTORIAL_PLAY);
  usePlayHolds();
  const { state, directions, reminder, intercept, proceed } = useLesson(lesson);
  useEffect(() => void dispatch(landTutorialSeen(land)), [land, dispatch]);

  const [pulsing, setPulsing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onBackground = (target: EventTarget) => {
    if ((target as HTMLElement).closest('button, a, [role="gridcell"], input')) return;
    setPulsing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), NEXT_PULSE_MS);
  };

  // The page's texts come in a chunk of their own (home does not carry them).
  if (!texts) return <main className="play" aria-busy="true" />;
  return (
    // The tap anywhere else is a hint for the lost: the Next button pulses (spec).
    <main className="play play--stage tutorial" onClick={(event) => onBackground(event.target)}>
      <header className="tutorial__head">
        <h1 className="tutorial__title">{t(lesson.title)}</h1>
        <TutorialNav land={land} page={page} done={state.done} pulsing={pulsing} />
      </header>
      <PlayField
        intercept={intercept}
        aside={
          <LessonPanel directions={directions} step={state.step} reminder={reminder} onContinue={proceed} />
        }
      />
    </main>
  );
}
