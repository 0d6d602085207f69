import { BadRequestException } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import { isStorableText } from '../../http/well-formed-input.js';
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

/**
 * A claim as text of a sane length, or nothing. Text PostgreSQL cannot store (a NUL, a lone
 * surrogate) is refused as bad input, as it would be in a request's own body: a provider
 * stand-in, or a name a person typed at a provider, reaches our tables through here.
 */
export function textClaim(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength) return undefined;
  if (!isStorableText(value)) {
    const body: ErrorResponse = { statusCode: 400, message: 'error', details: ['claims'] };
    throw new BadRequestException(body);
  }
  return value.trim();
}
