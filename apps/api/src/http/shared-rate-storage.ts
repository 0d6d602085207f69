import { randomBytes } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';

/**
 * One count of a rule's hits in Redis, in one atomic step, on Redis' own clock (instances whose
 * clocks differ still agree on a window). A sliding log as @nestjs/throttler's in-process storage
 * keeps it: each hit is a member of a sorted set scored by when it expires. Without a block
 * (`block` 0) a refused request is not counted, and the wait is until the oldest hit expires;
 * with one, the hit over the limit starts the block and clears the log, as the in-process
 * storage does when its block ends.
 * Returns { hits, ms until the oldest hit expires, blocked 0/1, ms until the block ends }.
 */
const COUNT_HIT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local ttl, limit, block = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local function oldest()
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if first[2] then return tonumber(first[2]) - now end
  return ttl
end
if block > 0 then
  local left = redis.call('PTTL', KEYS[2])
  if left > 0 then return { limit + 1, oldest(), 1, left } end
end
local hits = redis.call('ZCARD', KEYS[1])
if block <= 0 and hits >= limit then
  local wait = oldest()
  return { hits + 1, wait, 1, wait }
end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ttl)
hits = hits + 1
if block > 0 and hits > limit then
  redis.call('SET', KEYS[2], '1', 'PX', block)
  redis.call('DEL', KEYS[1])
  return { hits, ttl, 1, block }
end
return { hits, oldest(), 0, 0 }
`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface RateCommands {
  countHit(
    hits: string,
    block: string,
    ttl: number,
    limit: number,
    blockMs: number,
    member: string,
  ): Promise<number[]>;
}

/** A request waits no longer than this for Redis before the instance counts on its own. */
const COMMAND_TIMEOUT_MS = 250;
/** Reconnection attempts back off to this. */
const MAX_RECONNECT_DELAY_MS = 2_000;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * The rate limits' counts in Redis (REDIS_URL), so every instance draws from one budget per
 * address, player and route. No maintained storage for @nestjs/throttler supports NestJS 12
 * (@nest-lab/throttler-storage-redis stops at 11), and the whole of one is the script above.
 *
 * While Redis cannot be reached, each instance counts in its own memory, as a single server
 * does: the game keeps answering (failing closed would turn a cache outage into a game outage)
 * and no limit is lifted, only counted per instance, which multiplies a budget by the number of
 * instances for the outage. What guards accounts does not depend on it: failed logins are
 * counted in the database (login-throttle.ts), and the login challenge is spent there too.
 */
export class SharedRateStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly local = new ThrottlerStorageService();
  private readonly redis: Redis & RateCommands;
  /** Tells this process' hits apart from every other's in the sorted sets. */
  private readonly instance = randomBytes(6).toString('base64url');
  private hitNumber = 0;
  private sharedNow = true;

  constructor(url: string) {
    this.redis = new Redis(url, {
      // A request must never queue behind a dead connection: fail at once and count locally.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    }) as Redis & RateCommands;
    this.redis.defineCommand('countHit', { numberOfKeys: 2, lua: COUNT_HIT });
    // ioredis reports each failed reconnection as an error event: `shared` logs the outage once.
    this.redis.on('error', () => this.shared(false));
    this.redis.on('ready', () => this.shared(true));
  }

  /** Whether the counts are shared right now (false while Redis is out of reach). */
  get isShared(): boolean {
    return this.sharedNow && this.redis.status === 'ready';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // One hash tag: both keys of a count live on one node of a Redis Cluster.
    const slot = `czeus:rate:{${throttlerName}:${key}}`;
    try {
      const [totalHits, toExpire, blocked, toUnblock] = await this.redis.countHit(
        `${slot}:hits`,
        `${slot}:block`,
        ttl,
        limit,
        blockDuration,
        `${this.instance}:${++this.hitNumber}`,
      );
      this.shared(true);
      return {
        totalHits,
        timeToExpire: seconds(toExpire),
        isBlocked: blocked === 1,
        timeToBlockExpire: seconds(toUnblock),
      };
    } catch (error) {
      this.shared(false, error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.onApplicationShutdown();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private shared(now: boolean, error?: unknown) {
    if (now === this.sharedNow) return;
    this.sharedNow = now;
    if (now) this.logger.warn('Redis answers again: rate limits are shared across instances');
    else
      this.logger.warn(
        `Redis is out of reach (${error instanceof Error ? error.message : 'connection lost'}): ` +
          'rate limits count per instance until it returns',
      );
  }
}
