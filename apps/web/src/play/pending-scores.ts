import type { ScoreRequest } from '@czeus/contract';

/** Where finished games wait until the server has acknowledged them. */
export const PENDING_SCORES_KEY = 'czeus.pendingScores';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Told the number of games waiting whenever it changes in this page. */
type Watcher = (waiting: number) => void;
const watchers = new Set<Watcher>();

/** Follows the number of games waiting (the offline status shows it); returns the way out. */
export function watchPendingScores(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** The games not yet acknowledged, oldest first; a damaged entry reads as none. */
export function pendingScores(storage: Storage | undefined): ScoreRequest[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(PENDING_SCORES_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as ScoreRequest[]).filter((s) => typeof s?.gameId === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps a finished game until it is acknowledged: a reload or a lost connection loses nothing. */
export function keepScore(storage: Storage | undefined, claim: ScoreRequest): void {
  const others = pendingScores(storage).filter((s) => s.gameId !== claim.gameId);
  write(storage, [...others, claim]);
}

export function forgetScore(storage: Storage | undefined, gameId: string): void {
  write(
    storage,
    pendingScores(storage).filter((s) => s.gameId !== gameId),
  );
}

function write(storage: Storage | undefined, scores: ScoreRequest[]): void {
  try {
    storage?.setItem(PENDING_SCORES_KEY, JSON.stringify(scores));
  } catch {
    // Storage full or blocked: the in-page retries still run.
  }
  for (const watcher of watchers) watcher(scores.length);
}

/**
 * The server looked at the claim and said no (4xx other than a time-out or a rate limit):
 * sending it again cannot change the answer.
 */
export function refusedByServer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** What the server answered for each game a round posted and it took, by `gameId`. */
export type SentScores = ReadonlyMap<string, unknown>;

let sending: Promise<SentScores> | null = null;

/**
 * Sends the games left unacknowledged (a reload, a lost connection, a game finished offline),
 * oldest first and one at a time, so the server records them in the order they were played.
 * The first that cannot be sent (no network, a busy server) stops the round: the rest wait
 * behind it for the next. A call while a round runs joins it, and so learns the answers of the
 * games it waited for without posting them again. The server counts a retried game once, so
 * sending one twice is harmless, but costs a player on mobile data a request.
 */
export function sendPendingScores(
  storage: Storage | undefined,
  post: (claim: ScoreRequest) => Promise<unknown>,
): Promise<SentScores> {
  sending ??= sendInOrder(storage, post).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(
  storage: Storage | undefined,
  post: (claim: ScoreRequest) => Promise<unknown>,
): Promise<SentScores> {
  const taken = new Map<string, unknown>();
  for (const claim of pendingScores(storage)) {
    try {
      taken.set(claim.gameId, await post(claim));
    } catch (error) {
      if (!refusedByServer(error)) return taken; // kept, with every later one, for the next round
    }
    forgetScore(storage, claim.gameId);
  }
  return taken;
}
