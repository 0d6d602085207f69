/**
 * The message keys of the spec's error catalogue (section 8). Every 4xx answer of the API
 * carries one of them as `message`, so the client shows its text in the player's language.
 */
export const ERROR_KEYS = [
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
  'reset-password-fail',
  'puzzle-fail',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/**
 * The catalogue's success keys: the `message` of a password reset and of a contact message
 * the server accepted, shown by the screens in the player's language like the errors.
 */
export const SUCCESS_KEYS = ['reset-password-success', 'contact-success'] as const;

export type SuccessKey = (typeof SUCCESS_KEYS)[number];

/** The body of every 4xx/5xx answer. `details` names the fields at fault, never a stack trace. */
export interface ErrorResponse {
  statusCode: number;
  message: ErrorKey;
  details?: string[];
}
