/**
 * The player's best result per puzzle slot (a land and shape: one slide of home's slider), and
 * the rule for a new best (docs/look.md): more stars, or as many stars and a higher score. A
 * game without a star is never a best. Kept in this browser for every player; an account's
 * bests from the server's profile are laid over them on home (home/slot-stars.ts).
 */
export const BESTS_STORAGE_KEY = 'czeus.bests';

export interface BestResult {
  stars: number;
  score: number;
}

/** `"<level>-<shape>"` → the best result there. */
export type Bests = Readonly<Record<string, BestResult>>;

export const slotKey = (level: number, shape: number) => `${level}-${shape}`;

/** Whether `next` beats `previous` (none yet: any starred game does). */
export function beats(next: BestResult, previous: BestResult | undefined): boolean {
  if (next.stars < 1) return false;
  if (!previous) return true;
  return next.stars > previous.stars || (next.stars === previous.stars && next.score > previous.score);
}

const whole = (n: unknown, max: number): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
const SLOT = /^[1-3]-[1-4]$/;

/** The saved bests; a damaged entry is dropped, a damaged store reads as none. */
export function loadBests(storage: Pick<Storage, 'getItem'> | undefined): Bests {
  try {
    const raw = JSON.parse(storage?.getItem(BESTS_STORAGE_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const bests: Record<string, BestResult> = {};
    for (const [slot, value] of Object.entries(raw)) {
      const v = value as Partial<BestResult> | null;
      if (SLOT.test(slot) && v && whole(v.stars, 3) && whole(v.score, 10_000_000))
        bests[slot] = { stars: v.stars, score: v.score };
    }
    return bests;
  } catch {
    return {};
  }
}

export function saveBests(storage: Pick<Storage, 'setItem'> | undefined, bests: Bests): void {
  try {
    storage?.setItem(BESTS_STORAGE_KEY, JSON.stringify(bests));
  } catch {
    // Blocked storage: the bests hold for this visit.
  }
}
