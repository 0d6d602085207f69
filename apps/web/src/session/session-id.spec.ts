import fc from 'fast-check';
import { memoryStorage } from '../testing/memory-storage';
import { loadOrCreateSessionId, SESSION_STORAGE_KEY } from './session-id';

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
