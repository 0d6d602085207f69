import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import type { AdTicketResponse, ErrorResponse, GemsResponse } from '@czeus/contract';
import { AD_REWARD_GEMS } from '@czeus/game';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { rows } from '../database/rows.js';
import { credit } from '../ledger/ledger.js';
import { refuseLedgerClash } from './ledger-clash.js';

/** An unclaimed ticket expires: an ad is watched in minutes, not days. */
const TICKET_LIFETIME_S = 3600;
const TOO_MANY = 429;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const refuse = (status: number, detail: string): never => {
  const body: ErrorResponse = { statusCode: status, message: 'error', details: [detail] };
  throw status === 400 ? new BadRequestException(body) : new HttpException(body, status);
};

/**
 * The video-ad reward: the server issues a one-time ticket when the ad starts and credits
 * 400 gems for it only after the ad ran its countdown, once, within a daily cap.
 */
@Injectable()
export class AdRewardService {
  constructor(
    private readonly db: DataSource,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(caller: Caller): Promise<AdTicketResponse> {
    const ticket = randomBytes(32).toString('base64url');
    // Issued by the server's clock, which the claim's age check reads too.
    await this.db.query(`INSERT INTO ad_ticket (ticket_hash, player_id, issued_at) VALUES ($1, $2, $3)`, [
      hashOf(ticket),
      caller.playerId,
      this.clock.now(),
    ]);
    return { ticket, minSeconds: this.config.adMinSeconds };
  }

  async claim(caller: Caller, ticket: string): Promise<GemsResponse> {
    return refuseLedgerClash(this.claimOnce(caller, ticket));
  }

  private claimOnce(caller: Caller, ticket: string): Promise<GemsResponse> {
    return this.db.transaction(async (tx) => {
      // The player's row is locked first, so concurrent claims count the day's rewards one at a time.
      await tx.query(`SELECT 1 FROM player WHERE id = $1 AND tenant = $2 FOR UPDATE`, [
        caller.playerId,
        caller.tenant,
      ]);
      const [found] = await rows<{ age: number | string; used: boolean }>(
        tx,
        `SELECT extract(epoch FROM $3::timestamptz - issued_at) AS age, used_at IS NOT NULL AS used
           FROM ad_ticket WHERE ticket_hash = $1 AND player_id = $2`,
        [hashOf(ticket), caller.playerId, this.clock.now()],
      );
      if (!found || found.used || Number(found.age) > TICKET_LIFETIME_S) refuse(400, 'ticket');
      if (Number(found.age) < this.config.adMinSeconds)
        refuse(400, 'ticket: the ad has not run its countdown');
      const [today] = await rows<{ n: number | string }>(
        tx,
        `SELECT count(*) AS n FROM gem_entry WHERE player_id = $1 AND reason = 'ad' AND created_at >= date_trunc('day', now())`,
        [caller.playerId],
      );
      if (Number(today.n) >= this.config.adDailyCap) refuse(TOO_MANY, 'daily cap of ad rewards reached');
      await tx.query(`UPDATE ad_ticket SET used_at = now() WHERE ticket_hash = $1`, [hashOf(ticket)]);
      return { gems: await credit(tx, caller.playerId, AD_REWARD_GEMS, 'ad', `ad:${hashOf(ticket)}`) };
    });
  }
}
