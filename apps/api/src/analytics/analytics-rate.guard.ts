import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { readClientContext } from '../http/client.decorator.js';
import { clientAddress, RateLimiter, type RateRule } from '../http/rate-limiter.js';

/** The window of ANALYTICS_RATE_LIMIT and ANALYTICS_IP_RATE_LIMIT. */
const ANALYTICS_WINDOW_MS = 60_000;

/**
 * Limits `POST /api/analytics` per session and per client address, before the body is
 * validated, so refused and malformed batches count too. The session's count comes first, so
 * a flooding session's refused batches do not use up the address others behind it share.
 */
@Injectable()
export class AnalyticsRateGuard implements CanActivate {
  private readonly perSession: RateRule;
  private readonly perAddress: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.perSession = {
      name: 'analytics-session',
      limit: config.analyticsRateLimit,
      windowMs: ANALYTICS_WINDOW_MS,
    };
    this.perAddress = {
      name: 'analytics-ip',
      limit: config.analyticsIpRateLimit,
      windowMs: ANALYTICS_WINDOW_MS,
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const client = readClientContext(request);
    await this.limiter.admit(this.perSession, `${client.tenant}:${client.sessionId}`);
    await this.limiter.admit(this.perAddress, clientAddress(request));
    return true;
  }
}
