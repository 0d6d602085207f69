import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { JsonWebKey } from 'node:crypto';

/** The LinkedIn-style client's secret at the loopback provider (openid-provider.mjs). */
export const GAME_LINKEDIN_SECRET = 'linkedin-test-secret-which-is-long-enough';

/** The scopes the game asks every OpenID provider for (docs/api.md). */
export const SCOPES = 'openid email profile';

export interface LoopbackOpenId {
  issuer: string;
  /** The provider's private signing key, for tokens with the real key and wrong claims. */
  signingKey: JsonWebKey & { kid: string };
  stop(): Promise<void>;
}

/** Starts openid-provider.mjs (a real oidc-provider) with clients that come back to `redirectUri`. */
export function startOpenIdProvider(redirectUri: string): Promise<LoopbackOpenId> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'openid-provider.mjs'), JSON.stringify({ redirectUri })],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"issuer"'));
      if (!line) return;
      const { issuer, signingKey } = JSON.parse(line) as {
        issuer: string;
        signingKey: JsonWebKey & { kid: string };
      };
      resolve({
        issuer,
        signingKey,
        stop: () => {
          child.kill();
          return exited;
        },
      });
    });
    void exited.then(() => reject(new Error(`the loopback OpenID provider exited:\n${output}`)));
  });
}

/** A login at the loopback provider: a plain name ("ada", verified ada@example.test) or these claims. */
export const loginOf = (claims: { sub: string; name?: string; email?: string; email_verified?: boolean }) =>
  Buffer.from(JSON.stringify(claims)).toString('base64url');

/**
 * A person signing in at the provider as a browser would: the authorisation request, the
 * provider's sign-in and consent pages (its development pages, filled in), its redirects with
 * their cookies, up to the redirect back to the game. Answers that last URL: `#id_token=…`
 * for Google's implicit flow, `?code=…` for LinkedIn's.
 */
export async function signIn(
  issuer: string,
  request: {
    clientId: string;
    responseType: 'id_token' | 'code';
    redirectUri: string;
    login: string;
    /** The game's nonce for this sign-in (Google's); a random one otherwise. */
    nonce?: string;
  },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    response_type: request.responseType,
    scope: SCOPES,
    redirect_uri: request.redirectUri,
    nonce: request.nonce ?? randomBytes(8).toString('hex'),
    state: randomBytes(8).toString('hex'),
  }).toString();
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(request.redirectUri)) return next;
      url = next;
      form = undefined;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action)
      throw new Error(`sign-in stopped at ${url.href}: ${response.status} ${page.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: request.login, password: 'any' } : { prompt },
    );
  }
  throw new Error('sign-in did not come back to the game');
}

/** The parameters the provider sent back, from the hash (implicit) or the query (code). */
export function answerOf(back: URL): URLSearchParams {
  return back.hash ? new URLSearchParams(back.hash.slice(1)) : back.searchParams;
}
