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
import { readClientContext } from '../http/client.decorator.js';
import { RateLimiter, type RateRule } from '../http/rate-limiter.js';
import { PlayersService } from '../players/players.service.js';
import { ACCOUNT_ROUTE, type Caller, PUBLIC_ROUTE } from './caller.js';
import { TokenService } from './token.service.js';

const MINUTE_MS = 60_000;

const unauthorized = (): UnauthorizedException => {
  const body: ErrorResponse = { statusCode: 401, message: 'error-login-wrongcredentials' };
  return new UnauthorizedException(body);
};

/**
 * Global: every route acts for a player unless marked @Public(). A bearer token names a
 * registered player (and must not be revoked, nor belong to another tenant); without one the
 * request acts for the guest of its session id, made on first use (NewPlayers counts it).
 */
@Injectable()
export class CallerGuard implements CanActivate {
  private readonly perPlayer: RateRule;
  private readonly perAddress: RateRule;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly players: PlayersService,
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.perPlayer = { name: 'player-calls', limit: config.playerRateLimit, windowMs: MINUTE_MS };
    this.perAddress = { name: 'address-calls', limit: config.addressRateLimit, windowMs: MINUTE_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();
    const client = readClientContext(request);
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    // Counted before the database is asked anything: the address's count first, so a flood of
    // one player's calls also spends its address's, then the player's (a guest is its session).
    await this.limiter.admit(this.perAddress, client.address);

    if (bearer) {
      const claims = await this.tokens.verify(bearer);
      if (claims.tenant !== client.tenant) throw unauthorized();
      await this.limiter.admit(this.perPlayer, claims.sub);
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
    await this.limiter.admit(this.perPlayer, `${client.tenant}:${client.sessionId}`);
    const playerId = (await this.players.guestOf(client)) ?? (await this.players.guestFor(client));
    request.caller = { ...client, playerId, registered: false };
    return true;
  }
}
