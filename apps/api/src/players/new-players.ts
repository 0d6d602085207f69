import { Inject, Injectable } from '@nestjs/common';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import type { ClientContext } from '../http/client.decorator.js';
import { RateLimiter, type RateRule } from '../http/rate-limiter.js';

/** The window of GUEST_RATE_LIMIT: an hour, so a script cannot spread its players over minutes. */
const NEW_PLAYERS_WINDOW_MS = 3_600_000;

/**
 * One budget per client address for every new player, guest or account: each starts with gems
 * and a puzzle bank of its own to go through. Counted only when a player is really made (a
 * session's first call, a register or social login without a guest), inside the transaction
 * that makes it, so concurrent first calls of one session count once and a refusal makes nothing.
 */
@Injectable()
export class NewPlayers {
  private readonly rule: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.rule = { name: 'new-players', limit: config.guestRateLimit, windowMs: NEW_PLAYERS_WINDOW_MS };
  }

  /** Counts a player about to be made for `client`; over the budget, 429 with Retry-After. */
  admit(client: ClientContext): Promise<void> {
    return this.limiter.admit(this.rule, client.address);
  }
}
