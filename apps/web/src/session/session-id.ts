import { SESSION_IN_COOKIE } from '@czeus/contract';

/** Where the browser keeps the player's session id between visits. */
export const SESSION_STORAGE_KEY = 'czeus.sessionId';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 20 characters of 36 symbols: ~103 bits, so two players never share an id by chance. */
const SESSION_ID_LENGTH = 20;

/**
 * The session id every call carries (spec: "generated client-side if empty"). It keys a
 * guest's progress on the server, so it is made once and kept.
 */
export function loadOrCreateSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
  recalled: string | null = null,
): string {
  const saved = storage?.getItem(SESSION_STORAGE_KEY);
  if (saved && isSessionId(saved)) return saved;
  if (recalled && isSessionId(recalled)) {
    keep(storage, recalled);
    return recalled;
  }
  // 252 is the largest multiple of 36 below 256: dropping larger bytes keeps every symbol equally likely.
  let id = '';
  while (id.length < SESSION_ID_LENGTH) {
    for (const b of random(new Uint8Array(SESSION_ID_LENGTH))) {
      if (b < 252 && id.length < SESSION_ID_LENGTH) id += ALPHABET[b % 36];
    }
  }
  keep(storage, id);
  return id;
}

const isSessionId = (value: string) => /^[a-z0-9]{20}$/.test(value);

function keep(storage: Pick<Storage, 'setItem'> | undefined, id: string): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    // Private mode or a full quota: the id still works for this visit.
  }
}

/**
 * The session id to start with: the one script storage kept, else the one the server's cookie
 * kept (a browser that cleared script storage gets its guest's gems and games back), else a
 * new one. Read from the page's own cookie, so a first visit asks the server nothing before
 * its first screen.
 */
export function sessionIdAtStart(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  cookie: string,
): string {
  const kept = SESSION_IN_COOKIE.exec(cookie)?.[1] ?? null;
  return loadOrCreateSessionId(storage, undefined, kept);
}
