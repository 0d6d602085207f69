import { Module } from '@nestjs/common';
import { RewardsController } from './rewards.controller.js';
import { RewardsService } from './rewards.service.js';

/** The gem ledger: spending, the daily reward (and later the ad reward). */
@Module({ controllers: [RewardsController], providers: [RewardsService] })
export class RewardsModule {}
