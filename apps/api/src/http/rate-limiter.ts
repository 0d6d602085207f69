import { Inject, Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { RetryLaterException } from './retry-later.exception.js';

/** A count of requests per key in a sliding window, as @nestjs/throttler keeps them. */
export interface RateRule {
  /** Keeps this rule's counts apart from other rules' for the same key. */
  name: string;
  limit: number;
  windowMs: number;
}

/** A limit reached is not a block: the next request passes as soon as the window has room. */
const NO_BLOCK = 0;

/**
 * Counts requests against a rule in the throttler's storage (the one ThrottlerGuard uses),
 * for limits a guard cannot express alone: keyed by player, or counted only for some calls
 * (a guest is counted when it is made, not on each request it makes).
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  /** Counts one request of `key`; over the limit, refuses it with the seconds until there is room. */
  async admit(rule: RateRule, key: string): Promise<void> {
    const counted = await this.storage.increment(
      `${rule.name}:${key}`,
      rule.windowMs,
      rule.limit,
      NO_BLOCK,
      rule.name,
    );
    if (counted.isBlocked) throw new RetryLaterException(Math.max(1, counted.timeToBlockExpire));
  }
}

/** The client's address; IPv6 by its /64, which one subscriber holds whole. */
export const clientAddress = (request: FastifyRequest): string => normalizeIp(request.ip);
