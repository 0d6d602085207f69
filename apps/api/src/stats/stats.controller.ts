import { Controller, Get, Query } from '@nestjs/common';
import { STATS_PATH, type StatsResponse } from '@czeus/contract';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { NoQueryPipe } from '../http/no-query.pipe.js';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** Guests too: the caller's own figures, never another player's (no id is taken). */
  @Get(STATS_PATH)
  read(
    @CurrentCaller() caller: Caller,
    @Query(NoQueryPipe) _query: Record<string, never>,
  ): Promise<StatsResponse> {
    return this.stats.of(caller);
  }
}
