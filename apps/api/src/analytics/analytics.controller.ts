import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ANALYTICS_PATH, type AnalyticsBatchResponse } from '@czeus/contract';
import { Public } from '../auth/caller.js';
import { Client, type ClientContext } from '../http/client.decorator.js';
import { AnalyticsRateGuard } from './analytics-rate.guard.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsBatchDto } from './dto/analytics-batch.dto.js';

@Controller()
@Public()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post(ANALYTICS_PATH)
  @HttpCode(202)
  @UseGuards(AnalyticsRateGuard)
  async record(
    @Client() client: ClientContext,
    @Body() batch: AnalyticsBatchDto,
  ): Promise<AnalyticsBatchResponse> {
    return { stored: await this.analytics.record(client, batch) };
  }
}
