import type { ErrorKey, SuccessKey } from './errors.js';

export const AUTH_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  register: '/auth/register',
  /** A proof-of-work challenge (ALTCHA v2, as `/contact/challenge`) for a login that needs one. */
  challenge: '/auth/challenge',
} as const;

/**
 * The spec's social logins: each answers like login, `TokenResponse`. Google takes `id_token`
 * (and the `client_id` it was issued to) with the `nonce` that `googleNonce` made for this
 * session, Facebook `access_token`, LinkedIn `code` (from the redirect to the home page).
 * `providers` says which are set up.
 */
export const SOCIAL_AUTH_PATHS = {
  google: '/auth/google',
  googleNonce: '/auth/google/nonce',
  facebook: '/auth/facebook',
  linkedin: '/auth/linkedin',
  providers: '/auth/providers',
} as const;

export type SocialProviderName = 'google' | 'facebook' | 'linkedin';

/** `GET /api/auth/google/nonce`: the nonce of one Google sign-in of this session, spent by its login. */
export interface SignInNonceResponse {
  nonce: string;
}

/**
 * `GET /api/auth/providers`: what the web needs to send a player to each provider, or null
 * for a provider this server has no client id for (its button is hidden).
 */
export interface SocialProvidersResponse {
  google: { clientId: string; authorizationEndpoint: string } | null;
  facebook: { appId: string; dialogUrl: string } | null;
  linkedin: { clientId: string; authorizationEndpoint: string } | null;
}

/** Spec section 9: a password has at least 6 characters, a username at most 36. */
export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 36;
/** Longest accepted email (RFC 5321) and password (argon2 hashes any length; this bounds the work). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

/** The register form of the spec (section 3). `GDPRConfirmed` is the terms tick box. */
export interface RegisterRequest {
  email: string;
  username: string;
  password: string;
  password2: string;
  GDPRConfirmed: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
  /**
   * A solved challenge of `/auth/challenge` (the ALTCHA widget's base64 payload). After a few
   * wrong passwords for an account name the server asks for one (429, `details: ["altcha"]`)
   * instead of locking the name: the right password with a solved challenge always gets in.
   */
  altcha?: string;
}

/** The answer of login and register: a bearer token for the `Authorization` header. */
export interface TokenResponse {
  token: string;
  /** When the token stops working, ISO 8601, e.g. "2026-12-23T10:00:00.000Z". */
  expiresAt: string;
  /**
   * A social login only: the provider's email belongs to an email account that has not proved
   * it owns the address, so this login got an account of its own. To join them the player logs
   * in to the email account (resetting its password by mail proves the address) and signs in
   * with the provider from there.
   */
  emailAccountExists?: true;
}

/** A standard address: something@domain.tld, no spaces (spec: "a standard pattern"). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/**
 * The first thing wrong with a register form, in the spec's order (section 5): email,
 * password, username, terms, password length, passwords equal; then the username's length.
 * The web shows it inline and the API answers it, so both always agree.
 */
export function registerFormError(form: Partial<RegisterRequest>): ErrorKey | undefined {
  const email = form.email?.trim() ?? '';
  const username = form.username?.trim() ?? '';
  if (!email) return 'error-login-enteremail';
  if (!isEmail(email)) return 'forgot-password-not-email';
  if (!form.password) return 'error-login-enterpassword';
  if (!username) return 'error-login-enterusername';
  if (form.GDPRConfirmed !== true) return 'error-register-terms';
  if (form.password.length < PASSWORD_MIN_LENGTH || form.password.length > PASSWORD_MAX_LENGTH) {
    return 'error-register-passwordformat';
  }
  if (form.password !== form.password2) return 'error-register-passwordsmatch';
  if (username.length > USERNAME_MAX_LENGTH) return 'error-login-enterusername';
  return undefined;
}

/** The first thing missing from a login form (spec: email first, then password). */
export function loginFormError(form: Partial<LoginRequest>): ErrorKey | undefined {
  if (!form.email?.trim()) return 'error-login-enteremail';
  if (!form.password) return 'error-login-enterpassword';
  return undefined;
}

export const PASSWORD_RESET_PATHS = {
  request: '/auth/requestResetPassword',
  reset: '/auth/resetPassword',
} as const;

/** `POST /api/auth/requestResetPassword`: the same answer whether or not the email is known. */
export interface RequestResetRequest {
  email: string;
}

/** `POST /api/auth/resetPassword`, with the code of the mailed link `/resetPassword/{code}`. */
export interface ResetPasswordRequest {
  resetPasswordCode: string;
  password: string;
  password2?: string;
}

export interface ResetPasswordResponse {
  success: true;
  message: Extract<SuccessKey, 'reset-password-success'>;
}

/** The first thing wrong with a new password (spec section 5: length, then the repeat). */
export function newPasswordError(
  password: string | undefined,
  password2: string | undefined,
): ErrorKey | undefined {
  if (!password || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return 'error-register-passwordformat';
  }
  if (password2 !== undefined && password2 !== password) return 'error-register-passwordsmatch';
  return undefined;
}
