import type { DailyQuery } from '@czeus/contract';
import { IsIn, IsOptional } from 'class-validator';
import { IsDay } from './daily-day.js';

export class DailyQueryDto implements DailyQuery {
  /** A date of the archive; today's daily without it. */
  @IsOptional()
  @IsDay()
  date?: string;

  /** A look without a serving (home's card). */
  @IsOptional()
  @IsIn(['1'])
  peek?: '1';
}
