import type { AppStore } from '../../store/store';
import { restoreBests, startBestResults } from './best-results';
import { startClock } from './clock';
import { startClueDrill } from './clue-drill';
import { startGemCredits } from './gem-credits';
import { startHintReminder } from './hint-reminder';
import { startHintSteps } from './hint-steps';
import { startPausePolicy } from './pause-policy';
import { startPlayAgain } from './play-again';
import { restoreProgress, startScorePost } from './score-post';

const started = new WeakMap<AppStore, () => void>();

/**
 * The play screen's effects, as listeners on the store: the clock, the pause policy, a hint's
 * steps, the idle player's hint reminder, a clue drill's next half, gem credits, play again,
 * the score post with auto-progress, and the slot's best result. Started once per
 * store when the play chunk first runs; the returned function stops them (tests).
 */
export function startPlay(store: AppStore, storage?: Parameters<typeof restoreProgress>[1]): () => void {
  const running = started.get(store);
  if (running) return running;
  restoreProgress(store.dispatch, storage);
  restoreBests(store.dispatch, storage);
  const stops = [
    ...startClock(store.dispatch),
    ...startPausePolicy(store.dispatch),
    ...startHintSteps(store.dispatch),
    ...startHintReminder(store.dispatch),
    ...startClueDrill(store.dispatch),
    ...startGemCredits(store.dispatch),
    ...startPlayAgain(store.dispatch),
    ...startScorePost(store.dispatch),
    ...startBestResults(store.dispatch),
  ];
  const stop = () => {
    stops.forEach((unsubscribe) => unsubscribe({ cancelActive: true }));
    started.delete(store);
  };
  started.set(store, stop);
  return stop;
}
