import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { jwtVerify } from 'jose';
import { Strategy } from 'passport-custom';
import type { ServerConfig } from '../../config.js';
import { SERVER_CONFIG } from '../../config.module.js';
import { IssuerDiscovery } from './issuer-discovery.js';
import { callProvider } from './provider-call.js';
import { type LinkedInSettings, SOCIAL_SETTINGS, type SocialSettings } from './social-config.js';
import { notConfigured, notVerified, queryText } from './social-refusals.js';
import { isTrue, MAX_SUBJECT_LENGTH, textClaim, type VerifiedIdentity } from './verified-identity.js';

/** LinkedIn signs with RS256; naming it shuts out `none` and HMAC tricks. */
const ALGORITHMS = ['RS256'];

/**
 * `GET /auth/linkedin?code=…`, LinkedIn's OpenID Connect: the issuer's discovery document
 * names its endpoints and keys; a code from the redirect to the game's home page is exchanged
 * at the token endpoint with our client secret and that same redirect URI, and the id token it
 * returns is verified against the issuer's JWKS (signature, `iss`, `aud`, `exp`). No bare
 * access token is taken: userinfo answers for a token any LinkedIn app obtained, so one handed
 * over by another app (or its operator) would log in as that person.
 */
@Injectable()
export class LinkedInStrategy extends PassportStrategy(Strategy, 'linkedin') {
  private readonly linkedin?: LinkedInSettings;
  /** The game's home page: where LinkedIn sends the player back with `?code=` (spec routes). */
  private readonly redirectUri: string;

  constructor(
    @Inject(SOCIAL_SETTINGS) settings: SocialSettings,
    @Inject(SERVER_CONFIG) config: ServerConfig,
    private readonly discovery: IssuerDiscovery,
  ) {
    super();
    this.linkedin = settings.linkedin;
    this.redirectUri = `${config.publicUrl}/`;
  }

  async validate(request: { query?: unknown }): Promise<VerifiedIdentity> {
    const linkedin = this.linkedin;
    if (!linkedin) throw notConfigured('linkedin');
    const code = queryText(request, 'code', true);
    const issuer = await this.discovery.of(linkedin.issuer);
    if (!issuer.tokenEndpoint) throw notVerified();
    const answer = await callProvider(issuer.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: linkedin.clientId,
        client_secret: linkedin.clientSecret,
      }),
    });
    if (typeof answer.id_token !== 'string') throw notVerified();
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(answer.id_token, issuer.keys, {
        issuer: linkedin.issuer,
        audience: linkedin.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      throw notVerified();
    }
    return identityOf(claims);
  }
}

/** The person an id token names; an email LinkedIn has not checked is refused. */
function identityOf(claims: Record<string, unknown>): VerifiedIdentity {
  const subject = textClaim(claims.sub, MAX_SUBJECT_LENGTH);
  const email = textClaim(claims.email, 254);
  if (!subject || (email !== undefined && !isTrue(claims.email_verified))) throw notVerified();
  return {
    provider: 'linkedin',
    subject,
    name: textClaim(claims.name, 200),
    email,
    emailVerified: email !== undefined,
  };
}
