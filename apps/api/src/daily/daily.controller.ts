import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { DAILY_PATHS, type DailyResponse, type LeaderboardResponse } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { PuzzleRateGuard } from '../puzzles/puzzle-rate.guard.js';
import { DailyService } from './daily.service.js';
import { DailyQueryDto } from './dto/daily-query.dto.js';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto.js';
import { LeaderboardService } from './leaderboard.service.js';

@Controller()
export class DailyController {
  constructor(
    private readonly daily: DailyService,
    private readonly leaderboard: LeaderboardService,
  ) {}

  /** A serving, as `GET /api/game`'s (unless a peek): counted in the same budget of puzzles a minute. */
  @Get(DAILY_PATHS.daily)
  @UseGuards(PuzzleRateGuard)
  serve(
    @CurrentCaller() caller: Caller,
    @Query() query: DailyQueryDto,
  ): Promise<DailyResponse<PuzzleRecord>> {
    return this.daily.serve(caller, query.date, query.peek === '1');
  }

  @Get(DAILY_PATHS.leaderboard)
  read(@CurrentCaller() caller: Caller, @Query() query: LeaderboardQueryDto): Promise<LeaderboardResponse> {
    return this.leaderboard.read(caller, query);
  }
}
