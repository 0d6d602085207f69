import { BadRequestException, HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import type { SocialProvider } from './social-config.js';

/** A token, code or answer that did not prove who the player is: the email login's own key. */
export function notVerified(): UnauthorizedException {
  const body: ErrorResponse = { statusCode: 401, message: 'error-login-wrongcredentials' };
  return new UnauthorizedException(body);
}

/** The provider has no client id here; the web hides its button (`GET /auth/providers`). */
export function notConfigured(provider: SocialProvider): HttpException {
  const body: ErrorResponse = { statusCode: 503, message: 'error', details: [provider] };
  return new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
}

/**
 * Tokens and codes are a few hundred to a few thousand characters; a longer one is not a
 * provider's and would only cost a round trip to refuse.
 */
export const MAX_CREDENTIAL_LENGTH = 8192;

/**
 * One query parameter as text: present once, not empty, not too long; otherwise 400 naming it.
 * The guard runs before the validation pipe, so the strategies read the query themselves.
 */
export function queryText(request: { query?: unknown }, name: string, required: true): string;
export function queryText(request: { query?: unknown }, name: string, required: false): string | undefined;
export function queryText(request: { query?: unknown }, name: string, required: boolean): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > MAX_CREDENTIAL_LENGTH) {
    const body: ErrorResponse = { statusCode: 400, message: 'error', details: [name] };
    throw new BadRequestException(body);
  }
  return value;
}
