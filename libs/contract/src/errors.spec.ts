import { ERROR_KEYS, SUCCESS_KEYS } from './errors.js';

/** Spec section 8, copied here by hand so the catalogue is checked against the spec, not itself. */
const SPEC_KEYS = [
  'error',
  'error-login-wrongcredentials',
  'error-login-enteremail',
  'error-login-enterpassword',
  'error-login-enterusername',
  'error-register-passwordsmatch',
  'error-register-passwordformat',
  'error-register-terms',
  'error-register-useremailexists',
  'error-register-usernameexists',
  'wrong-credential',
  'forgot-password-not-email',
  'reset-password-success',
  'reset-password-fail',
  'puzzle-fail',
  'contact-success',
];
/** Section 8 keys that tell of success: messages the screens show, never an error answer's. */
const SPEC_SUCCESS_KEYS = ['reset-password-success', 'contact-success'];

describe('error catalogue', () => {
  it('holds each of the spec section 8 keys that an API answer can carry, once', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    const errors = SPEC_KEYS.filter((key) => !SPEC_SUCCESS_KEYS.includes(key));
    expect([...ERROR_KEYS].sort()).toEqual(errors.sort());
  });

  it('holds the two success keys of spec section 8 apart from the errors', () => {
    expect([...SUCCESS_KEYS].sort()).toEqual([...SPEC_SUCCESS_KEYS].sort());
  });
});
