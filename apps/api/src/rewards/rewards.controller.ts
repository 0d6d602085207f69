import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { DailyClaimResponse, ErrorResponse, GemsResponse } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { calendarDay, timeZoneOf } from './calendar-day.js';
import { SpendGemsDto } from './dto/spend-gems.dto.js';
import { RewardsService } from './rewards.service.js';

@Controller('user')
export class RewardsController {
  constructor(
    private readonly rewards: RewardsService,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  @Post('gems')
  @HttpCode(200)
  spend(@CurrentCaller() caller: Caller, @Body() body: SpendGemsDto): Promise<GemsResponse> {
    return this.rewards.spend(caller, body);
  }

  @Get('claim-daily')
  claimDaily(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<DailyClaimResponse> {
    return this.rewards.claimDaily(caller, calendarDay(new Date(), timeZoneOf(request)));
  }

  @Get('reset-daily')
  async resetDaily(@CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    if (this.config.production) {
      const body: ErrorResponse = { statusCode: 403, message: 'error' };
      throw new ForbiddenException(body);
    }
    await this.rewards.resetDaily(caller);
    return { ok: true };
  }
}
