import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  AD_PATHS,
  type AdTicketResponse,
  type DailyClaimResponse,
  type GemsResponse,
  USER_PATHS,
} from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { AccountOnly, type Caller, CurrentCaller } from '../auth/caller.js';
import { AdRewardService } from './ad-reward.service.js';
import { timeZoneOf } from './calendar-day.js';
import { AdRewardDto } from './dto/ad-reward.dto.js';
import { SpendGemsDto } from './dto/spend-gems.dto.js';
import { RewardsService } from './rewards.service.js';

@Controller()
export class RewardsController {
  constructor(
    private readonly rewards: RewardsService,
    private readonly ads: AdRewardService,
  ) {}

  @Post(USER_PATHS.gems)
  @HttpCode(200)
  spend(@CurrentCaller() caller: Caller, @Body() body: SpendGemsDto): Promise<GemsResponse> {
    return this.rewards.spend(caller, body);
  }

  /** Spec: the daily reward is a logged-in player's; a guest is answered 401. */
  @Get(USER_PATHS.claimDaily)
  @AccountOnly()
  claimDaily(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<DailyClaimResponse> {
    return this.rewards.claimDaily(caller, timeZoneOf(request));
  }

  @Post(AD_PATHS.start)
  @HttpCode(200)
  adStart(@CurrentCaller() caller: Caller): Promise<AdTicketResponse> {
    return this.ads.start(caller);
  }

  @Post(AD_PATHS.reward)
  @HttpCode(200)
  adReward(@CurrentCaller() caller: Caller, @Body() body: AdRewardDto): Promise<GemsResponse> {
    return this.ads.claim(caller, body.ticket);
  }
}
