import { randomUUID, webcrypto } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import type { ErrorResponse } from '@czeus/contract';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';

/** How long a login lasts: a month, so a player on their own phone stays logged in. */
const TOKEN_LIFETIME_S = 30 * 24 * 3600;
const ISSUER = 'czeus';
/** Ids are PostgreSQL uuids: anything else would fail the cast in the database (a 500). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As the x-tenant header must be (http/client.decorator.ts). */
const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** player.token_generation is a PostgreSQL integer. */
const MAX_GENERATION = 2 ** 31 - 1;
/** Clocks of several servers may differ a little; an expiry further out than we issue is not ours. */
const CLOCK_SKEW_S = 60;

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

  /**
   * The token's claims; 401 when it is forged, expired or not ours. The shapes are checked too:
   * a token signed with our key but odd claims (a leaked key, a bug) must not reach the database.
   */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'jti'],
      });
      const { sub, jti, tenant, gen, exp } = payload;
      if (
        typeof sub !== 'string' ||
        !UUID.test(sub) ||
        typeof jti !== 'string' ||
        !UUID.test(jti) ||
        typeof tenant !== 'string' ||
        !TENANT_SLUG.test(tenant) ||
        typeof gen !== 'number' ||
        !Number.isInteger(gen) ||
        gen < 0 ||
        gen > MAX_GENERATION ||
        typeof exp !== 'number' ||
        // Logout stores the expiry as a timestamp: it must be one PostgreSQL can hold.
        exp > Date.now() / 1000 + TOKEN_LIFETIME_S + CLOCK_SKEW_S
      ) {
        throw new Error('malformed claims');
      }
      return { sub, jti, tenant, gen, exp };
    } catch {
      const body: ErrorResponse = { statusCode: 401, message: 'error-login-wrongcredentials' };
      throw new UnauthorizedException(body);
    }
  }
}
