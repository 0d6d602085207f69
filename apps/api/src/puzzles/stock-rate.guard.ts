import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { clientAddress, RateLimiter, type RateRule } from '../http/rate-limiter.js';

const STOCK_WINDOW_MS = 60_000;

/**
 * Limits `POST /api/game/stock` per player (STOCK_RATE_LIMIT) and counts each call in the
 * address's puzzle budget (PUZZLE_IP_RATE_LIMIT), which `GET /game` shares: a stock is puzzles
 * served, and one address's players ask for them from one budget whichever way.
 */
@Injectable()
export class StockRateGuard implements CanActivate {
  private readonly perPlayer: RateRule;
  private readonly perAddress: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.perPlayer = { name: 'stock-player', limit: config.stockRateLimit, windowMs: STOCK_WINDOW_MS };
    this.perAddress = { name: 'puzzle-ip', limit: config.puzzleIpRateLimit, windowMs: STOCK_WINDOW_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller: Caller }>();
    await this.limiter.admit(this.perPlayer, request.caller.playerId);
    await this.limiter.admit(this.perAddress, clientAddress(request));
    return true;
  }
}
