import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { CaptchaService } from '../contact/captcha.service.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { NewPlayers } from '../players/new-players.js';
import { PlayersService } from '../players/players.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CallerGuard } from './caller.guard.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { SignInNonces } from './proofs/sign-in-nonces.js';
import { SpentProofs } from './proofs/spent-proofs.js';
import { FacebookStrategy } from './social/facebook.strategy.js';
import { GoogleStrategy } from './social/google.strategy.js';
import { IssuerDiscovery } from './social/issuer-discovery.js';
import { LinkedInStrategy } from './social/linkedin.strategy.js';
import { SocialAccounts } from './social/social-accounts.service.js';
import { SocialAuthController } from './social/social-auth.controller.js';
import { readSocialSettings, SOCIAL_SETTINGS } from './social/social-config.js';
import { TokenService } from './token.service.js';

/**
 * Email and password accounts, and beside them the social logins (Google, Facebook, LinkedIn):
 * a passport strategy per provider verifies its credential (@nestjs/passport around jose and
 * the providers' own endpoints), then SocialAccounts maps the identity to a player.
 */
@Global()
@Module({
  imports: [PassportModule],
  controllers: [AuthController, SocialAuthController],
  providers: [
    AuthService,
    CaptchaService,
    LoginThrottle,
    PasswordHasher,
    PasswordResetService,
    TokenService,
    PlayersService,
    NewPlayers,
    RateLimiter,
    { provide: APP_GUARD, useClass: CallerGuard },
    { provide: SOCIAL_SETTINGS, useFactory: () => readSocialSettings() },
    IssuerDiscovery,
    SocialAccounts,
    SpentProofs,
    SignInNonces,
    GoogleStrategy,
    FacebookStrategy,
    LinkedInStrategy,
  ],
  exports: [PlayersService, NewPlayers, RateLimiter, CaptchaService],
})
export class AuthModule {}
