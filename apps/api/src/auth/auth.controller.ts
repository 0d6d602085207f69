import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  AUTH_PATHS,
  PASSWORD_RESET_PATHS,
  type ResetPasswordResponse,
  type TokenResponse,
} from '@czeus/contract';
import type { Challenge } from 'altcha-lib';
import { CaptchaService } from '../contact/captcha.service.js';
import { Client, type ClientContext } from '../http/client.decorator.js';
import { OneBudgetPerAddress } from '../http/rate-limits.js';
import { AuthService } from './auth.service.js';
import { AccountOnly, type Caller, CurrentCaller, Public } from './caller.js';
import { RequestResetDto, ResetPasswordDto } from './dto/password-reset.dto.js';
import { LoginDto, RegisterDto } from './dto/register.dto.js';
import { PasswordResetService } from './password-reset.service.js';

/**
 * Every call here is rate limited per client IP, all from one budget: they are what a password
 * guesser would use, and moving between them must not buy more tries. Logins are also slowed
 * per account (LoginThrottle), whichever addresses they come from.
 */
@Controller()
@UseGuards(ThrottlerGuard)
@OneBudgetPerAddress('account-doors')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly captcha: CaptchaService,
  ) {}

  @Post(AUTH_PATHS.register)
  @Public()
  register(@Client() client: ClientContext, @Body() form: RegisterDto): Promise<TokenResponse> {
    return this.auth.register(client, form);
  }

  @Post(AUTH_PATHS.login)
  @Public()
  @HttpCode(200)
  login(@Client() client: ClientContext, @Body() form: LoginDto): Promise<TokenResponse> {
    return this.auth.login(client, form);
  }

  /** In the doors' budget: a challenge is asked for only by a login that is told to bring one. */
  @Get(AUTH_PATHS.challenge)
  @Public()
  challenge(): Promise<Challenge> {
    return this.captcha.challenge();
  }

  @Get(AUTH_PATHS.logout)
  @AccountOnly()
  async logout(@CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    await this.auth.logout(caller);
    return { ok: true };
  }

  @Post(PASSWORD_RESET_PATHS.request)
  @Public()
  @HttpCode(200)
  async requestReset(@Client() client: ClientContext, @Body() body: RequestResetDto): Promise<{ ok: true }> {
    await this.resets.request(client, body.email);
    return { ok: true };
  }

  @Post(PASSWORD_RESET_PATHS.reset)
  @Public()
  @HttpCode(200)
  async resetPassword(
    @Client() client: ClientContext,
    @Body() body: ResetPasswordDto,
  ): Promise<ResetPasswordResponse> {
    await this.resets.reset(client, body.resetPasswordCode, body.password, body.password2);
    return { success: true, message: 'reset-password-success' };
  }
}
