import { randomUUID } from 'node:crypto';
import { ConflictException, HttpException, Injectable } from '@nestjs/common';
import type { DailyClaimResponse, ErrorResponse, GemsResponse } from '@czeus/contract';
import { DataSource } from 'typeorm';
import { rows } from '../database/rows.js';
import { credit, debit } from '../ledger/ledger.js';
import { calendarDay, dailyZone } from './calendar-day.js';
import type { Caller } from '../auth/caller.js';
import { DAILY_REWARD_GEMS, GEM_PRICES } from './economy.js';
import type { SpendGemsDto } from './dto/spend-gems.dto.js';
import { refuseLedgerClash } from './ledger-clash.js';

/** 402: the player has too few gems (the client offers the ad reward). */
const NOT_ENOUGH_GEMS = 402;

@Injectable()
export class RewardsService {
  constructor(private readonly db: DataSource) {}

  /**
   * Charges the price of what is bought. The player's row is locked for the transaction, so
   * two spends of the same gems cannot both pass the balance check; a retry with the same
   * idempotency key finds its entry and charges nothing.
   */
  async spend(caller: Caller, request: SpendGemsDto): Promise<GemsResponse> {
    const price = GEM_PRICES[request.reason];
    const spent = this.db.transaction(async (tx) => {
      const [player] = await rows<{ gems: number }>(
        tx,
        `SELECT gems FROM player WHERE id = $1 AND tenant = $2 FOR UPDATE`,
        [caller.playerId, caller.tenant],
      );
      const [done] = await rows<unknown>(
        tx,
        `SELECT 1 FROM gem_entry WHERE player_id = $1 AND idempotency_key = $2`,
        [caller.playerId, request.idempotencyKey],
      );
      if (done) return { gems: player.gems };
      if (player.gems < price) {
        const body: ErrorResponse = { statusCode: NOT_ENOUGH_GEMS, message: 'error', details: ['gems'] };
        throw new HttpException(body, NOT_ENOUGH_GEMS);
      }
      if (request.gems !== player.gems - price) {
        // The client's balance is stale (another tab or device spent or earned): it must reload.
        const body: ErrorResponse = { statusCode: 409, message: 'error', details: ['gems'] };
        throw new ConflictException(body);
      }
      const gems = await debit(tx, caller.playerId, price, request.reason, request.idempotencyKey);
      return { gems: gems as number };
    });
    return refuseLedgerClash(spent);
  }

  /**
   * Credits the daily reward once per calendar day of the player. The day is counted in the
   * zone of their first claim, not in whatever zone each request names: a claim under a zone
   * a day ahead would otherwise pay twice within a minute (see `dailyZone`).
   */
  async claimDaily(
    caller: Caller,
    askedZone: string | undefined,
    now = new Date(),
  ): Promise<DailyClaimResponse> {
    return this.db.transaction(async (tx) => {
      const [player] = await rows<{
        gems: number;
        last_daily: string | null;
        daily_zone: string | null;
        since: number | string | null;
      }>(
        tx,
        `SELECT gems, to_char(last_daily, 'YYYY-MM-DD') AS last_daily, daily_zone,
                extract(epoch FROM now() - last_daily_at) AS since
           FROM player WHERE id = $1 AND tenant = $2 FOR UPDATE`,
        [caller.playerId, caller.tenant],
      );
      const since = player.since === null ? null : Number(player.since);
      const zone = dailyZone(askedZone, player.daily_zone, since);
      const today = calendarDay(now, zone);
      if (player.last_daily !== null && player.last_daily >= today) {
        return { claimed: false, gems: player.gems, lastDaily: player.last_daily };
      }
      await tx.query(
        `UPDATE player SET last_daily = $2::date, daily_zone = $3, last_daily_at = now() WHERE id = $1`,
        [caller.playerId, today, zone],
      );
      // The row lock above is what makes the claim once a day; the key only has to be unique
      // (a debug reset-daily allows a second claim on the same day).
      const gems = await credit(
        tx,
        caller.playerId,
        DAILY_REWARD_GEMS,
        'daily',
        `daily:${today}:${randomUUID()}`,
      );
      return { claimed: true, gems, lastDaily: today };
    });
  }
}
