import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScoreResponse } from '@czeus/contract';
import { type GameState, type GameSummary, resultOf, summaryOf, THREE_STAR_BONUS } from '@czeus/game';
import { endFrameAt, type EndFigures, finalFrame, TICK_MS } from './end-timeline';
import { prefersReducedMotion } from './reduced-motion';
import { useDocumentHidden } from './document-hidden';
import { useEndCountdown } from './end-countdown';
import { FLYING_GEMS_END } from './fx-figures';
import { RegisterReminder } from '../frame/RegisterReminder';
import './end-screen.css';
import { useAppDispatch } from '../store/hooks';
import type { SaveState } from './play-slice';
import { flightAsked } from './stage-slice';

const SAVE_TEXTS: Record<SaveState, string> = {
  saving: 'saving',
  saved: 'saved',
  retrying: 'saveFailed',
  waiting: 'saveWaiting',
  refused: 'saveRefused',
};

interface EndScreenProps {
  hidden?: boolean;
  game: GameState;
  /** This game beat the player's best in its slot (results/best-results.ts): the badge shows. */
  newBest?: boolean;
  /** The server's figures once the score is recorded. */
  recorded: ScoreResponse | undefined;
  saving: SaveState;
  onReplay: () => void;
  onContinue: () => void;
  /** Spec: with no star, the player may look at the puzzle solved. */
  onShowPuzzle: () => void;
  /** Spec: clues the game left hidden can still be solved after the end; absent when none is left. */
  onSolveClues?: () => void;
  /** Spec: the card continues by itself after its countdown (regular play; see end-countdown.ts). */
  autoContinue?: boolean;
  /** The mode's part of the card, under the figures (the daily's rank and Share). */
  children?: ReactNode;
}

/**
 * Spec: the title follows the stars (3 cZeused, 2 time or errors, 1 completed, 0 failed); three
 * stars are "a perfect game" only without a smart hint or a reveal (the spec's perfect play).
 */
function titleKey(stars: EndFigures['stars'], summary: GameSummary): string {
  const count = stars.filter(Boolean).length;
  if (count === 3) return resultOf(summary) === 'perfect' ? 'title3' : 'title3helped';
  if (count === 2) return stars[1] ? 'title2time' : 'title2errors';
  return count === 1 ? 'title1' : 'title0';
}

const STAR_LABELS = ['starFinished', 'starTime', 'starNoErrors'] as const;

/**
 * The end screen's timeline (spec section 4): stars one by one, gems and score counting up,
 * the message last. A render every 100 ms while it counts, none after; with reduced motion
 * the figures stand at once. The figures are the server's once it has recorded the game.
 */
export function EndScreen({
  hidden,
  game,
  newBest = false,
  recorded,
  saving,
  onReplay,
  onContinue,
  onShowPuzzle,
  onSolveClues,
  autoContinue = false,
  children,
}: EndScreenProps) {
  const { t } = useTranslation('play');
  const summary = useMemo(() => summaryOf(game), [game]);
  const figures = useMemo((): EndFigures => {
    const stars: EndFigures['stars'] = [summary.finishedStar, summary.timeStar, summary.noerrorsStar];
    const total = recorded?.score ?? summary.score;
    const bonus = stars.every(Boolean) ? THREE_STAR_BONUS : 0;
    // A game kept offline has earned nothing yet: its gems are the server's to count.
    const gems = recorded?.gemsEarned ?? (saving === 'waiting' ? 0 : summary.gemsEarned);
    return { stars, gems, score: total - bonus, bonus };
  }, [summary, recorded, saving]);
  const [elapsed, setElapsed] = useState(() => (prefersReducedMotion() ? Infinity : 0));
  const frame = elapsed === Infinity ? finalFrame(figures) : endFrameAt(elapsed, figures);

  useEffect(() => {
    if (frame.done) return;
    const timer = setTimeout(() => setElapsed((ms) => ms + TICK_MS), TICK_MS);
    return () => clearTimeout(timer);
  }, [frame.done, elapsed]);

  // The stage adds the motion: each won star bursts in, the gems fly to the balance.
  const dispatch = useAppDispatch();
  const burst = useRef(0);
  useEffect(() => {
    for (; burst.current < frame.starsShown; burst.current++) {
      if (figures.stars[burst.current])
        dispatch(flightAsked({ kind: 'star', from: `end-star-${burst.current}`, count: 1 }));
    }
  }, [frame.starsShown, figures.stars, dispatch]);
  const flown = useRef(false);
  useEffect(() => {
    if (flown.current || frame.gems <= 0) return;
    flown.current = true;
    dispatch(flightAsked({ kind: 'gems', from: 'end-gems', to: 'balance', count: FLYING_GEMS_END }));
  }, [frame.gems, dispatch]);

  // A game without a star: trying again is the main way on, on a screen that encourages.
  const failed = figures.stars.every((won) => !won);
  // Continue waits for the server's answer: it holds the level-up that says where it leads.
  const settled = frame.done && (saving === 'saved' || saving === 'waiting');
  const tabHidden = useDocumentHidden();
  const secondsLeft = useEndCountdown(
    autoContinue && !failed && settled && !hidden && !tabHidden,
    onContinue,
  );
  return (
    <section
      className={`end-screen land-card end-screen--land-${game.record?.level ?? 1}`}
      aria-labelledby="end-title"
      hidden={hidden}
    >
      <h2 id="end-title" className={frame.messageShown ? '' : 'end-screen__pending'}>
        {t(titleKey(figures.stars, summary))}
      </h2>
      <ul
        className="end-screen__stars"
        aria-label={t('stars', { count: figures.stars.filter(Boolean).length })}
      >
        {figures.stars.map((won, i) => (
          <li
            key={STAR_LABELS[i]}
            data-fx={`end-star-${i}`}
            className={`end-star${i < frame.starsShown ? ' is-shown' : ''}${won ? ' is-won' : ''}`}
            aria-label={t(STAR_LABELS[i])}
          >
            <span aria-hidden="true">{won ? '★' : '☆'}</span>
          </li>
        ))}
      </ul>
      {newBest && (
        <p className={`end-badge${frame.messageShown ? ' is-shown' : ''}`}>
          <span aria-hidden="true">★ </span>
          {t('newBest')}
        </p>
      )}
      {failed && <p className="end-screen__cheer">{t('failedCheer')}</p>}
      <ul className="end-screen__figures">
        <li>{t('finalScore', { score: frame.score + frame.bonus })}</li>
        {figures.bonus > 0 && <li>{t('bonus', { bonus: frame.bonus })}</li>}
        <li data-fx="end-gems">{t('gemsEarned', { count: frame.gems })}</li>
        <li>{t('timeTaken', { seconds: Math.round(recorded?.playTime ?? summary.playTime) })}</li>
        <li>{t('mistakes', { count: summary.errorsMade })}</li>
      </ul>
      <p role="status">{t(SAVE_TEXTS[saving])}</p>
      {children}
      <div className="end-screen__actions">
        <Link href="/" className="button">
          {t('shell:menu.home')}
        </Link>
        {failed && (
          <button type="button" className="button" onClick={onShowPuzzle}>
            {t('showSolution')}
          </button>
        )}
        {onSolveClues && (
          <button type="button" className="button" onClick={onSolveClues}>
            {t('solveClues')}
          </button>
        )}
        <button type="button" className={`button${failed ? ' button--primary' : ''}`} onClick={onReplay}>
          {t('playAgain')}
        </button>
        <button type="button" className={`button${failed ? '' : ' button--primary'}`} onClick={onContinue}>
          {secondsLeft === null ? t('next') : t('nextIn', { count: secondsLeft })}
        </button>
      </div>
      <RegisterReminder />
    </section>
  );
}
