// A real OpenID provider on loopback for the social-login tests: the certified oidc-provider
// package, its development sign-in pages standing in for Google's and LinkedIn's. Started as
// a child process because oidc-provider is ESM only and Jest loads CommonJS.
//
//   node openid-provider.mjs '<json: { redirectUri, port? }>'   (port 0, the default: any free one)
// prints one JSON line { issuer, signingKey } (the private key, so a test can sign a token
// with the real key but wrong claims) and serves until killed.
//
// Clients: game-google (implicit id_token, as Google's sign-in redirect), game-linkedin (code
// flow with client_secret_post, as LinkedIn's), and other-app / other-app-code, for tokens and
// codes meant for someone else.
// A sign-in's login is either a plain name ("ada": verified ada@example.test) or base64url JSON
// of the claims: { sub, name, email, email_verified }.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';

const GAME_LINKEDIN_SECRET = 'linkedin-test-secret-which-is-long-enough';

const { redirectUri, port = 0 } = JSON.parse(process.argv[2] ?? '{}');
// The issuer names the port, so the server listens before the provider exists; a request that
// comes in between (Playwright polls the moment the port opens) waits for the provider rather
// than finding no handler and hanging unanswered, which held the e2e run's start for its three
// minutes once.
let handle;
const handler = new Promise((resolve) => (handle = resolve));
const server = createServer((req, res) => handler.then((callback) => callback(req, res)));
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), kid: 'idp-key-1', alg: 'RS256', use: 'sig' };

const implicit = (client_id) => ({
  client_id,
  application_type: 'native',
  token_endpoint_auth_method: 'none',
  response_types: ['id_token'],
  grant_types: ['implicit'],
  redirect_uris: [redirectUri],
});
const code = (client_id, client_secret) => ({
  client_id,
  client_secret,
  token_endpoint_auth_method: 'client_secret_post',
  response_types: ['code'],
  grant_types: ['authorization_code'],
  redirect_uris: [redirectUri],
});

function claimsOf(login) {
  try {
    const given = JSON.parse(Buffer.from(login, 'base64url').toString('utf8'));
    if (given && typeof given === 'object' && typeof given.sub === 'string') return given;
  } catch {
    // a plain name
  }
  return { sub: login, name: login, email: `${login}@example.test`, email_verified: true };
}

const provider = new Provider(issuer, {
  clients: [
    implicit('game-google'),
    implicit('other-app'),
    code('game-linkedin', GAME_LINKEDIN_SECRET),
    code('other-app-code', 'other-app-secret-which-is-long-enough'),
  ],
  jwks: { keys: [signingKey] },
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  // LinkedIn's and Google's id tokens carry the scopes' claims (name, email) themselves.
  conformIdTokenClaims: false,
  responseTypes: ['code', 'id_token'],
  pkce: { required: () => false },
  cookies: { keys: ['a-cookie-key-for-the-loopback-provider-only'] },
});
// Quiet: refused codes and tokens are what the tests send on purpose.
provider.on('server_error', (_ctx, error) => console.error(error));
handle(provider.callback());
console.log(JSON.stringify({ issuer, signingKey }));
