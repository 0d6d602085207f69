import type { DailyQuery } from '@czeus/contract';
import { IsOptional } from 'class-validator';
import { IsDay } from './daily-day.js';

export class DailyQueryDto implements DailyQuery {
  /** A date of the archive; today's daily without it. */
  @IsOptional()
  @IsDay()
  date?: string;
}
