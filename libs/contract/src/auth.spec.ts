import fc from 'fast-check';
import { isEmail, loginFormError, registerFormError, type RegisterRequest } from './auth.js';

const valid: RegisterRequest = {
  email: 'ada@example.org',
  username: 'ada',
  password: 'secret1',
  password2: 'secret1',
  GDPRConfirmed: true,
};

describe('registerFormError', () => {
  it('accepts a complete form', () => {
    expect(registerFormError(valid)).toBeUndefined();
  });

  it('names the first problem in the spec order: email, password, username, terms, length, match', () => {
    const everythingWrong = { email: '', password: '', username: '', GDPRConfirmed: false, password2: 'x' };
    expect(registerFormError(everythingWrong)).toBe('error-login-enteremail');
    expect(registerFormError({ ...everythingWrong, email: 'not-an-email' })).toBe(
      'forgot-password-not-email',
    );
    expect(registerFormError({ ...everythingWrong, email: valid.email })).toBe('error-login-enterpassword');
    expect(registerFormError({ ...everythingWrong, email: valid.email, password: 'abc' })).toBe(
      'error-login-enterusername',
    );
    expect(registerFormError({ ...valid, password: 'abc', password2: 'zzz', GDPRConfirmed: false })).toBe(
      'error-register-terms',
    );
    expect(registerFormError({ ...valid, password: 'abc', password2: 'zzz' })).toBe(
      'error-register-passwordformat',
    );
    expect(registerFormError({ ...valid, password2: 'secret2' })).toBe('error-register-passwordsmatch');
    expect(registerFormError({ ...valid, username: 'x'.repeat(37) })).toBe('error-login-enterusername');
  });

  it('accepts a form exactly when every rule holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 })),
          username: fc.string({ maxLength: 40 }),
          password: fc.string({ maxLength: 10 }),
          password2: fc.string({ maxLength: 10 }),
          GDPRConfirmed: fc.boolean(),
        }),
        (form) => {
          const ok =
            isEmail(form.email.trim()) &&
            form.username.trim().length > 0 &&
            form.username.trim().length <= 36 &&
            form.password.length >= 6 &&
            form.password === form.password2 &&
            form.GDPRConfirmed;
          expect(registerFormError(form) === undefined).toBe(ok);
        },
      ),
    );
  });
});

describe('loginFormError', () => {
  it('asks for the email first, then the password', () => {
    expect(loginFormError({})).toBe('error-login-enteremail');
    expect(loginFormError({ email: 'a@b.co' })).toBe('error-login-enterpassword');
    expect(loginFormError({ email: 'a@b.co', password: 'x' })).toBeUndefined();
  });
});
