import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { GridItem } from './cell-view';
import { LandScenery } from '../lands/LandScenery';
import { END_DELAY_MS, useEndDue } from './end-due';
import { ExitGuard } from './ExitGuard';
import { GoFlash } from './GoFlash';
import { usePlayNotices } from './notices';
import { OpeningCard } from './OpeningCard';
import { PlayBar } from './PlayBar';
import { PlayControls } from './PlayControls';
import {
  cluesToggled,
  played,
  type PlayerEvent,
  selectCluesOpened,
  selectCountdown,
  selectGameId,
  selectMode,
  selectOpeningCard,
  selectPhase,
  selectRecord,
  selectScript,
  selectSolutionShown,
  solutionToggled,
} from './play-slice';
import { backToBoard, offer } from './purchase';
import { StageBoard } from './StageBoard';
import './play-mode.css';
import { useStage } from './stage/use-stage';

interface PlayFieldProps {
  /** The mode's end (the results card, the practice card), shown once the game is over. */
  end?: ReactNode;
  /** The script's panel beside the controls: a tutorial's text, Continue and Next. */
  aside?: ReactNode;
  /**
   * A script sees each player event first and may take it (a tutorial answers a wrong try
   * itself, and it costs nothing): true means taken, the game does not see it.
   */
  intercept?: (event: PlayerEvent) => boolean;
  /** A picture for the mode's opening card (a practice's). */
  cardPicture?: ReactNode;
  /** The bar's own title in place of the puzzle's land and difficulty (a practice's drill). */
  barTitle?: ReactNode;
}

/**
 * The play screen's pieces as the mode in the store composes them (play-mode.ts): the bar, the
 * countdown, the opening card, the board (the stage draws it, the accessible grid takes the
 * input), the controls and the end. Regular play, tutorial pages and practice screens are
 * this with another mode, script and end.
 */
export function PlayField({ end, aside, intercept, cardPicture, barTitle }: PlayFieldProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectPhase);
  const level = useAppSelector(selectRecord)?.level;
  const gameId = useAppSelector(selectGameId);
  const mode = useAppSelector(selectMode);
  const countdown = useAppSelector(selectCountdown);
  const solutionShown = useAppSelector(selectSolutionShown);
  const cluesOpened = useAppSelector(selectCluesOpened);
  const openingCard = useAppSelector(selectOpeningCard);
  const script = useAppSelector(selectScript);
  const stage = useStage();
  const notices = usePlayNotices();

  const act = (event: PlayerEvent) => {
    dispatch(backToBoard());
    if (!intercept?.(event)) dispatch(played(event));
  };
  const boardEnabled = script?.enabled.board ?? true;
  // The first touch of the board while a hint is read resumes play (the hint stays in view).
  const onSelect = (item: GridItem) =>
    boardEnabled && act({ type: 'cellSelected', cell: item.cell, half: item.half });
  const onDigit = (digit: number) => boardEnabled && act({ type: 'digitEntered', digit });
  const onKey = (key: 'notes' | 'hint') => {
    if (key === 'notes') return act({ type: 'noteModeToggled' });
    if (!mode.parts.hint || script?.enabled.hint === false) return;
    dispatch(backToBoard());
    void dispatch(offer('smart-hint')).then(notices.answered);
  };

  const finished = phase === 'finished';
  // Practice and tutorials time their own ends; every other game's card waits END_DELAY_MS.
  const ownEnd = mode.id === 'practice' || mode.id === 'tutorial';
  const endDue = useEndDue(END_DELAY_MS);
  const showEnd = finished && end && (ownEnd || endDue);
  const inert = () => undefined;
  const back = (
    <button
      type="button"
      className="button button--primary"
      onClick={() => dispatch(cluesOpened ? cluesToggled(false) : solutionToggled(false))}
    >
      {t('backToResults')}
    </button>
  );
  return (
    <>
      {level && <LandScenery level={level} />}
      {/* Spec: leaving while the land's tutorial is unseen (its prompt is open) does not ask. */}
      <ExitGuard active={mode.exitGuard && !openingCard && (phase === 'start' || phase === 'progress')} />
      {mode.parts.bar && <PlayBar title={barTitle} />}
      {openingCard && mode.openingCard && (
        <OpeningCard card={mode.openingCard} picture={cardPicture} level={level} />
      )}
      {showEnd && (solutionShown || cluesOpened) && (
        // The card stays mounted, hidden, so its figures do not count up again on the way back.
        <div className="play__board">
          <StageBoard
            live={!!stage}
            onSelect={cluesOpened ? onSelect : inert}
            onDigit={inert}
            onKey={inert}
          />
          {cluesOpened ? (
            <PlayControls act={act} notices={notices} cluesOnly aside={back} />
          ) : (
            <div className="play__controls">{back}</div>
          )}
        </div>
      )}
      {showEnd ? (
        end
      ) : (
        <div className="play__board">
          <StageBoard live={!!stage} onSelect={onSelect} onDigit={onDigit} onKey={onKey}>
            {phase === 'start' && mode.countdown && !openingCard && (
              <p className="play__countdown" role="status">
                {/* A new span each second, so each number pops in (stage.css). */}
                <span key={countdown}>{countdown}</span>
              </p>
            )}
            {phase === 'progress' && mode.countdown && <GoFlash key={gameId} />}
          </StageBoard>
          <PlayControls act={act} aside={aside} notices={notices} />
        </div>
      )}
    </>
  );
}
