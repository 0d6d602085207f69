import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';

const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to write a message after the widget solved the challenge. */
const CHALLENGE_LIFETIME_MS = 20 * 60_000;

/**
 * The self-hosted proof-of-work captcha (ALTCHA v2). Challenges are signed, so the server
 * keeps nothing until one is used; the caller records each used challenge's nonce so that a
 * solved challenge opens the door once. In deterministic mode the derived key is signed too,
 * which lets the server check a solution with an HMAC instead of repeating the work.
 */
@Injectable()
export class CaptchaService {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(@Inject(SERVER_CONFIG) private readonly config: ServerConfig) {
    // Derived from the server's one secret, each for its own purpose.
    const derive = (label: string) =>
      createHmac('sha256', config.jwtSecret).update(`altcha:${label}`).digest('base64url');
    this.signatureSecret = derive('challenge');
    this.keySecret = derive('key');
  }

  challenge(): Promise<Challenge> {
    const { altchaCost, altchaMaxCounter } = this.config;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: altchaCost,
      counter: randomInt(Math.ceil(altchaMaxCounter / 3), altchaMaxCounter),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** The nonce of the challenge the payload solves, or undefined when it solves nothing. */
  async verify(encoded: string): Promise<string | undefined> {
    const payload = decode(encoded);
    if (!payload) return undefined;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
      return result.verified ? payload.challenge.parameters.nonce : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The widget's base64 JSON `{ challenge, solution }`; anything else is no payload. */
function decode(encoded: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload>;
    const p = payload?.challenge?.parameters;
    const s = payload?.solution;
    if (
      !p ||
      p.algorithm !== ALGORITHM ||
      typeof p.nonce !== 'string' ||
      !s ||
      !Number.isInteger(s.counter) ||
      typeof s.derivedKey !== 'string'
    ) {
      return undefined;
    }
    return payload as Payload;
  } catch {
    return undefined;
  }
}
