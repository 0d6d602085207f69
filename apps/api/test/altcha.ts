import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ApiClient } from './api-client.js';

/** What the ALTCHA widget does: fetch a challenge from `path`, solve it, hand over base64 JSON. */
export async function solvedChallenge(
  client: ApiClient,
  path: string,
  change?: (c: Challenge) => void,
): Promise<string> {
  const { status, body: challenge } = await client.get<Challenge>(path);
  if (status !== 200) throw new Error(`GET ${path}: ${status}`);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  change?.(challenge);
  const { signature, parameters } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
