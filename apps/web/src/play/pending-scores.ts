import type { ScoreRequest } from '@czeus/contract';
import { createStore, del, setMany, values } from 'idb-keyval';
import { deviceStorage } from '../offline/device-storage';

/**
 * Where finished games wait until the server has acknowledged them: IndexedDB, one entry per
 * game keyed by its `gameId`. Each keep and each forget is its own transaction on its own key,
 * so two tabs ending and posting games at once never overwrite each other's, as a
 * read-modify-write of one shared localStorage list could.
 */
const DATABASE = 'czeus-pending-scores';
const STORE = 'scores';
/** Where an earlier release kept them: moved into IndexedDB at this page's first use. */
export const LEGACY_PENDING_SCORES_KEY = 'czeus.pendingScores';

/** The few operations the waiting games need, on IndexedDB or, where it is blocked, in the page. */
interface Shelf {
  put(claims: ScoreRequest[]): Promise<void>;
  remove(gameId: string): Promise<void>;
  all(): Promise<unknown[]>;
}

function databaseShelf(): Shelf {
  const store = createStore(DATABASE, STORE);
  return {
    put: (claims) =>
      setMany(
        claims.map((c) => [c.gameId, c]),
        store,
      ),
    remove: (gameId) => del(gameId, store),
    all: () => values(store),
  };
}

/** Where IndexedDB is blocked (some private modes): the games wait in this page, as its retries do. */
function pageShelf(): Shelf {
  const kept = new Map<string, ScoreRequest>();
  return {
    put: async (claims) => void claims.forEach((c) => kept.set(c.gameId, c)),
    remove: async (gameId) => void kept.delete(gameId),
    all: async () => [...kept.values()],
  };
}

const isClaim = (s: unknown): s is ScoreRequest => typeof (s as ScoreRequest | null)?.gameId === 'string';

/** The games an earlier release left in localStorage; they stay there until IndexedDB has them. */
function legacyClaims(storage: Storage | undefined): ScoreRequest[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(LEGACY_PENDING_SCORES_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isClaim) : [];
  } catch {
    return [];
  }
}

async function openShelf(): Promise<Shelf> {
  const storage = deviceStorage();
  const legacy = legacyClaims(storage);
  try {
    const shelf = databaseShelf();
    await shelf.put(legacy);
    storage?.removeItem(LEGACY_PENDING_SCORES_KEY);
    return shelf;
  } catch {
    const shelf = pageShelf();
    await shelf.put(legacy);
    return shelf;
  }
}

let opened: Promise<Shelf> | undefined;
const shelf = () => (opened ??= openShelf());

/** Told the number of games waiting whenever it changes in this page. */
type Watcher = (waiting: number) => void;
const watchers = new Set<Watcher>();

/** Follows the number of games waiting (the offline status shows it); returns the way out. */
export function watchPendingScores(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** The games not yet acknowledged, in the order they were played; a damaged entry reads as none. */
export async function pendingScores(): Promise<ScoreRequest[]> {
  try {
    const kept = (await (await shelf()).all()).filter(isClaim);
    return kept.sort((a, b) => (a.endTime ?? 0) - (b.endTime ?? 0) || (a.gameId < b.gameId ? -1 : 1));
  } catch {
    return [];
  }
}

/** Keeps a finished game until it is acknowledged: a reload or a lost connection loses nothing. */
export function keepScore(claim: ScoreRequest): Promise<void> {
  return changed((s) => s.put([claim]));
}

export function forgetScore(gameId: string): Promise<void> {
  return changed((s) => s.remove(gameId));
}

async function changed(change: (s: Shelf) => Promise<void>): Promise<void> {
  try {
    await change(await shelf());
  } catch {
    // The disk is full or the database was closed under the page: the in-page retries still run.
  }
  if (watchers.size === 0) return;
  const waiting = (await pendingScores()).length;
  for (const watcher of watchers) watcher(waiting);
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
 * sending one twice (another tab's round) is harmless, but costs a player on mobile data a request.
 */
export function sendPendingScores(post: (claim: ScoreRequest) => Promise<unknown>): Promise<SentScores> {
  sending ??= sendInOrder(post).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(post: (claim: ScoreRequest) => Promise<unknown>): Promise<SentScores> {
  const taken = new Map<string, unknown>();
  for (const claim of await pendingScores()) {
    try {
      taken.set(claim.gameId, await post(claim));
    } catch (error) {
      if (!refusedByServer(error)) return taken; // kept, with every later one, for the next round
    }
    await forgetScore(claim.gameId);
  }
  return taken;
}
