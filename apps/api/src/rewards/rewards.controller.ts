import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { AdTicketResponse, DailyClaimResponse, ErrorResponse, GemsResponse } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { AdRewardService } from './ad-reward.service.js';
import { calendarDay, timeZoneOf } from './calendar-day.js';
import { AdRewardDto } from './dto/ad-reward.dto.js';
import { SpendGemsDto } from './dto/spend-gems.dto.js';
import { RewardsService } from './rewards.service.js';

@Controller('user')
export class RewardsController {
  constructor(
    private readonly rewards: RewardsService,
    private readonly ads: AdRewardService,
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

  @Post('ad-start')
  @HttpCode(200)
  adStart(@CurrentCaller() caller: Caller): Promise<AdTicketResponse> {
    return this.ads.start(caller);
  }

  @Post('ad-reward')
  @HttpCode(200)
  adReward(@CurrentCaller() caller: Caller, @Body() body: AdRewardDto): Promise<GemsResponse> {
    return this.ads.claim(caller, body.ticket);
  }
}
