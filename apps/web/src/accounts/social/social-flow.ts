import type { SocialProviderName, SocialProvidersResponse } from '@czeus/contract';

/**
 * The social logins' browser side (docs/api.md "Social logins"), without any
 * provider's script: the game's tab sends the player to the provider in a new tab by redirect,
 * the provider redirects that tab back to the game's home page with its answer, and the new tab
 * hands the answer to the game's tab and closes. Pure functions here; the tabs' plumbing is in
 * social-login.ts.
 */

/** The providers' own names (trademarks: the same in every language). */
export const SOCIAL_NAMES: Record<SocialProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** What the game's tab keeps while the new tab signs in: the state it sent, and Google's nonce. */
export interface PendingSignIn {
  provider: SocialProviderName;
  state: string;
  nonce?: string;
  /** Where the player was (a hash overlay to reopen if Facebook's login is cancelled). */
  from: string;
}

/** What a provider sent back to the home page: a credential for our API, or a refusal. */
export type SignInAnswer =
  { state: string; credential: Record<string, string> } | { state: string; refused: string };

export { ANSWER_CHANNEL, ANSWER_KEY, PENDING_KEY } from './social-keys';

/** OpenID scopes for Google and LinkedIn (docs/api.md); Facebook's permissions. */
const OPENID_SCOPES = 'openid email profile';
const FACEBOOK_SCOPES = 'email,public_profile';

/** The provider's page that signs the player in and redirects back to `redirectUri` (home). */
export function authorizeUrl(
  pending: PendingSignIn,
  providers: SocialProvidersResponse,
  redirectUri: string,
): string | null {
  const params = (base: string, query: Record<string, string>) => {
    const url = new URL(base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.href;
  };
  const { provider, state, nonce } = pending;
  const common = { redirect_uri: redirectUri, state };
  if (provider === 'google' && providers.google)
    return params(providers.google.authorizationEndpoint, {
      ...common,
      client_id: providers.google.clientId,
      response_type: 'id_token',
      scope: OPENID_SCOPES,
      nonce: nonce ?? '',
    });
  if (provider === 'linkedin' && providers.linkedin)
    return params(providers.linkedin.authorizationEndpoint, {
      ...common,
      client_id: providers.linkedin.clientId,
      response_type: 'code',
      scope: OPENID_SCOPES,
    });
  if (provider === 'facebook' && providers.facebook)
    return params(providers.facebook.dialogUrl, {
      ...common,
      client_id: providers.facebook.appId,
      response_type: 'token',
      scope: FACEBOOK_SCOPES,
    });
  return null;
}

/**
 * The provider's answer on the home page's address: Google's `#id_token=…` and Facebook's
 * `#access_token=…` in the hash, LinkedIn's `?code=…` in the query, a refusal as `error`; each
 * with the `state` the game sent. Null for an address that is no such answer (a `?code=` without
 * a state is the mailed password-reset code).
 */
export function answerOf(search: string, hash: string): SignInAnswer | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search);
  for (const params of [fromHash, fromQuery]) {
    const state = params.get('state');
    if (!state) continue;
    const error = params.get('error');
    if (error) return { state, refused: error };
    for (const name of ['id_token', 'access_token', 'code']) {
      const value = params.get(name);
      if (value) return { state, credential: { [name]: value } };
    }
  }
  return null;
}

/** The query of our API's call for an answer: Google's token with our client id and the nonce. */
export function apiQueryOf(
  pending: PendingSignIn,
  credential: Record<string, string>,
  providers: SocialProvidersResponse,
): Record<string, string> {
  if (pending.provider === 'google')
    return {
      ...credential,
      ...(providers.google ? { client_id: providers.google.clientId } : {}),
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    };
  return credential;
}

/** A random value for `state` and `nonce`: 128 bits from the browser's CSPRNG. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a sign-in kept in localStorage under `key` (pending, answer), or null. */
export function stored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
