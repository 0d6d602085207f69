import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/** `GET /api/user/stats`: what the stats screen draws, read from the games and the daily's results. */
@Module({ controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
