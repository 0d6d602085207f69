import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { MARATHON_PATHS, type MarathonResponse } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { NoQueryPipe } from '../http/no-query.pipe.js';
import { PuzzleRateGuard } from '../puzzles/puzzle-rate.guard.js';
import { MarathonGameQueryDto } from './dto/marathon-game-query.dto.js';
import { MarathonService } from './marathon.service.js';

@Controller()
export class MarathonController {
  constructor(private readonly marathon: MarathonService) {}

  /** The caller's own runs only: no id is taken. */
  @Get(MARATHON_PATHS.run)
  status(
    @CurrentCaller() caller: Caller,
    @Query(NoQueryPipe) _query: Record<string, never>,
  ): Promise<MarathonResponse> {
    return this.marathon.status(caller);
  }

  /** Resume today's running run or start one; the body is empty. */
  @Post(MARATHON_PATHS.run)
  @HttpCode(200)
  start(
    @CurrentCaller() caller: Caller,
    @Body(NoQueryPipe) _body: Record<string, never>,
  ): Promise<MarathonResponse> {
    return this.marathon.start(caller);
  }

  /** Under the same limits as `GET /api/game`: a run's puzzle may be made while it waits. */
  @Get(MARATHON_PATHS.game)
  @UseGuards(PuzzleRateGuard)
  serve(@CurrentCaller() caller: Caller, @Query() query: MarathonGameQueryDto): Promise<PuzzleRecord> {
    return this.marathon.serve(caller, query.runId);
  }
}
