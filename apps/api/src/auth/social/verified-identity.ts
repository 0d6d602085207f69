import type { SocialProvider } from './social-config.js';

/** Who a provider vouched for, after every check of its strategy passed. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`, Facebook's user id). */
  subject: string;
  /** A display name, for the new account's username. */
  name?: string;
  email?: string;
  /**
   * The provider vouches that the person owns `email`: only then may it name an existing
   * account (Google's and LinkedIn's `email_verified`; never Facebook's email).
   */
  emailVerified: boolean;
}

/** Subjects are short ids; a longer one is refused before it reaches the table (varchar(255)). */
export const MAX_SUBJECT_LENGTH = 255;

/** `email_verified` is a boolean in the standard; some issuers sent the string "true". */
export const isTrue = (value: unknown): boolean => value === true || value === 'true';

/** A claim as text of a sane length, or nothing. */
export function textClaim(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength
    ? value.trim()
    : undefined;
}
