import { createHmac } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An HS256 token over any claims, signed with the server's key: what a leaked key or a
 * server bug could produce, which the server must still refuse cleanly when the claims are odd.
 */
export function signToken(claims: Record<string, unknown>, key: string): string {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}
