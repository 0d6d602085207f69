import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { callProvider } from './provider-call.js';
import { SOCIAL_SETTINGS, type FacebookSettings, type SocialSettings } from './social-config.js';
import { notConfigured, notVerified, queryText } from './social-refusals.js';
import { MAX_SUBJECT_LENGTH, textClaim, type VerifiedIdentity } from './verified-identity.js';

/**
 * `GET /auth/facebook?access_token=…`: a Facebook user access token is opaque, so the Graph
 * API is asked about it with our app token (`APP_ID|APP_SECRET`): `debug_token` must say it
 * is valid and was issued to our app (a token another app obtained must not log in here);
 * then `/me` names the person, with `appsecret_proof` so a stolen token alone cannot call it.
 * Facebook's email is never trusted to find an account (VerifiedIdentity.emailVerified).
 */
@Injectable()
export class FacebookStrategy extends PassportStrategy(Strategy, 'facebook') {
  private readonly facebook?: FacebookSettings;

  constructor(@Inject(SOCIAL_SETTINGS) settings: SocialSettings) {
    super();
    this.facebook = settings.facebook;
  }

  async validate(request: { query?: unknown }): Promise<VerifiedIdentity> {
    const facebook = this.facebook;
    if (!facebook) throw notConfigured('facebook');
    const accessToken = queryText(request, 'access_token', true);

    const debug = new URL(`${facebook.graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
    const { data } = await callProvider(debug.href);
    const token = (data ?? {}) as Record<string, unknown>;
    const userId = textClaim(
      token.user_id === undefined ? undefined : String(token.user_id),
      MAX_SUBJECT_LENGTH,
    );
    if (token.is_valid !== true || String(token.app_id) !== facebook.appId || !userId) throw notVerified();

    const me = new URL(`${facebook.graphUrl}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex'),
    );
    const person = await callProvider(me.href);
    // The token and the person it names must be the one debug_token vouched for.
    if (String(person.id) !== userId) throw notVerified();
    return {
      provider: 'facebook',
      subject: userId,
      name: textClaim(person.name, 200),
      email: textClaim(person.email, 254),
      emailVerified: false,
    };
  }
}
