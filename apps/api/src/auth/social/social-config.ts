/**
 * The settings of the social logins, read once at boot. A provider without its
 * client id is off: its call answers 503 and `GET /auth/providers` tells the web to hide it.
 * Issuers, JWKS and Graph URLs default to the providers' public endpoints; tests and outside
 * checks point them at a stand-in on loopback.
 */
export interface GoogleSettings {
  clientId: string;
  /** Accepted `iss` values of an id token. */
  issuers: string[];
  jwksUri: string;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** Graph API root, version included, without a trailing slash. */
  graphUrl: string;
  /** Facebook's login dialog, where the web sends the player (FACEBOOK_DIALOG_URL, for a stand-in). */
  dialogUrl: string;
}

export interface LinkedInSettings {
  clientId: string;
  clientSecret: string;
  /** OpenID issuer; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
}

export interface SocialSettings {
  google?: GoogleSettings;
  facebook?: FacebookSettings;
  linkedin?: LinkedInSettings;
}

export type SocialProvider = keyof SocialSettings;
export const SOCIAL_PROVIDERS: SocialProvider[] = ['google', 'facebook', 'linkedin'];

/** Injection token of the `SocialSettings` read at boot. */
export const SOCIAL_SETTINGS = Symbol('SOCIAL_SETTINGS');

/** Google signs its id tokens with either spelling of its issuer. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';
/** A pinned Graph version: unversioned calls get the oldest one still served, which changes under us. */
const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';
const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v21.0/dialog/oauth';
const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';

export function readSocialSettings(env: NodeJS.ProcessEnv = process.env): SocialSettings {
  const set = (name: string): string | undefined => env[name]?.trim() || undefined;
  const settings: SocialSettings = {};
  const googleClientId = set('GOOGLE_CLIENT_ID');
  if (googleClientId) {
    const issuer = set('GOOGLE_ISSUER');
    settings.google = {
      clientId: googleClientId,
      issuers: issuer ? [url(issuer, 'GOOGLE_ISSUER')] : GOOGLE_ISSUERS,
      jwksUri: url(set('GOOGLE_JWKS_URI') ?? GOOGLE_JWKS_URI, 'GOOGLE_JWKS_URI'),
    };
  }
  const facebookAppId = set('FACEBOOK_APP_ID');
  if (facebookAppId) {
    const appSecret = set('FACEBOOK_APP_SECRET');
    if (!appSecret) throw new Error('FACEBOOK_APP_SECRET must be set with FACEBOOK_APP_ID');
    settings.facebook = {
      appId: facebookAppId,
      appSecret,
      graphUrl: url(set('FACEBOOK_GRAPH_URL') ?? FACEBOOK_GRAPH_URL, 'FACEBOOK_GRAPH_URL').replace(
        /\/+$/,
        '',
      ),
      dialogUrl: url(set('FACEBOOK_DIALOG_URL') ?? FACEBOOK_DIALOG_URL, 'FACEBOOK_DIALOG_URL'),
    };
  }
  const linkedinClientId = set('LINKEDIN_CLIENT_ID');
  if (linkedinClientId) {
    const clientSecret = set('LINKEDIN_CLIENT_SECRET');
    if (!clientSecret) throw new Error('LINKEDIN_CLIENT_SECRET must be set with LINKEDIN_CLIENT_ID');
    settings.linkedin = {
      clientId: linkedinClientId,
      clientSecret,
      issuer: url(set('LINKEDIN_ISSUER') ?? LINKEDIN_ISSUER, 'LINKEDIN_ISSUER'),
    };
  }
  return settings;
}

/** A URL as given (an issuer is compared letter for letter); a typo stops the boot instead of every login. */
function url(value: string, name: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}
