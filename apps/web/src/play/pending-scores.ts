import type { ScoreRequest } from '@czeus/contract';

/** Where finished games wait until the server has acknowledged them. */
export const PENDING_SCORES_KEY = 'czeus.pendingScores';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

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
}

/**
 * The server looked at the claim and said no (4xx other than a time-out or a rate limit):
 * sending it again cannot change the answer.
 */
export function refusedByServer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Sends the games a reload or a lost connection left unacknowledged; called once at start.
 * The server counts a retried game once, so sending one twice is harmless.
 */
export function resendPendingScores(
  storage: Storage | undefined,
  post: (claim: ScoreRequest) => Promise<unknown>,
): void {
  for (const claim of pendingScores(storage)) {
    void post(claim).then(
      () => forgetScore(storage, claim.gameId),
      (error: unknown) => {
        if (refusedByServer(error)) forgetScore(storage, claim.gameId); // else kept for the next start
      },
    );
  }
}
