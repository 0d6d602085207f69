import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { DEBUG_PATHS, USER_PATHS } from '@czeus/contract';
import { IsInt, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { AccountOnly, type Caller, CurrentCaller, Public } from '../auth/caller.js';
import { AdjustableClock, CLOCK } from '../clock/clock.js';

/** A day at most a call: a test moves time by a game's length, not by years. */
const MOST_ADVANCE_MS = 86_400_000;

class AdvanceClockDto {
  @IsInt()
  @Min(0)
  @Max(MOST_ADVANCE_MS)
  advanceMs: number;
}

/**
 * The spec's hidden debug keys ("d r" resets the daily), and the clock tests move on. Mounted
 * only with CZEUS_DEBUG=1
 * (app.module.ts): on a default start or in production the route does not exist at all.
 */
@Controller()
export class DebugController {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: AdjustableClock,
  ) {}

  /** Moves the server's clock on (tests: a served puzzle ripens, an ad runs, without sleeping). */
  @Post(DEBUG_PATHS.clock)
  @Public()
  @HttpCode(200)
  advanceClock(@Body() body: AdvanceClockDto): { now: string } {
    this.clock.advance(body.advanceMs);
    return { now: this.clock.now().toISOString() };
  }

  @Get(USER_PATHS.resetDaily)
  @AccountOnly()
  async resetDaily(@CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    await this.db.query(
      `UPDATE player SET last_daily = NULL, last_daily_at = NULL WHERE id = $1 AND tenant = $2`,
      [caller.playerId, caller.tenant],
    );
    return { ok: true };
  }
}
