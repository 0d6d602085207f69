import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRateGuard } from './analytics-rate.guard.js';
import { AnalyticsRetentionService } from './analytics-retention.service.js';
import { AnalyticsService } from './analytics.service.js';

/** `POST /api/analytics`, its limits, and the roll-up of old events into daily counts. */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsRateGuard, AnalyticsRetentionService],
})
export class AnalyticsModule {}
