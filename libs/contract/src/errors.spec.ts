import { ERROR_KEYS } from './errors.js';

describe('error catalogue', () => {
  it('holds each of the spec section 8 keys that an API answer can carry, once', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    // Success texts (reset-password-success, contact-success) are messages, not error answers.
    expect(ERROR_KEYS).not.toContain('contact-success');
    expect(ERROR_KEYS).toEqual(
      expect.arrayContaining(['error', 'wrong-credential', 'error-register-useremailexists']),
    );
  });
});
