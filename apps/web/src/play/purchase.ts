import type { GemSpendReason } from '@czeus/contract';
import { purchaseKey } from '@czeus/contract';
import { type GameState, REVEAL_PRICE, smartHintPrice } from '@czeus/game';
import { isNetworkFailure, isOffline } from '../offline/connection';
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
  | 'bought'
  | 'asked'
  | 'closed'
  | 'notPlaying'
  | 'noHintsLeft'
  | 'noRevealsLeft'
  | 'selectFirst'
  | 'notEnoughGems'
  | 'offline';

const priceOf = (game: GameState, reason: GemSpendReason) =>
  reason === 'smart-hint' ? smartHintPrice(game) : REVEAL_PRICE;

/** Back to the board while a hint is read: the hint stays in view, play resumes (pause policy). */
export const backToBoard = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (isReadingHint(selectPlay(getState()))) dispatch(hintActedOn());
};

/**
 * Why the game would refuse this purchase now (not before play, no hint or reveal left, no
 * selection, no network, too few gems).
 */
function refusal({ game, gameId }: PlayState, reason: GemSpendReason): PurchaseResult | null {
  if (game.phase !== 'progress' || !gameId) return 'notPlaying';
  if (reason === 'reveal' && game.revealsLeft <= 0) return 'noRevealsLeft';
  const available =
    reason === 'smart-hint' ? game.smartHintsLeft > 0 : !!game.selection && !game.selection.half;
  if (!available) return reason === 'smart-hint' ? 'noHintsLeft' : 'selectFirst';
  // The ledger is the server's: without the network nothing is charged nor given, whatever
  // balance the game holds (none is known offline), rather than half a purchase.
  if (priceOf(game, reason) > 0 && isOffline()) return 'offline';
  return game.gems < priceOf(game, reason) ? 'notEnoughGems' : null;
}

/**
 * Buys a smart hint or a reveal: nothing the game would refuse, then pay through the ledger,
 * then record it in the game. What costs nothing (a practice's hint) skips the ledger.
 */
const buy =
  (reason: GemSpendReason) =>
  async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<{ result: PurchaseResult; price: number }> => {
    dispatch(backToBoard());
    const play = selectPlay(getState());
    const refused = refusal(play, reason);
    if (refused || !play.gameId) return { result: refused ?? 'notPlaying', price: 0 };
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
      if (!('data' in paid) || !paid.data)
        return { result: isNetworkFailure(paid.error) ? 'offline' : 'notEnoughGems', price };
    }
    dispatch(played({ type: reason === 'smart-hint' ? 'hintRequested' : 'revealRequested' }));
    return { result: 'bought', price };
  };

/** The price flies from the balance into the button that spent it (nothing flies for free). */
const priceFlown = (reason: GemSpendReason, price: number) => (dispatch: AppDispatch) => {
  if (price > 0) dispatch(flightAsked({ kind: 'gems', from: 'balance', to: reason, count: FLYING_GEMS }));
};

/** A reveal, bought and flown. */
const reveal =
  () =>
  async (dispatch: AppDispatch): Promise<PurchaseResult> => {
    const { result, price } = await dispatch(buy('reveal'));
    if (result === 'bought') dispatch(priceFlown('reveal', price));
    return result;
  };

/**
 * The smart-hint button: a second press hides the open hint (spec); otherwise buy one and show
 * it for the board as it is when the purchase returns (the player may have moved meanwhile).
 * The hint opens in the same turn as the payment's answer, before its gems fly, so the text is
 * in the very next frame (the engine was fetched on idle, and the step is usually worked out
 * already while the player read the price: `hintAhead`).
 */
export const askHint =
  () =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<PurchaseResult> => {
    if (selectPlay(getState()).hint) {
      dispatch(hintClosed());
      return 'closed';
    }
    const engine = loadHintEngine();
    const { result, price } = await dispatch(buy('smart-hint'));
    if (result !== 'bought') return result;
    dispatch(hintShown(await engine));
    dispatch(priceFlown('smart-hint', price));
    return result;
  };

type HintEngine = Awaited<ReturnType<typeof loadHintEngine>>;

/** The engine's next step for the board as it is now, opened in the hint box. */
const hintShown = (engine: HintEngine) => (dispatch: AppDispatch, getState: () => RootState) => {
  const hint = engine.hintFor(selectPlay(getState()).game);
  if (hint) dispatch(hintOpened(hint));
};

/**
 * Works out the next step while the player reads a hint's price (kept for the board as it is).
 * Only a head start: should it fail, the purchase works the step out itself.
 */
const hintAhead = () => (_dispatch: AppDispatch, getState: () => RootState) =>
  loadHintEngine()
    .then((engine) => engine.hintFor(selectPlay(getState()).game))
    .catch(() => undefined);

/** The next step opened in the hint box (a lesson's own hint, at no price). */
export const nextHintShown = () => async (dispatch: AppDispatch) => {
  dispatch(hintShown(await loadHintEngine()));
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
    // Offline the game itself would give it: nothing is played until the ledger has charged.
    if (refused === 'offline') return refused;
    if (refused) {
      // The game refuses it too, and its refusal says what the screen sounds (depleted).
      dispatch(played({ type: reason === 'smart-hint' ? 'hintRequested' : 'revealRequested' }));
      return refused;
    }
    const settings = selectSettings(getState());
    const asks = reason === 'smart-hint' ? settings.askBeforeHint : settings.askBeforeReveal;
    if (asks && priceOf(play.game, reason) > 0) {
      dispatch(spendWarned(reason));
      // Where the browser says when it is idle (not Safari, nor Node), the step is worked out ahead.
      if (reason === 'smart-hint' && typeof requestIdleCallback === 'function')
        requestIdleCallback(() => void dispatch(hintAhead()));
      return 'asked';
    }
    return dispatch(spend(reason));
  };

/** Spends on a smart hint (and shows it) or a reveal. */
export const spend = (reason: GemSpendReason) => (dispatch: AppDispatch) =>
  dispatch(reason === 'smart-hint' ? askHint() : reveal());
