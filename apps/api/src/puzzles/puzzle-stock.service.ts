import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type ErrorResponse,
  maxBandOfLevel,
  STOCK_PER_SLOT,
  type StockedPuzzle,
  type StockResponse,
} from '@czeus/contract';
import type { Band, Level, PuzzleRecord, ShapeNumber } from '@czeus/puzzle';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { rows } from '../database/rows.js';
import type { StockSlotDto } from './dto/stock-request.dto.js';
import { PuzzleBankService } from './puzzle-bank.service.js';
import { type Slot, slotKey, storedBand } from './slots.js';
import { PLAYER_HISTORY } from './player-history.js';

/**
 * How long a stocked serving counts in the player's stock. After it, the slot is topped up
 * anew at the next request; the old serving stays scorable like any other (a game played on it
 * offline is still posted), it only no longer holds a place. A week covers a player away from
 * the network for days, and a device that lost its stock gets a new one within it.
 */
export const STOCK_DAYS = 7;
const STOCK_MS = STOCK_DAYS * 24 * 3600 * 1000;

const badSlots = (): never => {
  const body: ErrorResponse = { statusCode: 400, message: 'error', details: ['slots'] };
  throw new BadRequestException(body);
};

interface Held {
  record: PuzzleRecord;
  served_at: Date | string;
}

/**
 * Puzzles kept on the device for play without the network. Each is a serving (`served_puzzle`
 * with the slot it was stocked for), scored once like any, so the score check is unchanged: a
 * stock gives no game the server would not have served online. A player holds at most
 * STOCK_PER_SLOT open servings a slot; asking again answers the same ones and issues only what
 * was played (scored) or has expired. Only the bank's puzzles are stocked, never one made while
 * the request waits.
 */
@Injectable()
export class PuzzleStockService {
  constructor(
    private readonly db: DataSource,
    private readonly bank: PuzzleBankService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async stock(caller: Caller, asked: StockSlotDto[]): Promise<StockResponse<PuzzleRecord>> {
    const slots = slotsOf(asked);
    const now = this.clock.now();
    const since = new Date(now.getTime() - STOCK_MS);
    return this.db.transaction(async (tx) => {
      // One stock at a time per player: two racing requests cannot both top a slot up.
      await tx.query(`SELECT 1 FROM player WHERE id = $1 FOR NO KEY UPDATE`, [caller.playerId]);
      const puzzles: StockedPuzzle<PuzzleRecord>[] = [];
      for (const slot of slots) {
        const held = await this.held(tx, caller, slot, since);
        const added = await this.topUp(tx, caller, slot, STOCK_PER_SLOT - held.length, since, now);
        for (const h of [...held, ...added]) {
          const expiresAt = new Date(new Date(h.served_at).getTime() + STOCK_MS).toISOString();
          puzzles.push({
            level: slot.level,
            shape: slot.shape,
            difficulty: slot.band,
            puzzle: h.record,
            expiresAt,
          });
        }
      }
      return { puzzles };
    });
  }

  /** The slot's open stocked servings (not scored, not expired), oldest first. */
  private held(tx: EntityManager, caller: Caller, slot: Slot, since: Date): Promise<Held[]> {
    return rows<Held>(
      tx,
      `SELECT p.record, s.served_at FROM served_puzzle s JOIN puzzle p ON p.id = s.puzzle_id
        WHERE s.player_id = $1 AND s.stock_slot = $2 AND s.game_id IS NULL AND s.served_at > $3
        ORDER BY s.served_at, s.id LIMIT $4`,
      [caller.playerId, slotKey(slot), since, STOCK_PER_SLOT],
    );
  }

  /**
   * Serves `count` of the slot's bank puzzles as stock, chosen as `GET /game` chooses (not
   * played first, then the longest ago served), never one the player holds in stock already.
   */
  private async topUp(
    tx: EntityManager,
    caller: Caller,
    slot: Slot,
    count: number,
    since: Date,
    now: Date,
  ): Promise<Held[]> {
    if (count <= 0) return [];
    const chosen = await rows<{ id: string; served: boolean }>(
      tx,
      `SELECT p.id, c.last_served IS NOT NULL AS served
         FROM puzzle p
         ${PLAYER_HISTORY}
        WHERE p.level = $1 AND p.shape = $2 AND p.band = $3 AND NOT p.daily
          AND NOT EXISTS (SELECT 1 FROM served_puzzle o
                           WHERE o.player_id = $4 AND o.puzzle_id = p.id AND o.stock_slot IS NOT NULL
                             AND o.game_id IS NULL AND o.served_at > $5)
        ORDER BY c.scored, c.last_served NULLS FIRST, random()
        LIMIT $6`,
      [slot.level, slot.shape, storedBand(slot), caller.playerId, since, count],
    );
    if (chosen.length < count || chosen.some((c) => c.served)) this.bank.grow(slot);
    if (chosen.length === 0) return [];
    return rows<Held>(
      tx,
      `WITH added AS (
         INSERT INTO served_puzzle (player_id, puzzle_id, served_at, stock_slot)
         SELECT $1, unnest($2::varchar[]), $3, $4 RETURNING puzzle_id, served_at
       )
       SELECT p.record, a.served_at FROM added a JOIN puzzle p ON p.id = a.puzzle_id`,
      [caller.playerId, chosen.map((c) => c.id), now, slotKey(slot)],
    );
  }
}

/** The slots asked, each a real one (difficulty at most land + 1) and named once. */
function slotsOf(asked: StockSlotDto[]): Slot[] {
  const slots = asked.map((s) => {
    if (s.difficulty > maxBandOfLevel(s.level)) badSlots();
    return { level: s.level as Level, shape: s.shape as ShapeNumber, band: s.difficulty as Band };
  });
  if (new Set(slots.map(slotKey)).size !== slots.length) badSlots();
  return slots;
}
