import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { clientAddress, RateLimiter, type RateRule } from '../http/rate-limiter.js';

/** The window of PUZZLE_RATE_LIMIT and PUZZLE_IP_RATE_LIMIT. */
export const PUZZLE_WINDOW_MS = 60_000;

/**
 * Limits `GET /api/game` per player (a guest is its session; an account is one player whatever
 * sessions it uses) and per client address. Runs after the CallerGuard has named the player.
 * The player's count comes first, so a flooding player's refused requests do not use up the
 * address that others behind it share.
 */
@Injectable()
export class PuzzleRateGuard implements CanActivate {
  private readonly perPlayer: RateRule;
  private readonly perAddress: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.perPlayer = this.playerRule(config);
    this.perAddress = { name: 'puzzle-ip', limit: config.puzzleIpRateLimit, windowMs: PUZZLE_WINDOW_MS };
  }

  /** The player's own count; a route that serves puzzles another way counts them apart. */
  protected playerRule(config: ServerConfig): RateRule {
    return { name: 'puzzle-player', limit: config.puzzleRateLimit, windowMs: PUZZLE_WINDOW_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller: Caller }>();
    await this.limiter.admit(this.perPlayer, request.caller.playerId);
    await this.limiter.admit(this.perAddress, clientAddress(request));
    return true;
  }
}
