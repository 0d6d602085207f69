import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { TokenResponse } from '@czeus/contract';
import { Client, type ClientContext } from '../http/client.decorator.js';
import { AuthService } from './auth.service.js';
import { AccountOnly, type Caller, CurrentCaller, Public } from './caller.js';
import { LoginDto, RegisterDto } from './dto/register.dto.js';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @Public()
  register(@Client() client: ClientContext, @Body() form: RegisterDto): Promise<TokenResponse> {
    return this.auth.register(client, form);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  login(@Client() client: ClientContext, @Body() form: LoginDto): Promise<TokenResponse> {
    return this.auth.login(client, form);
  }

  @Get('logout')
  @AccountOnly()
  async logout(@CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    await this.auth.logout(caller);
    return { ok: true };
  }
}
