import { Injectable } from '@nestjs/common';
import { createRemoteJWKSet } from 'jose';
import { callProvider } from './provider-call.js';
import { notVerified } from './social-refusals.js';

/** What the game reads from an OpenID issuer's discovery document. */
export interface Issuer {
  authorizationEndpoint: string;
  tokenEndpoint?: string;
  /** jose's remote key set: cached, fetched again when a token names an unknown `kid`. */
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * `<issuer>/.well-known/openid-configuration`, read once per issuer and kept; a failed read is
 * forgotten so the next login tries again. A document naming another issuer (a mistyped
 * setting, a hijacked host) is refused.
 */
@Injectable()
export class IssuerDiscovery {
  private readonly known = new Map<string, Promise<Issuer>>();

  of(issuer: string): Promise<Issuer> {
    let found = this.known.get(issuer);
    if (!found) {
      found = callProvider(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`).then((doc) => {
        const text = (value: unknown) =>
          typeof value === 'string' && URL.canParse(value) ? value : undefined;
        const authorizationEndpoint = text(doc.authorization_endpoint);
        const jwksUri = text(doc.jwks_uri);
        if (doc.issuer !== issuer || !authorizationEndpoint || !jwksUri) throw notVerified();
        return {
          authorizationEndpoint,
          tokenEndpoint: text(doc.token_endpoint),
          keys: createRemoteJWKSet(new URL(jwksUri)),
        };
      });
      this.known.set(issuer, found);
      found.catch(() => this.known.delete(issuer));
    }
    return found;
  }
}
