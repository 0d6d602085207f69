import { Logger } from '@nestjs/common';
import { notVerified } from './social-refusals.js';

/** A provider that has not answered in this long will not: the player is told to try again. */
const PROVIDER_TIMEOUT_MS = 5000;
/** Provider answers are small JSON documents; a larger one is not what we asked for. */
const MAX_ANSWER_BYTES = 256 * 1024;

const logger = new Logger('SocialLogin');

/**
 * One call to a provider's endpoint, answered with its JSON object. Any failure (network,
 * timeout, an error status, not JSON) leaves the login unverified: a 401, never a 5xx, and
 * the reason is logged for the operator.
 */
export async function callProvider(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let reason: string;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) reason = 'answer too large';
    else {
      const body: unknown = JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) reason = 'answer not an object';
      else if (!response.ok) reason = `status ${response.status}`;
      else return body as Record<string, unknown>;
    }
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  logger.warn(`${new URL(url).origin}${new URL(url).pathname}: ${reason}`);
  throw notVerified();
}
