import fc from 'fast-check';
import { SESSION_COOKIE, SESSION_IN_COOKIE } from './headers.js';

describe('the session id in a Cookie header', () => {
  it('is read from the cookie of that name, among others, and only when well formed', () => {
    const id = 'abcdefghij0123456789';
    expect(SESSION_IN_COOKIE.exec(`theme=dark; ${SESSION_COOKIE}=${id}; x=1`)?.[1]).toBe(id);
    expect(SESSION_IN_COOKIE.exec(`${SESSION_COOKIE}=${id}`)?.[1]).toBe(id);
    expect(SESSION_IN_COOKIE.exec(`x${SESSION_COOKIE}=${id}`)).toBeNull();
    expect(SESSION_IN_COOKIE.exec(`${SESSION_COOKIE}=<script>`)).toBeNull();
    expect(SESSION_IN_COOKIE.exec(`${SESSION_COOKIE}=${id}x<`)).toBeNull();
  });

  it('never yields anything but 8 to 64 of A-Z, a-z, 0-9, _ and -', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, value) => {
        const read = SESSION_IN_COOKIE.exec(`${before}; ${SESSION_COOKIE}=${value}`)?.[1];
        if (read !== undefined) expect(read).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      }),
    );
  });
});
