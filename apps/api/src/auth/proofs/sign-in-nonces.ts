import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ServerConfig } from '../../config.js';
import { SERVER_CONFIG } from '../../config.module.js';
import type { ClientContext } from '../../http/client.decorator.js';
import { SpentProofs } from './spent-proofs.js';

/** Long enough to sign in at the provider, consent and come back; short enough to be worthless later. */
const NONCE_LIFETIME_S = 15 * 60;

/**
 * The nonce a browser sends with a Google sign-in, made by the server for that browser's
 * session: signed (so the server keeps nothing until it is used), bound to the session, and
 * spent by the login that uses it. An id token is then good once, and only in the browser that
 * started its sign-in: one lifted from another sign-in, a log or another app carries a nonce
 * we never made, or one already spent.
 */
@Injectable()
export class SignInNonces {
  private readonly key: Buffer;

  constructor(
    @Inject(SERVER_CONFIG) config: ServerConfig,
    private readonly spent: SpentProofs,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('sign-in-nonce').digest();
  }

  issue(client: ClientContext, now = Date.now()): string {
    const random = randomBytes(16).toString('base64url');
    const expires = Math.floor(now / 1000) + NONCE_LIFETIME_S;
    return `${random}.${expires}.${this.mac(client, random, expires)}`;
  }

  /** True once for a nonce this server made for this session and that has not expired. */
  async spend(client: ClientContext, nonce: string, now = Date.now()): Promise<boolean> {
    const [random, expiresText, mac] = nonce.split('.');
    const expires = Number(expiresText);
    if (!random || !mac || !Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
    const expected = Buffer.from(this.mac(client, random, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return this.spent.spend('nonce', nonce, new Date(expires * 1000));
  }

  private mac(client: ClientContext, random: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${client.tenant}\n${client.sessionId}\n${random}\n${expires}`)
      .digest('base64url');
  }
}
