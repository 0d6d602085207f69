import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSelector } from '@reduxjs/toolkit';
import { type ClueHalf, type GameState, puzzleOf } from '@czeus/game';
import { useAppSelector } from '../store/hooks';
import type { RootState } from '../store/store';
import { selectSettings } from '../settings/settings-slice';
import { selectGame, selectGameId, selectLastMove, selectOutcome } from './play-slice';

/** What the notices say of the game: its numbers, why the last was wrong, the bonuses. */
const selectSaidGame = createSelector(
  [
    (s: RootState) => selectGame(s).record,
    (s: RootState) => selectGame(s).values,
    (s: RootState) => selectGame(s).lastVerdict,
    (s: RootState) => selectGame(s).bonusSquares,
    (s: RootState) => selectGame(s).bonusPoints,
    (s: RootState) => selectGame(s).czeusBonus,
  ],
  (record, values, lastVerdict, bonusSquares, bonusPoints, czeusBonus) => ({
    record,
    values,
    lastVerdict,
    bonusSquares,
    bonusPoints,
    czeusBonus,
  }),
);

/**
 * A clue's sum or product written out from its digits in view ("3 + 5"), or null while one
 * of them is unknown (spec: "A + B is not equal to X").
 */
function termsOf(game: Pick<GameState, 'record' | 'values'>, cell: number, half: ClueHalf): string | null {
  if (!game.record) return null;
  const digits = (puzzleOf(game.record).cells[cell].mysteries ?? []).map((m) => game.values[m]);
  return digits.length && digits.every(Boolean) ? digits.join(half === 'add' ? ' + ' : ' × ') : null;
}

/**
 * What the controls say beside the board: a notice (a wrong number and, with error assist, why;
 * a wrong clue value; a purchase that could not be made) and good news said politely (a square
 * bonus, a clue answered). Both follow the store; `say` adds a notice of the screen's own.
 */
export function usePlayNotices() {
  const { t } = useTranslation('play');
  const game = useAppSelector(selectSaidGame);
  const outcome = useAppSelector(selectOutcome);
  const latest = useAppSelector(selectLastMove);
  const gameId = useAppSelector(selectGameId);
  const { showErrorAssist } = useAppSelector(selectSettings);
  const [notice, setNotice] = useState<string | null>(null);
  const [cheer, setCheer] = useState<string | null>(null);

  // Each move the game took (a new last event of the log; clock ticks are not in it) sets or
  // clears the notice: a notice is about the last move, and the next one moves on.
  const onMove = useEffectEvent(() => {
    if (outcome?.kind === 'wrong') {
      const verdict = game.lastVerdict;
      const why =
        verdict && !verdict.ok && showErrorAssist
          ? ` ${t(`hints:${verdict.messageKey}`, verdict.params)}`
          : '';
      setNotice(`${t('wrong', { digit: outcome.digit })}${why}`);
    } else if (outcome?.kind === 'hintBought' && outcome.wrong) {
      // Zen: the hint checked the board first.
      setNotice(outcome.wrong.length ? t('zenChecked', { count: outcome.wrong.length }) : null);
      setCheer(outcome.wrong.length ? null : t('zenAllRight'));
    } else if (outcome?.kind === 'clueAnswered') {
      const value = latest?.type === 'clueAnswerChosen' ? latest.value : '';
      const shown = `${outcome.half === 'add' ? '+' : '×'}${value}`;
      const terms = termsOf(game, outcome.cell, outcome.half);
      const wrong = terms ? t('clueWrongTerms', { terms, value }) : t('clueWrong', { value: shown });
      setNotice(outcome.right ? null : wrong);
      setCheer(outcome.right ? t('clueRight', { value: shown }) : null);
    } else setNotice(null);
  });
  useEffect(() => {
    if (latest) onMove();
  }, [latest]);

  // A square's bonus is said as well as drawn (the stage celebrates it on the board).
  const bonuses = useRef({ squares: 0, czeus: 0, points: 0 });
  useEffect(() => {
    const was = bonuses.current;
    const now = { squares: game.bonusSquares.length, czeus: game.czeusBonus, points: game.bonusPoints };
    bonuses.current = now;
    if (now.squares <= was.squares) return;
    const points = now.points + now.czeus - was.points - was.czeus;
    setCheer(t(now.czeus > was.czeus ? 'czeusBonus' : 'squareBonus', { points }));
  }, [game.bonusSquares, game.bonusPoints, game.czeusBonus, t]);
  useEffect(() => {
    setCheer(null);
    setNotice(null);
  }, [gameId]);

  return { notice, cheer, say: (key: string) => setNotice(t(key)) };
}
