import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { clueDrill, type PuzzleRecord } from '@czeus/puzzle';
import { PlayPending } from '../play/PlayPending';
import { PlayField } from '../play/PlayField';
import { practicePlay } from '../play/play-mode';
import { selectGameId, selectRecord } from '../play/play-slice';
import { usePlayHolds, usePlayStart } from '../play/play-start';
import { selectSettings } from '../settings/settings-slice';
import { useProfileQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import type { AppStore } from '../store/store';
import { usePracticeEndDue } from './practice-end';
import type { PracticeKindInfo } from './practice-kinds';
import { DrillTitle } from './DrillProgress';
import { PracticeEnd } from './PracticeEnd';
import { useLessonTexts } from '../tutorial/lesson-texts';
import { LessonPanel } from '../tutorial/LessonPanel';
import { OnboardingPicture } from './OnboardingPicture';
import { startPractice } from './start-practice';
import { stepTutorialFor } from './step-tutorials';
import { useStepTutorial } from './use-step-tutorial';
import './practice.css';

/** The kind's built-in set (as a clue drill for a drill), loaded as its own chunk; null if it could not be loaded. */
function usePracticeSet(kind: PracticeKindInfo): readonly PuzzleRecord[] | null | undefined {
  const [set, setSet] = useState<readonly PuzzleRecord[] | null>();
  useEffect(() => {
    let live = true;
    setSet(undefined);
    kind.puzzles?.().then(
      (records) => live && setSet(kind.drill ? records.map((r) => clueDrill(r, kind.drill!)) : records),
      () => live && setSet(null),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return set;
}

/**
 * A practice screen (/playdeduction, /playsomemystery …): the kind's built-in puzzles in
 * order, from where the player left off (kept with the settings), in the practice mode: its
 * onboarding card, play without a countdown, nothing counted, the practice end card.
 */
export function PracticeScreen({ kind }: { kind: PracticeKindInfo }) {
  const { t } = useTranslation('practice');
  const store = useStore() as AppStore;
  useEffect(() => void startPractice(store), [store]);
  const school = new URLSearchParams(useSearch()).has('school');
  const set = usePracticeSet(kind);
  const { practiceNext, practiceTutorialsSeen: seen } = useAppSelector(selectSettings);
  const saved = practiceNext[kind.kind] ?? 0;
  // The puzzle is chosen when the screen opens and on Continue, not when the settings move at
  // the end (the finished board and its end card stay with the puzzle just played).
  const [step, setStep] = useState({ at: saved, card: true });
  const of = set?.length ?? 1;
  const at = step.at % of;
  const mode = useMemo(
    () =>
      practicePlay(
        { kind: kind.kind, at, of },
        { title: `practice:${kind.kind}.title`, body: `practice:${kind.kind}.body` },
        step.card,
        !!kind.drill,
      ),
    [kind.kind, at, of, step.card, kind.drill],
  );
  const { data: profile, isError: noProfile } = useProfileQuery();
  const record = set?.[at];
  // A practice game spends and earns no gems (free hints, no reveal): with the server out of
  // reach (offline), it starts without the balance rather than wait for it.
  usePlayStart(record, profile?.gems ?? (noProfile ? 0 : undefined), mode);
  usePlayHolds();
  const lessonTexts = useLessonTexts();
  const tutorial = useStepTutorial(stepTutorialFor(kind.kind, record, seen, at + 1), record);
  const playing = useAppSelector(selectRecord);
  const gameId = useAppSelector(selectGameId);
  const endDue = usePracticeEndDue();

  const heading = <h1 className="visually-hidden">{t(`${kind.kind}.title`)}</h1>;
  if (set === null) return <PlayPending heading={heading} newPuzzle={kind.path} />;
  if (!playing || playing.puzzleId !== set?.[at]?.puzzleId) return <PlayPending heading={heading} />;
  return (
    <main className="play play--stage">
      {heading}
      <PlayField
        intercept={tutorial.intercept}
        cardPicture={<OnboardingPicture index={kind.onboarding} />}
        barTitle={<DrillTitle kind={kind} />}
        aside={
          tutorial.directions &&
          lessonTexts && (
            <LessonPanel
              directions={tutorial.directions}
              step={tutorial.step}
              reminder={null}
              onContinue={tutorial.proceed}
              onBack={tutorial.back}
            />
          )
        }
        end={
          endDue ? (
            <PracticeEnd
              key={gameId}
              kind={kind}
              school={school}
              onContinue={() =>
                setStep({ at: selectSettings(store.getState()).practiceNext[kind.kind] ?? 0, card: false })
              }
            />
          ) : undefined
        }
      />
    </main>
  );
}
