import type { ScoreRequest } from '@czeus/contract';
import { createStore, del, keys, setMany, values } from 'idb-keyval';
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
const LEGACY_PENDING_SCORES_KEY = 'czeus.pendingScores';

/** The few operations the waiting games need, on IndexedDB or, where it is refused, a list. */
interface Shelf {
  put(claims: ScoreRequest[]): Promise<void>;
  remove(gameId: string): Promise<void>;
  all(): Promise<unknown[]>;
  count(): Promise<number>;
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
    count: async () => (await keys(store)).length,
  };
}

/**
 * Where IndexedDB is refused or does not answer (some private modes, a stuck open): the games
 * wait in the list an earlier release kept in localStorage, or in this page where that is
 * blocked too.
 */
function listShelf(storage: Storage | undefined): Shelf {
  let inPage: ScoreRequest[] = [];
  const read = () => (storage ? legacyClaims(storage) : inPage);
  const write = (claims: ScoreRequest[]) => {
    inPage = claims;
    try {
      storage?.setItem(LEGACY_PENDING_SCORES_KEY, JSON.stringify(claims));
    } catch {
      // Full or blocked: the in-page retries still run.
    }
  };
  return {
    put: async (claims) =>
      write([...read().filter((kept) => !claims.some((c) => c.gameId === kept.gameId)), ...claims]),
    remove: async (gameId) => write(read().filter((kept) => kept.gameId !== gameId)),
    all: async () => read(),
    count: async () => read().length,
  };
}

const isClaim = (s: unknown): s is ScoreRequest =>
  typeof (s as ScoreRequest | null)?.gameId === 'string' && typeof (s as ScoreRequest).endTime === 'number';

/** The games an earlier release left in localStorage (or the list kept where IndexedDB is refused). */
function legacyClaims(storage: Storage | undefined): ScoreRequest[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(LEGACY_PENDING_SCORES_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isClaim) : [];
  } catch {
    return [];
  }
}

/** How long IndexedDB may take to open before the games wait in the list instead. */
const OPEN_LIMIT_MS = 3000;

/**
 * IndexedDB, with the list an earlier release left moved into it: the list is dropped only once
 * every game in it, read again just before, is in the database (a tab of that release may have
 * added one meanwhile).
 */
async function openShelf(): Promise<Shelf> {
  const storage = deviceStorage();
  try {
    const shelf = databaseShelf();
    const moved = new Set<string>();
    const move = async () => {
      const left = legacyClaims(storage).filter((c) => !moved.has(c.gameId));
      await shelf.put(left);
      for (const c of left) moved.add(c.gameId);
      return left.length;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('IndexedDB did not open')), OPEN_LIMIT_MS);
    });
    try {
      await Promise.race([move(), limit]);
    } finally {
      clearTimeout(timer);
    }
    for (let more = await move(); more > 0; more = await move()) {
      // A tab of the earlier release added a game while the last ones were moved.
    }
    storage?.removeItem(LEGACY_PENDING_SCORES_KEY);
    return shelf;
  } catch {
    return listShelf(storage);
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
    return kept.sort((a, b) => a.endTime - b.endTime || (a.gameId < b.gameId ? -1 : 1));
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
  const waiting = await (await shelf()).count().catch(() => 0);
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
