import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ErrorResponse } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { type ClientContext, readClientContext } from '../http/client.decorator.js';
import { clientAddress, RateLimiter, type RateRule } from '../http/rate-limiter.js';
import { PlayersService } from '../players/players.service.js';
import { ACCOUNT_ROUTE, type Caller, PUBLIC_ROUTE } from './caller.js';
import { TokenService } from './token.service.js';

/** The window of GUEST_RATE_LIMIT: an hour, so a script cannot spread its guests over minutes. */
const GUEST_WINDOW_MS = 3_600_000;

const unauthorized = (): UnauthorizedException => {
  const body: ErrorResponse = { statusCode: 401, message: 'error-login-wrongcredentials' };
  return new UnauthorizedException(body);
};

/**
 * Global: every route acts for a player unless marked @Public(). A bearer token names a
 * registered player (and must not be revoked, nor belong to another tenant); without one the
 * request acts for the guest of its session id, made on first use (GUEST_RATE_LIMIT an hour per
 * client address).
 */
@Injectable()
export class CallerGuard implements CanActivate {
  private readonly newGuests: RateRule;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly players: PlayersService,
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.newGuests = { name: 'guest-ip', limit: config.guestRateLimit, windowMs: GUEST_WINDOW_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();
    const client = readClientContext(request);
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

    if (bearer) {
      const claims = await this.tokens.verify(bearer);
      if (claims.tenant !== client.tenant) throw unauthorized();
      if (!(await this.players.isActiveAccount(client.tenant, claims))) throw unauthorized();
      request.caller = {
        ...client,
        playerId: claims.sub,
        registered: true,
        token: { jti: claims.jti, exp: claims.exp },
      };
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(ACCOUNT_ROUTE, targets)) throw unauthorized();
    request.caller = { ...client, playerId: await this.guestOf(client, request), registered: false };
    return true;
  }

  /** Each guest starts with gems and a bank of its own to go through, so only making one is counted. */
  private async guestOf(client: ClientContext, request: FastifyRequest): Promise<string> {
    const known = await this.players.guestOf(client);
    if (known) return known;
    await this.limiter.admit(this.newGuests, clientAddress(request));
    return this.players.guestFor(client);
  }
}
