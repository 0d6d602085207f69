import type { GemSpendReason } from '@czeus/contract';
import { purchaseKey } from '@czeus/contract';
import { type GameState, REVEAL_PRICE, smartHintPrice } from '@czeus/game';
import { decodePuzzle } from '@czeus/puzzle';
import { selectSettings } from '../settings/settings-slice';
import { gameApi } from '../store/api';
import type { AppDispatch, RootState } from '../store/store';
import { FLYING_GEMS } from './fx-figures';
import {
  hintActedOn,
  hintClosed,
  hintOpened,
  isReadingHint,
  played,
  type PlayState,
  selectPlay,
  spendWarned,
} from './play-slice';
import { flightAsked } from './stage-slice';

/** The hint engine comes with the first hint asked (and is fetched while the game starts). */
export const loadHintEngine = () => import('./hint-engine');

/** How a purchase went, for the screen to say (an i18n key of `play`) or to offer the ad. */
export type PurchaseResult =
  'bought' | 'asked' | 'closed' | 'notPlaying' | 'noHintsLeft' | 'selectFirst' | 'notEnoughGems';

const priceOf = (game: GameState, reason: GemSpendReason) =>
  reason === 'smart-hint' ? smartHintPrice(game) : REVEAL_PRICE;

/** Back to the board while a hint is read: the hint stays in view, play resumes (pause policy). */
export const backToBoard = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (isReadingHint(selectPlay(getState()))) dispatch(hintActedOn());
};

/** Why the game would refuse this purchase now (not before play, no hint left, no selection, too few gems). */
function refusal({ game, gameId }: PlayState, reason: GemSpendReason): PurchaseResult | null {
  if (game.phase !== 'progress' || !gameId) return 'notPlaying';
  const available =
    reason === 'smart-hint' ? game.smartHintsLeft > 0 : !!game.selection && !game.selection.half;
  if (!available) return reason === 'smart-hint' ? 'noHintsLeft' : 'selectFirst';
  return game.gems < priceOf(game, reason) ? 'notEnoughGems' : null;
}

/**
 * Buys a smart hint or a reveal: nothing the game would refuse, then pay through the ledger,
 * then record it in the game. The price flies from the balance into the button that spent it.
 * What costs nothing (a practice's hint) skips the ledger and the flight.
 */
export const buy =
  (reason: GemSpendReason) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<PurchaseResult> => {
    dispatch(backToBoard());
    const play = selectPlay(getState());
    const refused = refusal(play, reason);
    if (refused || !play.gameId) return refused ?? 'notPlaying';
    const { game, gameId } = play;
    const price = priceOf(game, reason);
    const count = reason === 'smart-hint' ? game.hintsUsed : game.revealsUsed;
    if (price > 0) {
      const paid = await dispatch(
        gameApi.endpoints.spendGems.initiate({
          gems: game.gems - price,
          reason,
          idempotencyKey: purchaseKey(gameId, reason, count + 1),
        }),
      );
      if (!('data' in paid) || !paid.data) return 'notEnoughGems';
    }
    dispatch(played({ type: reason === 'smart-hint' ? 'hintRequested' : 'revealRequested' }));
    if (price > 0) dispatch(flightAsked({ kind: 'gems', from: 'balance', to: reason, count: FLYING_GEMS }));
    return 'bought';
  };

/**
 * The smart-hint button: a second press hides the open hint (spec); otherwise buy one and show
 * it for the board as it is when the purchase returns (the player may have moved meanwhile).
 */
export const askHint =
  () =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<PurchaseResult> => {
    if (selectPlay(getState()).hint) {
      dispatch(hintClosed());
      return 'closed';
    }
    // The engine loads while the purchase travels (it is fetched once the page is idle anyway).
    void loadHintEngine();
    const result = await dispatch(buy('smart-hint'));
    if (result === 'bought') await dispatch(nextHintShown());
    return result;
  };

/**
 * The hint engine's next step for the board as it is now, opened in the hint box (bought above,
 * or a lesson's own hint at no price).
 */
export const nextHintShown =
  () =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { openedHint } = await loadHintEngine();
    const { game } = selectPlay(getState());
    if (!game.record) return;
    const puzzle = decodePuzzle(game.record);
    const player = { values: game.values, notes: game.notes.mystery, selected: game.selection?.cell ?? null };
    dispatch(hintOpened(openedHint(puzzle, player)));
  };

/**
 * A press of Smart hint or Reveal: a second press of Smart hint hides the open hint; a purchase
 * the game would refuse says why (or offers the ad); otherwise the spend warning asks first
 * (spec: smart-hint and reveal warnings, until the player ticks "don't ask again"; nothing to
 * warn of when it is free), and its OK buys (`spend`).
 */
export const offer =
  (reason: GemSpendReason) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<PurchaseResult> => {
    const play = selectPlay(getState());
    if (reason === 'smart-hint' && play.hint) return dispatch(askHint());
    const refused = refusal(play, reason);
    if (refused) return refused;
    const settings = selectSettings(getState());
    const asks = reason === 'smart-hint' ? settings.askBeforeHint : settings.askBeforeReveal;
    if (asks && priceOf(play.game, reason) > 0) {
      dispatch(spendWarned(reason));
      return 'asked';
    }
    return dispatch(spend(reason));
  };

/** Spends on a smart hint (and shows it) or a reveal. */
export const spend = (reason: GemSpendReason) => (dispatch: AppDispatch) =>
  dispatch(reason === 'smart-hint' ? askHint() : buy('reveal'));
