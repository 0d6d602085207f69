import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MarathonRun } from '@czeus/contract';
import { ServedPlay } from '../play/PlayScreen';
import { marathonPlay, type MarathonStep } from '../play/play-mode';
import { playLeft } from '../play/play-slice';
import { useMarathonPuzzleQuery, useStartMarathonMutation } from '../store/api';
import { useAppDispatch } from '../store/hooks';
import { MarathonEnd } from './MarathonEnd';

const stepOf = (run: MarathonRun): MarathonStep => ({
  runId: run.runId,
  step: run.puzzles + 1,
  lives: run.lives,
});

/**
 * /marathon: resumes today's run or starts one (the server keeps it), then plays its steps one
 * by one on the play screen; between two, the card of the step done and the next.
 */
export function MarathonScreen() {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const [start, started] = useStartMarathonMutation();
  const [step, setStep] = useState<MarathonStep | null>(null);

  const begin = useCallback(() => {
    void start().then((answer) => {
      const run = answer.data?.run;
      if (run && !run.over) setStep(stepOf(run));
    });
  }, [start]);
  useEffect(begin, [begin]);

  // currentData: the last step's record must never start the next step's game.
  const { currentData: record, isError } = useMarathonPuzzleQuery(
    step ? { runId: step.runId, step: step.step } : skipToken,
  );
  const mode = useMemo(() => (step ? marathonPlay(step) : undefined), [step]);
  // The next game starts on its own puzzle even where a land repeats one: the last one leaves first.
  const moveTo = (next: MarathonStep | null) => {
    dispatch(playLeft());
    if (next) setStep(next);
  };

  const failed =
    started.isError || isError ? (
      <>
        <p role="alert">{t('marathonFailed')}</p>
        <div className="play__ways-on">
          <Link href="/" className="button button--primary">
            {t('shell:screen.backHome')}
          </Link>
        </div>
      </>
    ) : undefined;
  return (
    <ServedPlay
      record={record}
      land={started.data?.run?.next?.level}
      failed={failed}
      mode={mode}
      end={
        <MarathonEnd
          onNext={(run) => moveTo(stepOf(run))}
          onNewRun={() => {
            moveTo(null);
            setStep(null);
            begin();
          }}
        />
      }
    />
  );
}
