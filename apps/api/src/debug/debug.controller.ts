import { Controller, Get } from '@nestjs/common';
import { USER_PATHS } from '@czeus/contract';
import { DataSource } from 'typeorm';
import { AccountOnly, type Caller, CurrentCaller } from '../auth/caller.js';

/**
 * The spec's hidden debug keys ("d r" resets the daily). Mounted only with CZEUS_DEBUG=1
 * (app.module.ts): on a default start or in production the route does not exist at all.
 */
@Controller()
export class DebugController {
  constructor(private readonly db: DataSource) {}

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
