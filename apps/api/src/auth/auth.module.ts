import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimiter } from '../http/rate-limiter.js';
import { PlayersService } from '../players/players.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CallerGuard } from './caller.guard.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { TokenService } from './token.service.js';

/** Email and password accounts; social logins (Google, Facebook, LinkedIn) plug in beside them as verifiers. */
@Global()
@Module({
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginThrottle,
    PasswordHasher,
    PasswordResetService,
    TokenService,
    PlayersService,
    RateLimiter,
    { provide: APP_GUARD, useClass: CallerGuard },
  ],
  exports: [PlayersService, RateLimiter],
})
export class AuthModule {}
