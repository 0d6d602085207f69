import { type AutoProgress, INITIAL_PROGRESS, SEQUENCE } from '@czeus/game';

/** Where this browser keeps the auto-progress counters (spec: Auto-progress). */
export const PROGRESS_STORAGE_KEY = 'czeus.progress';

const COUNTERS = ['W', 'X', 'Y', 'Z', 'A', 'B'] as const;
const RESULTS = ['perfect', 'hinted', 'finished', 'failed'];

/** The saved counters, or the start for anything missing or damaged. */
export function loadProgress(storage: Pick<Storage, 'getItem'> | undefined): AutoProgress {
  try {
    const raw = JSON.parse(storage?.getItem(PROGRESS_STORAGE_KEY) ?? 'null') as Partial<AutoProgress> | null;
    if (!raw || typeof raw !== 'object') return INITIAL_PROGRESS;
    const whole = (n: unknown, max: number) =>
      Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
    if (!COUNTERS.every((k) => whole(raw[k], 1000)) || !whole(raw.step, SEQUENCE.length - 1))
      return INITIAL_PROGRESS;
    const last =
      raw.last && typeof raw.last.puzzleId === 'string' && RESULTS.includes(raw.last.result)
        ? raw.last
        : null;
    return { ...(raw as AutoProgress), last };
  } catch {
    return INITIAL_PROGRESS;
  }
}

export function saveProgress(storage: Pick<Storage, 'setItem'> | undefined, progress: AutoProgress): void {
  try {
    storage?.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Blocked storage: progress holds for this visit.
  }
}

/** The slot a step of SEQUENCE plays: where Continue leads, what the offline stock keeps. */
export function slotAt(step: number): { level: number; shape: number; difficulty: number } {
  const [level, shape, difficulty] = SEQUENCE[step];
  return { level, shape, difficulty };
}

/** The step of SEQUENCE a puzzle is, so Continue moves on from what the player chose. */
export function stepOf(level: number, shape: number, band: number): number | null {
  const at = SEQUENCE.findIndex(([l, s, b]) => l === level && s === shape && b === band);
  return at < 0 ? null : at;
}
