import type { ScoreRequest, StockSlot } from '@czeus/contract';
import { SEQUENCE } from '@czeus/game';
import { isOffline } from '../offline/connection';
import { keepStock } from '../offline/puzzle-stock';
import { selectChoice } from '../settings/settings-slice';
import { gameApi } from '../store/api';
import type { AppStore, KeyValueStorage } from '../store/store';
import { pendingScores, sendPendingScores } from './pending-scores';
import { loadProgress, slotAt, stepOf } from './progress-storage';

/** The steps Continue can lead to from `step` (continueStep): itself, one or two further. */
const continuations = (step: number) => [step, step + 1, step + 2].filter((s) => s < SEQUENCE.length);

/**
 * The slots a player keeps puzzles of for offline play: every step of the sequence they have
 * reached (auto-progress), the slot home has chosen, and every step Continue can lead to from
 * either, so a level-up played offline goes on offline. Home lets any slot be chosen; stocking
 * all 36 for every visitor would serve 108 puzzles to each first visit, most never played.
 * The sequence holds all 36 slots, so the chosen one is always a step of it.
 */
export function stockSlots(step: number, chosen: StockSlot): StockSlot[] {
  const chosenStep = stepOf(chosen.level, chosen.shape, chosen.difficulty);
  const steps = new Set([
    ...Array.from({ length: Math.min(step + 1, SEQUENCE.length) }, (_, at) => at),
    ...continuations(step),
    ...(chosenStep === null ? [] : continuations(chosenStep)),
  ]);
  return [...steps].sort((a, b) => a - b).map(slotAt);
}

/**
 * While the network is here: the games finished without it are posted (in the order played),
 * then the stock of puzzles for offline play is topped up. At start and each time the network
 * returns. Returns the way to stop listening.
 */
export function startOfflineSync(store: AppStore, storage: KeyValueStorage | undefined): () => void {
  const post = (claim: ScoreRequest) => store.dispatch(gameApi.endpoints.postScore.initiate(claim)).unwrap();
  const sync = async () => {
    if (isOffline()) return;
    await sendPendingScores(post);
    // Still waiting: the server is out of reach or busy; the stock waits for the next round too.
    if ((await pendingScores()).length > 0) return;
    const slots = stockSlots(loadProgress(storage).step, selectChoice(store.getState()));
    const answer = await store.dispatch(gameApi.endpoints.stock.initiate({ slots }));
    if ('data' in answer && answer.data) keepStock(storage, answer.data.puzzles);
  };
  void sync();
  const online = () => void sync();
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
}
