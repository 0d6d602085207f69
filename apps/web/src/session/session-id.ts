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
): string {
  const saved = storage?.getItem(SESSION_STORAGE_KEY);
  if (saved && /^[a-z0-9]{20}$/.test(saved)) return saved;
  // 252 is the largest multiple of 36 below 256: dropping larger bytes keeps every symbol equally likely.
  let id = '';
  while (id.length < SESSION_ID_LENGTH) {
    for (const b of random(new Uint8Array(SESSION_ID_LENGTH))) {
      if (b < 252 && id.length < SESSION_ID_LENGTH) id += ALPHABET[b % 36];
    }
  }
  try {
    storage?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    // Private mode or a full quota: the id still works for this visit.
  }
  return id;
}
