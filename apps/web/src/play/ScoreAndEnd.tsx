import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSelector } from '@reduxjs/toolkit';
import { continueStep, openClueHalves } from '@czeus/game';
import { decodePuzzle } from '@czeus/puzzle';
import { isOffline } from '../offline/connection';
import { selectNewBestGame } from '../results/best-results-slice';
import { selectSettings } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type AppDispatch, addAppListener, type RootState } from '../store/store';
import { EndScreen } from './EndScreen';
import { playAgainFailed } from './listeners/play-again';
import { playAgainAsked } from './play-again';
import type { PlayMode } from './play-mode';
import {
  cluesToggled,
  selectCluesOpened,
  selectGame,
  selectGameId,
  selectMode,
  selectRecord,
  selectScore,
  selectScoreStatus,
  selectSolutionShown,
  solutionToggled,
} from './play-slice';
import { progressChanged, selectProgress } from './progress-slice';
import { slotAt, stepOf } from './progress-storage';

/** Spec: a game that ended with clue halves still hidden lets the player solve them from its card. */
const selectCluesLeft = createSelector(
  [selectGame, selectMode],
  (game, mode) =>
    mode.clueSolving &&
    game.phase === 'finished' &&
    !!game.record &&
    openClueHalves(decodePuzzle(game.record), game).length > 0,
);

/**
 * Spec: a won game's card continues by itself after its countdown (play/end-countdown.ts), in
 * regular play only: the daily's card is read for its rank and Share, a marathon's run goes on
 * through its own card, and the other modes count nothing to continue from.
 */
const endCountsDown = (mode: PlayMode): boolean => mode.id === 'regular' && !mode.daily;

/** A step of the auto-progress sequence: where Continue leads. */
export interface Choice {
  level: number;
  shape: number;
  difficulty: number;
}

/** Spec: Continue moves along the sequence as the last result allows ('W' two steps, 'Y'/'A' one). */
export const continueOn =
  () =>
  (dispatch: AppDispatch, getState: () => RootState): Choice | null => {
    const record = selectRecord(getState());
    const score = selectScore(getState());
    if (!record) return null;
    const progress = selectProgress(getState());
    const from = stepOf(record.level, record.shape, record.difficultyLevel) ?? progress.step;
    const step = continueStep(from, score?.levelUp ?? null);
    dispatch(progressChanged({ ...progress, step }));
    return slotAt(step);
  };

interface ScoreAndEndProps {
  onNext: (to: Choice) => void;
  /** What the mode adds to the card (the daily's rank and Share). */
  children?: ReactNode;
}

/**
 * The end screen of the finished game, with the score post's state (play/listeners post it);
 * it waits, hidden, while the solution shows.
 */
export function ScoreAndEnd({ onNext, children }: ScoreAndEndProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  // The same puzzle again is a new serving, which only the server gives: offline, the card says
  // so and points to Continue, whose puzzles the device keeps; a server that gives none says so
  // too. Neither does nothing.
  const [againRefused, setAgainRefused] = useState<'playAgainOffline' | 'playAgainFailed' | null>(null);
  useEffect(
    () =>
      dispatch(
        addAppListener({ actionCreator: playAgainFailed, effect: () => setAgainRefused('playAgainFailed') }),
      ),
    [dispatch],
  );
  // The whole game, as the end's figures need it: its clock stopped at the end.
  const game = useAppSelector(selectGame);
  const gameId = useAppSelector(selectGameId);
  const mine = useAppSelector(selectScoreStatus);
  const solutionShown = useAppSelector(selectSolutionShown);
  const cluesOpened = useAppSelector(selectCluesOpened);
  const cluesLeft = useAppSelector(selectCluesLeft);
  const newBest = useAppSelector(selectNewBestGame) === gameId && !!gameId;
  const countsDown = useAppSelector(
    (state) => endCountsDown(selectMode(state)) && selectSettings(state).autoContinue,
  );
  return (
    <EndScreen
      hidden={solutionShown || cluesOpened}
      game={game}
      newBest={newBest}
      recorded={mine?.recorded}
      saving={mine?.state ?? 'saving'}
      onReplay={() => {
        const offline = isOffline();
        setAgainRefused(offline ? 'playAgainOffline' : null);
        if (!offline) dispatch(playAgainAsked());
      }}
      onContinue={() => {
        const next = dispatch(continueOn());
        if (next) onNext(next);
      }}
      onShowPuzzle={() => dispatch(solutionToggled(true))}
      onSolveClues={cluesLeft ? () => dispatch(cluesToggled(true)) : undefined}
      autoContinue={countsDown}
    >
      {againRefused && (
        <p className="end-screen__notice" role="alert">
          {t(againRefused)}
        </p>
      )}
      {children}
    </EndScreen>
  );
}
