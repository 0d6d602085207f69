import { randomUUID, webcrypto } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import type { ErrorResponse } from '@czeus/contract';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';

/** How long a login lasts: a month, so a player on their own phone stays logged in. */
const TOKEN_LIFETIME_S = 30 * 24 * 3600;
const ISSUER = 'czeus';

export interface TokenClaims {
  /** The player's id. */
  sub: string;
  tenant: string;
  /** The token's own id, listed in revoked_token after logout. */
  jti: string;
  /** The player's token generation when issued; a password change moves it on. */
  gen: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

@Injectable()
export class TokenService {
  /**
   * Imported once: handed the raw secret, jose imports it again on every call, which was a
   * quarter of the CPU of an authenticated request (bench:api).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(@Inject(SERVER_CONFIG) config: ServerConfig) {
    this.key = webcrypto.subtle.importKey('raw', config.jwtSecret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async issue(
    playerId: string,
    tenant: string,
    generation: number,
  ): Promise<{ token: string; expiresAt: string }> {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ tenant, gen: generation })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(playerId)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_S)
      .sign(await this.key);
    return { token, expiresAt: new Date((now + TOKEN_LIFETIME_S) * 1000).toISOString() };
  }

  /** The token's claims; 401 when it is forged, expired or not ours. */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const { sub, jti, tenant, gen, exp } = payload;
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof tenant !== 'string' ||
        typeof gen !== 'number'
      ) {
        throw new Error('incomplete claims');
      }
      return { sub, jti, tenant, gen, exp: exp as number };
    } catch {
      const body: ErrorResponse = { statusCode: 401, message: 'error-login-wrongcredentials' };
      throw new UnauthorizedException(body);
    }
  }
}
