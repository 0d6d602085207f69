import { Module } from '@nestjs/common';
import { AdRewardService } from './ad-reward.service.js';
import { RewardsController } from './rewards.controller.js';
import { RewardsService } from './rewards.service.js';

/** The gem ledger: spending, the daily reward (and later the ad reward). */
@Module({ controllers: [RewardsController], providers: [RewardsService, AdRewardService] })
export class RewardsModule {}
