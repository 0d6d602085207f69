import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuthModule } from './auth/auth.module.js';
import type { ServerConfig } from './config.js';
import { ConfigModule } from './config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DailyModule } from './daily/daily.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ClockModule } from './clock/clock.module.js';
import { DebugModule } from './debug/debug.module.js';
import type { DatabaseConnection } from './database/open-database.js';
import { HealthModule } from './health/health.module.js';
import { AUTH_THROTTLER } from './http/rate-limits.js';
import { SharedRateStorage } from './http/shared-rate-storage.js';
import { MailModule } from './mail/mail.module.js';
import { MarathonModule } from './marathon/marathon.module.js';
import { PlayersModule } from './players/players.module.js';
import { PuzzlesModule } from './puzzles/puzzles.module.js';
import { RewardsModule } from './rewards/rewards.module.js';
import { ScoresModule } from './scores/scores.module.js';
import { SessionModule } from './session/session.module.js';
import { StatsModule } from './stats/stats.module.js';

/** The window of the per-IP rate limits. */
const RATE_WINDOW_MS = 60_000;

@Module({})
export class AppModule {
  static create(config: ServerConfig, connection: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        ClockModule.create(config.debug),
        ThrottlerModule.forRoot({
          throttlers: [{ name: AUTH_THROTTLER, ttl: RATE_WINDOW_MS, limit: config.authRateLimit }],
          // Every limit, the guard's and the RateLimiter's, counts in this one storage.
          storage: config.redisUrl ? new SharedRateStorage(config.redisUrl) : undefined,
        }),
        DatabaseModule.forConnection(connection),
        MailModule,
        AuthModule,
        HealthModule,
        AnalyticsModule,
        PlayersModule,
        RewardsModule,
        PuzzlesModule,
        ScoresModule,
        DailyModule,
        StatsModule,
        MarathonModule,
        ContactModule,
        SessionModule,
        ...(config.debug ? [DebugModule] : []),
      ],
    };
  }
}
