import fc from 'fast-check';
import type { SocialProvidersResponse } from '@czeus/contract';
import { answerOf, apiQueryOf, authorizeUrl, type PendingSignIn, randomToken } from './social-flow';

const PROVIDERS: SocialProvidersResponse = {
  google: { clientId: 'game-google', authorizationEndpoint: 'https://idp.test/auth' },
  facebook: { appId: '123', dialogUrl: 'https://fb.test/dialog/oauth' },
  linkedin: { clientId: 'game-linkedin', authorizationEndpoint: 'https://li.test/oauth/authorize' },
};
const pending = (provider: PendingSignIn['provider']): PendingSignIn => ({
  provider,
  state: 's1',
  nonce: provider === 'google' ? 'n1' : undefined,
  from: 'register-reminder',
});
const query = (url: string | null) => Object.fromEntries(new URL(url as string).searchParams);

describe('social sign-in, the browser side', () => {
  it("sends each provider its own request back to home: Google's id token with a nonce, LinkedIn's code, Facebook's token", () => {
    const home = 'http://game.test/';
    expect(query(authorizeUrl(pending('google'), PROVIDERS, home))).toEqual({
      client_id: 'game-google',
      redirect_uri: home,
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 's1',
      nonce: 'n1',
    });
    expect(query(authorizeUrl(pending('linkedin'), PROVIDERS, home))).toMatchObject({
      client_id: 'game-linkedin',
      response_type: 'code',
      state: 's1',
    });
    expect(query(authorizeUrl(pending('facebook'), PROVIDERS, home))).toMatchObject({
      client_id: '123',
      response_type: 'token',
      scope: 'email,public_profile',
    });
    expect(authorizeUrl(pending('google'), { ...PROVIDERS, google: null }, home)).toBeNull();
  });

  it('reads an answer from the hash or the query, a refusal as such, and no answer without a state', () => {
    expect(answerOf('', '#id_token=abc&state=s1')).toEqual({ state: 's1', credential: { id_token: 'abc' } });
    expect(answerOf('', '#access_token=t&expires_in=3600&state=s1')).toEqual({
      state: 's1',
      credential: { access_token: 't' },
    });
    expect(answerOf('?code=c&state=s1', '')).toEqual({ state: 's1', credential: { code: 'c' } });
    expect(answerOf('?error=access_denied&state=s1', '')).toEqual({ state: 's1', refused: 'access_denied' });
    // The mailed password-reset link is ?code= alone: not a sign-in's answer.
    expect(answerOf('?code=reset-code', '')).toBeNull();
    expect(answerOf('', '#options')).toBeNull();
  });

  it('never throws on any address, and answers only with the state it was given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (search, hash) => {
        const answer = answerOf(search, hash);
        if (answer) expect(`${search}${hash}`).toContain('state=');
      }),
    );
  });

  it("asks our API with Google's client id and the nonce, the others' credential as it came", () => {
    expect(apiQueryOf(pending('google'), { id_token: 'abc' }, PROVIDERS)).toEqual({
      id_token: 'abc',
      client_id: 'game-google',
      nonce: 'n1',
    });
    expect(apiQueryOf(pending('linkedin'), { code: 'c' }, PROVIDERS)).toEqual({ code: 'c' });
  });

  it('draws a fresh 128-bit state each time', () => {
    const drawn = new Set(Array.from({ length: 50 }, randomToken));
    expect(drawn.size).toBe(50);
    for (const token of drawn) expect(token).toMatch(/^[0-9a-f]{32}$/);
  });
});
