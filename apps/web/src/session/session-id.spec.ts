import { SESSION_COOKIE } from '@czeus/contract';
import fc from 'fast-check';
import { memoryStorage } from '../testing/memory-storage';
import { loadOrCreateSessionId, SESSION_STORAGE_KEY, sessionIdAtStart } from './session-id';

describe('session id', () => {
  it('is made once, kept, and then reused', () => {
    const storage = memoryStorage();
    const first = loadOrCreateSessionId(storage);
    expect(first).toMatch(/^[a-z0-9]{20}$/);
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe(first);
    expect(loadOrCreateSessionId(storage)).toBe(first);
  });

  it('replaces a saved value that is not a session id', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: '<script>' });
    expect(loadOrCreateSessionId(storage)).toMatch(/^[a-z0-9]{20}$/);
  });

  it('has the right form whatever bytes the random source gives', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        let call = 0;
        const random = (out: Uint8Array) => {
          // First the drawn bytes, then fresh ones, as a real source would give.
          out.set(call++ === 0 ? bytes : out.map((_, i) => (i * 7 + call) % 252));
          return out;
        };
        expect(loadOrCreateSessionId(undefined, random)).toMatch(/^[a-z0-9]{20}$/);
      }),
    );
  });
});

describe('the session the server kept in its cookie', () => {
  const id = 'abcdefghij0123456789';

  it('takes the cookie’s id when script storage lost it, and keeps it', () => {
    const storage = memoryStorage();
    expect(sessionIdAtStart(storage, `theme=dark; ${SESSION_COOKIE}=${id}; other=1`)).toBe(id);
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe(id);
  });

  it('prefers the stored id, and makes a new one when there is no cookie or a malformed one', () => {
    const stored = memoryStorage({ [SESSION_STORAGE_KEY]: 'zzzzzzzzzz0123456789' });
    expect(sessionIdAtStart(stored, `${SESSION_COOKIE}=${id}`)).toBe('zzzzzzzzzz0123456789');
    expect(sessionIdAtStart(memoryStorage(), '')).toMatch(/^[a-z0-9]{20}$/);
    expect(sessionIdAtStart(memoryStorage(), `${SESSION_COOKIE}=../../etc`)).toMatch(/^[a-z0-9]{20}$/);
    expect(sessionIdAtStart(memoryStorage(), `x${SESSION_COOKIE}=${id}`)).not.toBe(id);
  });

  it('starts with a well-formed id whatever the cookie says', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes(SESSION_COOKIE)),
        fc.string(),
        (before, value) => {
          const started = sessionIdAtStart(memoryStorage(), `${before}; ${SESSION_COOKIE}=${value}`);
          expect(started).toMatch(/^[a-z0-9]{20}$/);
          if (/^[a-z0-9]{20}$/.test(value) && !value.includes(';')) expect(started).toBe(value);
        },
      ),
    );
  });
});
