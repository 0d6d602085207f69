import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import {
  SOCIAL_AUTH_PATHS,
  type SignInNonceResponse,
  type SocialProvidersResponse,
  type TokenResponse,
} from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { Client, type ClientContext } from '../../http/client.decorator.js';
import { AUTH_THROTTLER, OneBudgetPerAddress } from '../../http/rate-limits.js';
import { PlayersService } from '../../players/players.service.js';
import { Public } from '../caller.js';
import { SignInNonces } from '../proofs/sign-in-nonces.js';
import { TokenService } from '../token.service.js';
import { IssuerDiscovery } from './issuer-discovery.js';
import { SocialAccounts } from './social-accounts.service.js';
import { SOCIAL_SETTINGS, type SocialSettings } from './social-config.js';
import { FacebookLoginGuard, GoogleLoginGuard, LinkedInLoginGuard } from './social-login.guard.js';
import { notVerified } from './social-refusals.js';
import type { VerifiedIdentity } from './verified-identity.js';

type VerifiedRequest = FastifyRequest & { user: VerifiedIdentity };

/**
 * The spec's social logins. Each provider's passport strategy verifies the credential (guards
 * run in order: the address's budget first, so a forger pays for every try); the handler then
 * finds or makes the player and answers like `POST /auth/login`. With a bearer token the call
 * links the identity to that account instead (how an email account adds a Facebook login).
 * They draw from the same per-address budget as login and register.
 */
@Controller()
@UseGuards(ThrottlerGuard)
@OneBudgetPerAddress('account-doors')
export class SocialAuthController {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly tokens: TokenService,
    private readonly players: PlayersService,
    private readonly discovery: IssuerDiscovery,
    private readonly nonces: SignInNonces,
    @Inject(SOCIAL_SETTINGS) private readonly settings: SocialSettings,
  ) {}

  @Get(SOCIAL_AUTH_PATHS.google)
  @Public()
  @UseGuards(GoogleLoginGuard)
  @ApiQuery({ name: 'id_token', required: true, description: "Google's id token (RS256 JWT)" })
  @ApiQuery({ name: 'client_id', required: false, description: 'The client id it was issued to: ours' })
  @ApiQuery({
    name: 'nonce',
    required: true,
    description:
      'The nonce GET /auth/google/nonce made for this session; the token must carry it (spent once)',
  })
  google(@Client() client: ClientContext, @Req() request: VerifiedRequest): Promise<TokenResponse> {
    return this.logIn(client, request);
  }

  @Get(SOCIAL_AUTH_PATHS.facebook)
  @Public()
  @UseGuards(FacebookLoginGuard)
  @ApiQuery({ name: 'access_token', required: true, description: 'A Facebook user access token for our app' })
  facebook(@Client() client: ClientContext, @Req() request: VerifiedRequest): Promise<TokenResponse> {
    return this.logIn(client, request);
  }

  @Get(SOCIAL_AUTH_PATHS.linkedin)
  @Public()
  @UseGuards(LinkedInLoginGuard)
  @ApiQuery({
    name: 'code',
    required: true,
    description: 'The authorisation code of the redirect to the home page',
  })
  linkedin(@Client() client: ClientContext, @Req() request: VerifiedRequest): Promise<TokenResponse> {
    return this.logIn(client, request);
  }

  /**
   * The nonce of one Google sign-in of this browser's session. Outside the doors' budget, like
   * the providers: it verifies nothing and costs an HMAC; the login that spends it pays.
   */
  @Get(SOCIAL_AUTH_PATHS.googleNonce)
  @Public()
  @SkipThrottle({ [AUTH_THROTTLER]: true })
  googleNonce(@Client() client: ClientContext): SignInNonceResponse {
    return { nonce: this.nonces.issue(client) };
  }

  /**
   * Which providers are set up, with what the web needs to send a player there; null hides a button.
   * Outside the doors' budget: the login screen asks it on every visit, and a chooser that spent
   * a try would leave a player one login fewer. It verifies nothing and reads cached discovery.
   */
  @Get(SOCIAL_AUTH_PATHS.providers)
  @Public()
  @SkipThrottle({ [AUTH_THROTTLER]: true })
  async providers(): Promise<SocialProvidersResponse> {
    const { google, facebook, linkedin } = this.settings;
    const endpoint = (issuer: string) =>
      this.discovery.of(issuer).then(
        (found) => found.authorizationEndpoint,
        () => undefined,
      );
    const [googleEndpoint, linkedinEndpoint] = await Promise.all([
      google ? endpoint(google.issuers[0]) : undefined,
      linkedin ? endpoint(linkedin.issuer) : undefined,
    ]);
    return {
      google:
        google && googleEndpoint
          ? { clientId: google.clientId, authorizationEndpoint: googleEndpoint }
          : null,
      facebook: facebook ? { appId: facebook.appId, dialogUrl: facebook.dialogUrl } : null,
      linkedin:
        linkedin && linkedinEndpoint
          ? { clientId: linkedin.clientId, authorizationEndpoint: linkedinEndpoint }
          : null,
    };
  }

  private async logIn(client: ClientContext, request: VerifiedRequest): Promise<TokenResponse> {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return this.accounts.login(client, request.user);
    const claims = await this.tokens.verify(bearer);
    if (claims.tenant !== client.tenant || !(await this.players.isActiveAccount(client.tenant, claims))) {
      throw notVerified();
    }
    return this.accounts.link(client.tenant, claims.sub, request.user);
  }
}
