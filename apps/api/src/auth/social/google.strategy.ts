import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { readClientContext } from '../../http/client.decorator.js';
import { SignInNonces } from '../proofs/sign-in-nonces.js';
import { SOCIAL_SETTINGS, type GoogleSettings, type SocialSettings } from './social-config.js';
import { notConfigured, notVerified, queryText } from './social-refusals.js';
import { isTrue, MAX_SUBJECT_LENGTH, textClaim, type VerifiedIdentity } from './verified-identity.js';

/** Google signs id tokens with RS256 only; naming it shuts out `none` and HMAC tricks. */
const ALGORITHMS = ['RS256'];

/**
 * `GET /auth/google?id_token=…&client_id=…&nonce=…`: the id token Google's sign-in handed the
 * web, and the nonce this server made for the browser's session (`GET /auth/google/nonce`),
 * which the web sent with that sign-in: the token must carry it, and it is spent by this login.
 * Verified by jose against the issuer's JWKS (fetched once, cached, fetched again when a token
 * names an unknown `kid`, so Google's key rotation needs no restart): signature, `iss`, `aud`
 * equal to our client id, `exp`, and a verified email.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly google?: GoogleSettings;
  private readonly keys?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    @Inject(SOCIAL_SETTINGS) settings: SocialSettings,
    private readonly nonces: SignInNonces,
  ) {
    super();
    this.google = settings.google;
    if (this.google) this.keys = createRemoteJWKSet(new URL(this.google.jwksUri));
  }

  async validate(request: FastifyRequest): Promise<VerifiedIdentity> {
    if (!this.google || !this.keys) throw notConfigured('google');
    const client = readClientContext(request);
    const idToken = queryText(request, 'id_token', true);
    // The spec's call names the client id; a token meant for another one is not ours.
    const clientId = queryText(request, 'client_id', false);
    if (clientId !== undefined && clientId !== this.google.clientId) throw notVerified();
    // Without the nonce a token from any sign-in (another app's, a log's) would be as good as ours.
    const nonce = queryText(request, 'nonce', true);

    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(idToken, this.keys, {
        issuer: this.google.issuers,
        audience: this.google.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      throw notVerified();
    }
    if (claims.nonce !== nonce || !(await this.nonces.spend(client, nonce))) throw notVerified();
    const subject = textClaim(claims.sub, MAX_SUBJECT_LENGTH);
    const email = textClaim(claims.email, 254);
    // An address Google has not checked could be anyone's: refused rather than half trusted.
    if (!subject || (email !== undefined && !isTrue(claims.email_verified))) throw notVerified();
    return {
      provider: 'google',
      subject,
      name: textClaim(claims.name, 200),
      email,
      emailVerified: email !== undefined,
    };
  }
}
