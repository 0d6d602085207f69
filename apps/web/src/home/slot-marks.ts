import { SEQUENCE } from '@czeus/game';
import { type Bests, loadBests, slotKey } from '../results/best-results';
import { loadProgress } from '../play/progress-storage';

// The zen switch comes after home's first paint with the marks: one late chunk, not two.
export { ZenSwitch } from './ZenSwitch';

/** What a slide of home's slider marks: the best stars there, and whether auto-progress goes there next. */
export interface SlotMarks {
  /** Best stars per `slotKey`: this browser's bests, raised by the account's where the profile has them. */
  stars: Readonly<Record<string, number>>;
  /** The slot of the next step of auto-progress (where Continue leads), as a `slotKey`. */
  next: string;
}

export function slotMarksOf(
  storage: Pick<Storage, 'getItem'> | undefined,
  accountStars?: Readonly<Record<string, number>>,
): SlotMarks {
  const bests: Bests = loadBests(storage);
  const stars: Record<string, number> = {};
  for (const [slot, best] of Object.entries(bests)) stars[slot] = best.stars;
  for (const [slot, count] of Object.entries(accountStars ?? {}))
    stars[slot] = Math.max(stars[slot] ?? 0, Math.min(3, Math.max(0, Math.trunc(count))));
  const [level, shape] = SEQUENCE[loadProgress(storage).step];
  return { stars, next: slotKey(level, shape) };
}

/** This browser's storage, or none where it is blocked. */
export function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
