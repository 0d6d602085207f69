import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSelector } from '@reduxjs/toolkit';
import { type ClueHalf, type GameState, puzzleOf } from '@czeus/game';
import type { Verdict } from '@czeus/puzzle';
import { openModal } from '../frame/location-hash';
import { useAppSelector } from '../store/hooks';
import type { RootState } from '../store/store';
import { selectSettings, type SettingsState } from '../settings/settings-slice';
import { selectGame, selectGameId, selectLastMove, selectOutcome } from './play-slice';
import type { PurchaseResult } from './purchase';

/** What a purchase that did not go through says (spec: too few gems offers the ad). */
const PURCHASE_NOTICES: Partial<Record<PurchaseResult, string>> = {
  noHintsLeft: 'noHintsLeft',
  noRevealsLeft: 'noRevealsLeft',
  selectFirst: 'selectFirst',
  notEnoughGems: 'notEnoughGems',
  offline: 'offlinePurchase',
};

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
 * A notice beside the board; one about rule 2 (a repeated pair) links to the assist settings,
 * where its explanation is switched on or off.
 */
export interface Notice {
  text: string;
  rule2: boolean;
}

const said = (text: string): Notice => ({ text, rule2: false });

/**
 * Whether a wrong number's notice says why. The second switch narrows the first: a repeated
 * pair (rule 2) is explained only with both on, the rest with the first.
 */
export function explains(
  verdict: Extract<Verdict, { ok: false }>,
  assists: Pick<SettingsState, 'showErrorAssist' | 'showErrorAssistRule2'>,
): boolean {
  return assists.showErrorAssist && (verdict.errorType !== 'rule2' || assists.showErrorAssistRule2);
}

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
 * bonus, a clue answered). Both follow the store; `answered` says how a purchase went, whether
 * a button or a key asked for it, and offers the ad when gems are short.
 */
export function usePlayNotices() {
  const { t } = useTranslation('play');
  const game = useAppSelector(selectSaidGame);
  const outcome = useAppSelector(selectOutcome);
  const latest = useAppSelector(selectLastMove);
  const gameId = useAppSelector(selectGameId);
  const { showErrorAssist, showErrorAssistRule2 } = useAppSelector(selectSettings);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cheer, setCheer] = useState<string | null>(null);

  // Each move the game took (a new last event of the log; clock ticks are not in it) sets or
  // clears the notice: a notice is about the last move, and the next one moves on.
  const onMove = useEffectEvent(() => {
    if (outcome?.kind === 'wrong') {
      const verdict = game.lastVerdict;
      const why =
        verdict && !verdict.ok && explains(verdict, { showErrorAssist, showErrorAssistRule2 })
          ? ` ${t(`hints:${verdict.messageKey}`, verdict.params)}`
          : '';
      const rule2 = !!verdict && !verdict.ok && verdict.errorType === 'rule2';
      setNotice({ text: `${t('wrong', { digit: outcome.digit })}${why}`, rule2 });
    } else if (outcome?.kind === 'hintBought' && outcome.wrong) {
      // Zen: the hint checked the board first.
      setNotice(outcome.wrong.length ? said(t('zenChecked', { count: outcome.wrong.length })) : null);
      setCheer(outcome.wrong.length ? null : t('zenAllRight'));
    } else if (outcome?.kind === 'clueAnswered') {
      const value = latest?.type === 'clueAnswerChosen' ? latest.value : '';
      const shown = `${outcome.half === 'add' ? '+' : '×'}${value}`;
      const terms = termsOf(game, outcome.cell, outcome.half);
      const wrong = terms ? t('clueWrongTerms', { terms, value }) : t('clueWrong', { value: shown });
      setNotice(outcome.right ? null : said(wrong));
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

  const answered = (result: PurchaseResult) => {
    const key = PURCHASE_NOTICES[result];
    if (key) setNotice(said(t(key)));
    if (result === 'notEnoughGems') openModal('adreward');
  };
  return { notice, cheer, answered };
}

export type PlayNotices = ReturnType<typeof usePlayNotices>;
