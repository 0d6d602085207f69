import { LEADERBOARD_MOST, type LeaderboardQuery } from '@czeus/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsDay } from './daily-day.js';

export class LeaderboardQueryDto implements LeaderboardQuery {
  @IsOptional()
  @IsDay()
  date?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LEADERBOARD_MOST)
  limit?: number;

  @IsOptional()
  @IsIn(['me'])
  around?: 'me';
}
