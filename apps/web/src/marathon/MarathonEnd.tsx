import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MarathonResult, MarathonRun } from '@czeus/contract';
import '../play/end-screen.css';
import { playAgainAsked } from '../play/play-again';
import { selectMode, selectRecord, selectScoreStatus } from '../play/play-slice';
import { useMarathonQuery } from '../store/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { runTime } from '../play/run-time';

/** The lands by level (texts in shell:land). */
const LANDS = ['summerland', 'autumnland', 'winterland'] as const;

interface MarathonEndProps {
  onNext: (run: MarathonRun) => void;
  onNewRun: () => void;
}

/**
 * The card after a marathon game, once the server has checked it: the step done and the next
 * one, or the end of the run with its length, time and the best run. The run's figures are the
 * server's (the score post's answer, or the run read again after it).
 */
export function MarathonEnd({ onNext, onNewRun }: MarathonEndProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectMode);
  const level = useAppSelector(selectRecord)?.level ?? 1;
  const score = useAppSelector(selectScoreStatus);
  const { data: status } = useMarathonQuery();
  const posted = score?.recorded?.marathon;
  const read = status?.run?.runId === mode.marathon?.runId ? status?.run : undefined;
  const run = posted?.run ?? (score?.state === 'saved' ? read : undefined);
  const best = posted?.best ?? status?.best ?? null;

  const card = (title: string, body: ReactNode, actions: ReactNode) => (
    <section className={`end-screen land-card end-screen--land-${level}`} aria-labelledby="end-title">
      <h2 id="end-title">{title}</h2>
      {body}
      <div className="end-screen__actions">
        <Link href="/" className="button">
          {t('shell:menu.home')}
        </Link>
        {actions}
      </div>
    </section>
  );

  // Refused (a post of another day's run, or one the server could not check): the run waits on
  // the same puzzle, which plays again if the run is still today's; a run of another day is
  // over, and a new one starts.
  if (score?.state === 'refused')
    return card(
      t('marathonRefused'),
      null,
      <>
        <button type="button" className="button" onClick={onNewRun}>
          {t('marathonNewRun')}
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(playAgainAsked())}>
          {t('marathonPlayAgain')}
        </button>
      </>,
    );
  if (!run)
    return (
      <section className={`end-screen land-card end-screen--land-${level}`} aria-busy="true">
        <h2 id="end-title" role="status">
          {t('marathonSaving')}
        </h2>
      </section>
    );
  const result = <p>{t('marathonResult', { puzzles: run.puzzles, time: runTime(run.seconds) })}</p>;
  if (run.over || !run.next)
    return card(
      t('marathonOver'),
      <>
        {result}
        {best && <BestRun best={best} run={run} />}
      </>,
      <button type="button" className="button button--primary" onClick={onNewRun}>
        {t('marathonNewRun')}
      </button>,
    );
  const next = run.next;
  return card(
    t('marathonDone', { step: run.puzzles }),
    <>
      <p>
        {t('marathonNext', {
          title: t('puzzleTitle', { land: t(`shell:land.${LANDS[next.level - 1]}`), shape: next.shape }),
          difficulty: t(`difficulty${next.band}`),
        })}
      </p>
      <p>{t('marathonLivesLeft', { lives: run.lives })}</p>
      {result}
    </>,
    <button type="button" className="button button--primary" onClick={() => onNext(run)}>
      {t('marathonNextButton')}
    </button>,
  );
}

function BestRun({ best, run }: { best: MarathonResult; run: MarathonRun }) {
  const { t } = useTranslation('play');
  const isThis =
    best.puzzles === run.puzzles && Math.abs(best.seconds - run.seconds) < 0.01 && run.puzzles > 0;
  return (
    <p>
      {isThis
        ? t('marathonNewBest')
        : t('marathonBest', { solved: best.puzzles, time: runTime(best.seconds) })}
    </p>
  );
}
