import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { memoryStorage } from '../testing/memory-storage';
import { loadOrCreateSessionId, recallSessionId, SESSION_STORAGE_KEY } from './session-id';

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

describe('recalling the session the server kept', () => {
  let server: Server;
  let base = '';
  let answer: { sessionId: string | null } = { sessionId: null };

  beforeAll(async () => {
    server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/session`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('takes the server’s id when script storage lost it, and keeps it', async () => {
    answer = { sessionId: 'abcdefghij0123456789' };
    const storage = memoryStorage();
    expect(await recallSessionId(storage, base)).toBe('abcdefghij0123456789');
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe('abcdefghij0123456789');
  });

  it('prefers the stored id, and makes a new one when the server has none or a malformed one', async () => {
    answer = { sessionId: 'abcdefghij0123456789' };
    const stored = memoryStorage({ [SESSION_STORAGE_KEY]: 'zzzzzzzzzz0123456789' });
    expect(await recallSessionId(stored, base)).toBe('zzzzzzzzzz0123456789');
    answer = { sessionId: null };
    expect(await recallSessionId(memoryStorage(), base)).toMatch(/^[a-z0-9]{20}$/);
    answer = { sessionId: '../../etc' };
    expect(await recallSessionId(memoryStorage(), base)).toMatch(/^[a-z0-9]{20}$/);
  });

  it('makes a new id when the server cannot be reached', async () => {
    expect(await recallSessionId(memoryStorage(), 'http://127.0.0.1:1/api/session')).toMatch(
      /^[a-z0-9]{20}$/,
    );
  });
});
