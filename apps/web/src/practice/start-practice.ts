import type { AppStore } from '../store/store';
import { startPracticeProgress } from './practice-progress';

const started = new WeakMap<AppStore, () => void>();

/** The practice screens' effects, started once per store when the practice chunk first runs. */
export function startPractice(store: AppStore): () => void {
  const running = started.get(store);
  if (running) return running;
  const stops = startPracticeProgress(store.dispatch);
  const stop = () => {
    stops.forEach((unsubscribe) => unsubscribe({ cancelActive: true }));
    started.delete(store);
  };
  started.set(store, stop);
  return stop;
}
