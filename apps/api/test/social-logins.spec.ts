import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_KEYS,
  type Profile,
  type SignInNonceResponse,
  SOCIAL_AUTH_PATHS,
  type SocialProvidersResponse,
  type TokenResponse,
} from '@czeus/contract';
import { type Answer, accountClient, ApiClient, newSessionId } from './api-client.js';
import { startGraphStandIn, type GraphStandIn } from './identity/graph-stand-in.js';
import {
  answerOf,
  GAME_LINKEDIN_SECRET,
  type LoopbackOpenId,
  loginOf,
  signIn,
  startOpenIdProvider,
} from './identity/loopback-openid.js';
import { signIdToken } from './identity/sign-id-token.js';
import { mailedResetCode } from './outbox.js';
import {
  createTestDatabase,
  DATABASE_KINDS,
  type RunningServer,
  startServer,
  type TestDatabase,
} from './server.js';

/** Where the providers send the player back: the game's home page (PUBLIC_URL). */
const PUBLIC_URL = 'http://127.0.0.1:39999';
const REDIRECT_URI = `${PUBLIC_URL}/`;
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-test-app-secret';
const {
  google: GOOGLE,
  googleNonce: GOOGLE_NONCE,
  facebook: FACEBOOK,
  linkedin: LINKEDIN,
  providers: PROVIDERS,
} = SOCIAL_AUTH_PATHS;

let idp: LoopbackOpenId;
let graph: GraphStandIn;

beforeAll(async () => {
  [idp, graph] = await Promise.all([
    startOpenIdProvider(REDIRECT_URI),
    startGraphStandIn(FACEBOOK_APP_ID, FACEBOOK_APP_SECRET),
  ]);
});
afterAll(async () => {
  await Promise.all([idp?.stop(), graph?.stop()]);
});

/** The social logins' settings, pointed at the loopback provider and the Graph stand-in. */
const socialSettings = (): Record<string, string> => ({
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: 'game-google',
  GOOGLE_ISSUER: idp.issuer,
  GOOGLE_JWKS_URI: `${idp.issuer}/jwks`,
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  FACEBOOK_GRAPH_URL: graph.url,
  LINKEDIN_CLIENT_ID: 'game-linkedin',
  LINKEDIN_CLIENT_SECRET: GAME_LINKEDIN_SECRET,
  LINKEDIN_ISSUER: idp.issuer,
});

const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

const refusedWith = (answer: Answer, status: number) =>
  expect({
    status: answer.status,
    known: ERROR_KEYS.includes((answer.body as { message: never }).message),
  }).toEqual({
    status,
    known: true,
  });

describe.each(DATABASE_KINDS)('social logins on %s', (kind) => {
  let db: TestDatabase;
  let server: RunningServer;
  let outbox: string;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const dataDir = db.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'czeus-social-'));
    outbox = path.join(dataDir, 'outbox');
    server = await startServer({ ...db.env, DATA_DIR: dataDir, ...socialSettings() });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const browser = () => new ApiClient(server.url, newSessionId());
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  /** The nonce the server makes for one Google sign-in of `client`'s session. */
  const nonceFor = async (client: ApiClient) =>
    (await client.get<SignInNonceResponse>(GOOGLE_NONCE)).body.nonce;
  const googleToken = async (login: string, nonce: string, clientId = 'game-google') =>
    answerOf(
      await signIn(idp.issuer, {
        clientId,
        responseType: 'id_token',
        redirectUri: REDIRECT_URI,
        login,
        nonce,
      }),
    ).get('id_token') as string;
  /** A whole Google sign-in of `client`, as the web makes it: the server's nonce, the provider, our API. */
  const googleLogin = async (client: ApiClient, login: string) => {
    const nonce = await nonceFor(client);
    return client.get<TokenResponse>(
      `${GOOGLE}${query({ id_token: await googleToken(login, nonce), nonce })}`,
    );
  };
  const linkedinCode = async (login: string, clientId = 'game-linkedin') =>
    answerOf(
      await signIn(idp.issuer, { clientId, responseType: 'code', redirectUri: REDIRECT_URI, login }),
    ).get('code') as string;
  /** A token with the provider's real key (or `key`) over well-formed Google claims and `claims`. */
  const craftedToken = (
    claims: Record<string, unknown>,
    key = createPrivateKey({ key: idp.signingKey, format: 'jwk' }),
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return signIdToken(
      {
        iss: idp.issuer,
        aud: 'game-google',
        sub: 'crafted',
        email: 'crafted@example.test',
        email_verified: true,
        iat: now,
        exp: now + 600,
        ...claims,
      },
      key,
      idp.signingKey.kid,
    );
  };

  it('tells the web which providers are set up and where to send the player', async () => {
    const { status, body } = await browser().get<SocialProvidersResponse>(PROVIDERS);
    expect(status).toBe(200);
    expect(body).toEqual({
      google: { clientId: 'game-google', authorizationEndpoint: `${idp.issuer}/auth` },
      facebook: { appId: FACEBOOK_APP_ID, dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth' },
      linkedin: { clientId: 'game-linkedin', authorizationEndpoint: `${idp.issuer}/auth` },
    });
  });

  it("Google: an id token from the provider logs in like POST /auth/login, keeping the guest's gems; the same identity finds the same player", async () => {
    const guest = browser();
    expect(
      (await guest.post('/user/gems', { gems: 300, reason: 'reveal', idempotencyKey: 'social-g:reveal:1' }))
        .status,
    ).toBe(200);
    const login = loginOf({
      sub: 'g-ada',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      email_verified: true,
    });
    const nonce = await nonceFor(guest);
    const first = await guest.get<{ token: string; expiresAt: string }>(
      `${GOOGLE}${query({ id_token: await googleToken(login, nonce), client_id: 'game-google', nonce })}`,
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['expiresAt', 'token']);
    guest.token = first.body.token;
    expect((await guest.get<Profile>('/user/profile')).body).toMatchObject({
      registered: true,
      username: 'Ada Lovelace',
      gems: 300,
    });

    const again = await googleLogin(browser(), login);
    expect(again.status).toBe(200);
    expect(subjectOf(again.body.token)).toBe(subjectOf(first.body.token));

    // Logout revokes a social login's token as it does an email login's.
    expect((await guest.get('/auth/logout')).status).toBe(200);
    refusedWith(await guest.get('/user/profile'), 401);
  });

  it('Google: refuses a token signed by another key, for another audience, expired, from another issuer, with an unverified email', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const unverified = loginOf({
      sub: 'g-unverified',
      name: 'Mallory',
      email: 'ada@example.test',
      email_verified: false,
    });
    const forged: [string, (nonce: string) => Promise<string> | string][] = [
      ['another key under the real kid', (nonce) => craftedToken({ nonce }, otherKey)],
      ['another audience (a real token)', (nonce) => googleToken('bob', nonce, 'other-app')],
      ['expired', (nonce) => craftedToken({ nonce, iat: now - 7200, exp: now - 3600 })],
      ['another issuer', (nonce) => craftedToken({ nonce, iss: 'https://accounts.example.net' })],
      ['an unverified email (a real token)', (nonce) => googleToken(unverified, nonce)],
      ['no signature', (nonce) => craftedToken({ nonce }).replace(/\.[^.]+$/, '.')],
      ['not a token', () => 'abc.def.ghi'],
    ];
    for (const [what, tokenFor] of forged) {
      const client = browser();
      const nonce = await nonceFor(client);
      const answer = await client.get(`${GOOGLE}${query({ id_token: await tokenFor(nonce), nonce })}`);
      expect({ what, status: answer.status, body: answer.body }).toEqual({
        what,
        status: 401,
        body: { statusCode: 401, message: 'error-login-wrongcredentials' },
      });
    }
    // A good token named for another client id is refused too; and a call without a token is malformed.
    const client = browser();
    const nonce = await nonceFor(client);
    refusedWith(
      await client.get(
        `${GOOGLE}${query({ id_token: craftedToken({ nonce }), client_id: 'other-app', nonce })}`,
      ),
      401,
    );
    refusedWith(await browser().get(GOOGLE), 400);
    // The real key over good claims passes: the refusals above were for what they changed.
    expect((await client.get(`${GOOGLE}${query({ id_token: craftedToken({ nonce }), nonce })}`)).status).toBe(
      200,
    );
  });

  it("Google: a token is good once, with the nonce this server made for this browser's sign-in", async () => {
    const player = browser();
    const nonce = await nonceFor(player);
    const token = craftedToken({ sub: 'g-once', nonce });
    const login = (client: ApiClient, params: Record<string, string>) =>
      client.get(`${GOOGLE}${query(params)}`);
    // No nonce at all (a token from any sign-in, ours or another app's) is malformed.
    refusedWith(await login(player, { id_token: craftedToken({ sub: 'g-once' }) }), 400);
    // A nonce we never made, even one the token carries.
    const madeUp = craftedToken({ sub: 'g-once', nonce: 'made-up' });
    refusedWith(await login(player, { id_token: madeUp, nonce: 'made-up' }), 401);
    // Our nonce, but the token carries another one (a token from another sign-in).
    refusedWith(await login(player, { id_token: craftedToken({ sub: 'g-once' }), nonce }), 401);
    // Our nonce and its token, from another browser (the nonce is this session's).
    refusedWith(await login(browser(), { id_token: token, nonce }), 401);
    // A nonce with its signature or expiry changed.
    const [random, expires, mac] = nonce.split('.');
    const later = `${random}.${Number(expires) + 3600}.${mac}`;
    refusedWith(await login(player, { id_token: craftedToken({ nonce: later }), nonce: later }), 401);
    // The browser that started the sign-in logs in once; the same token and nonce again are refused.
    expect((await login(player, { id_token: token, nonce })).status).toBe(200);
    refusedWith(await login(player, { id_token: token, nonce }), 401);
    refusedWith(await login(browser(), { id_token: token, nonce }), 401);
  });

  it('refuses a provider claim PostgreSQL could not store (a NUL) with a 400, never a 5xx', async () => {
    for (const claims of [{ sub: 'g\0nul' }, { name: 'Ada\0' }, { email: 'ada\0@example.test' }]) {
      const client = browser();
      const nonce = await nonceFor(client);
      const answer = await client.get(
        `${GOOGLE}${query({ id_token: craftedToken({ ...claims, nonce }), nonce })}`,
      );
      expect({ claims, answer }).toEqual({
        claims,
        answer: { status: 400, body: { statusCode: 400, message: 'error', details: ['claims'] } },
      });
    }
  });

  it('LinkedIn: a code from the redirect logs in once; a replayed code, a code for another app or a made-up one are refused', async () => {
    const login = loginOf({
      sub: 'li-grace',
      name: 'Grace Hopper',
      email: 'grace@example.test',
      email_verified: true,
    });
    const code = await linkedinCode(login);
    const player = browser();
    const first = await player.get<{ token: string }>(`${LINKEDIN}${query({ code })}`);
    expect(first.status).toBe(200);
    player.token = first.body.token;
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({
      registered: true,
      username: 'Grace Hopper',
    });

    refusedWith(await browser().get(`${LINKEDIN}${query({ code })}`), 401);
    refusedWith(
      await browser().get(`${LINKEDIN}${query({ code: await linkedinCode(login, 'other-app-code') })}`),
      401,
    );
    refusedWith(await browser().get(`${LINKEDIN}${query({ code: 'made-up-code' })}`), 401);
    const unverified = loginOf({ sub: 'li-x', name: 'X', email: 'x@example.test', email_verified: false });
    refusedWith(await browser().get(`${LINKEDIN}${query({ code: await linkedinCode(unverified) })}`), 401);
    refusedWith(await browser().get(LINKEDIN), 400);
    // No bare access token: userinfo would answer for a token any other LinkedIn app obtained.
    refusedWith(await browser().get(`${LINKEDIN}${query({ access_token: 'from-another-app' })}`), 400);

    // A second code for the same person finds the same player.
    const again = await browser().get<{ token: string }>(
      `${LINKEDIN}${query({ code: await linkedinCode(login) })}`,
    );
    expect(subjectOf(again.body.token)).toBe(subjectOf(first.body.token));
  });

  it('Facebook: a token for our app logs in; another app’s, an invalid or an unknown token is refused', async () => {
    graph.issue('fb-good', {
      appId: FACEBOOK_APP_ID,
      userId: '1001',
      name: 'Hedy Lamarr',
      email: 'hedy@example.test',
    });
    graph.issue('fb-other-app', { appId: '999', userId: '1001', name: 'Hedy Lamarr' });
    graph.issue('fb-expired', {
      appId: FACEBOOK_APP_ID,
      userId: '1001',
      name: 'Hedy Lamarr',
      isValid: false,
    });
    const player = browser();
    const first = await player.get<{ token: string }>(`${FACEBOOK}${query({ access_token: 'fb-good' })}`);
    expect(first.status).toBe(200);
    player.token = first.body.token;
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({
      registered: true,
      username: 'Hedy Lamarr',
    });
    const again = await browser().get<{ token: string }>(`${FACEBOOK}${query({ access_token: 'fb-good' })}`);
    expect(subjectOf(again.body.token)).toBe(subjectOf(first.body.token));

    for (const token of ['fb-other-app', 'fb-expired', 'fb-unknown']) {
      refusedWith(await browser().get(`${FACEBOOK}${query({ access_token: token })}`), 401);
    }
    refusedWith(await browser().get(FACEBOOK), 400);
  });

  it('no takeover by email: a verified Google email finds only an account that proved it, a Facebook email never does; a logged-in player links Facebook', async () => {
    const owner = await accountClient(server.url, 'katherine');
    const ownerId = subjectOf(owner.token as string);

    graph.issue('fb-impostor', {
      appId: FACEBOOK_APP_ID,
      userId: '2002',
      name: 'katherine',
      email: 'katherine@example.org',
    });
    const impostor = await browser().get<{ token: string }>(
      `${FACEBOOK}${query({ access_token: 'fb-impostor' })}`,
    );
    expect(impostor.status).toBe(200);
    expect(subjectOf(impostor.body.token)).not.toBe(ownerId);
    // The new account took neither the email nor the name: the name was made unique.
    const impostorClient = browser();
    impostorClient.token = impostor.body.token;
    expect((await impostorClient.get<Profile>('/user/profile')).body.username).toBe('katherine 2');

    // Registering proved nothing: anyone may type anyone's address. So the person Google vouches
    // for gets an account of their own, told that an email account holds the address…
    const person = { name: 'Katherine J', email: 'Katherine@example.org', email_verified: true };
    const google = loginOf({ ...person, sub: 'g-kj' });
    const unproved = await googleLogin(browser(), google);
    expect(unproved.status).toBe(200);
    expect(unproved.body.emailAccountExists).toBe(true);
    expect(subjectOf(unproved.body.token)).not.toBe(ownerId);
    // …and the registrant's password does not open the Google player's account.
    const ownerView = (await owner.get<Profile>('/user/profile')).body;
    expect(ownerView.username).toBe('katherine');

    // A mailed reset link used proves the address: from then on Google's identity joins it.
    await browser().post('/auth/requestResetPassword', { email: 'katherine@example.org' });
    const code = await mailedResetCode(outbox, 'katherine@example.org');
    expect(
      (await browser().post('/auth/resetPassword', { resetPasswordCode: code, password: 'new-secret' }))
        .status,
    ).toBe(200);
    const proved = await googleLogin(browser(), loginOf({ ...person, sub: 'g-kj-2' }));
    expect(subjectOf(proved.body.token)).toBe(ownerId);
    expect(proved.body.emailAccountExists).toBeUndefined();
    owner.token = proved.body.token;

    // Logged in with email, the player adds their Facebook login; from then on it finds the account.
    graph.issue('fb-katherine', {
      appId: FACEBOOK_APP_ID,
      userId: '3003',
      name: 'K',
      email: 'katherine@example.org',
    });
    const linked = await owner.get<{ token: string }>(
      `${FACEBOOK}${query({ access_token: 'fb-katherine' })}`,
    );
    expect(subjectOf(linked.body.token)).toBe(ownerId);
    const later = await browser().get<{ token: string }>(
      `${FACEBOOK}${query({ access_token: 'fb-katherine' })}`,
    );
    expect(subjectOf(later.body.token)).toBe(ownerId);
    // An identity on another account stays there.
    refusedWith(await owner.get(`${FACEBOOK}${query({ access_token: 'fb-impostor' })}`), 409);
  });

  it('fourteen first logins with one name at once each get an account, none a 5xx', async () => {
    const logins = Array.from({ length: 14 }, (_, i) => {
      graph.issue(`fb-crowd-${i}`, { appId: FACEBOOK_APP_ID, userId: `crowd-${i}`, name: 'Crowd' });
      return browser().get<TokenResponse>(`${FACEBOOK}${query({ access_token: `fb-crowd-${i}` })}`);
    });
    const answers = await Promise.all(logins);
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200));
    const names = await Promise.all(
      answers.map(async (answer) => {
        const client = browser();
        client.token = answer.body.token;
        return (await client.get<Profile>('/user/profile')).body.username;
      }),
    );
    expect(new Set(names).size).toBe(14);
    expect(names).toContain('Crowd');
  });
});
