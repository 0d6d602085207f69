import { createSign, type KeyObject } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An RS256 id token over any claims, signed here: with the provider's real key and wrong
 * claims (expired, another issuer), or with another key under the provider's `kid` (a forgery).
 */
export function signIdToken(claims: Record<string, unknown>, privateKey: KeyObject, kid: string): string {
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}
