import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type ErrorResponse, maxBandOfLevel } from '@czeus/contract';
import type { Band, Level, PuzzleRecord, ShapeNumber } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { rows } from '../database/rows.js';
import type { GameQueryDto } from './dto/game-query.dto.js';
import { FreshPuzzles } from './fresh-puzzles.js';
import { PuzzleBankService } from './puzzle-bank.service.js';
import { type Slot, storedBand } from './slots.js';
import { PLAYER_HISTORY } from './player-history.js';

interface Choice {
  record: PuzzleRecord;
  scored: boolean;
  served: boolean;
  /** Puzzles of the slot; count(*) arrives as a string from pg. */
  in_slot: number | string;
}

@Injectable()
export class PuzzlesService {
  constructor(
    private readonly db: DataSource,
    private readonly bank: PuzzleBankService,
    private readonly fresh: FreshPuzzles,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A puzzle of the slot for this player, or the puzzle named by `id`. Every serving is
   * recorded: the score check replays against the puzzle the server served. A zen serving is
   * marked so, and no score is ever taken for it.
   */
  async serve(caller: Caller, query: GameQueryDto): Promise<PuzzleRecord> {
    const record = query.id ? await this.byId(query.id) : await this.pick(caller, this.slotOf(query));
    // Served by the server's clock, which the score's age check reads too.
    await this.db.query(
      `INSERT INTO served_puzzle (player_id, puzzle_id, served_at, zen) VALUES ($1, $2, $3, $4)`,
      [caller.playerId, record.puzzleId, this.clock.now(), query.mode === 'zen'],
    );
    return record;
  }

  private slotOf(query: GameQueryDto): Slot {
    if (query.difficulty > maxBandOfLevel(query.level)) {
      const body: ErrorResponse = { statusCode: 400, message: 'error', details: ['difficulty'] };
      throw new BadRequestException(body);
    }
    return { level: query.level as Level, shape: query.shape as ShapeNumber, band: query.difficulty as Band };
  }

  private async byId(id: string): Promise<PuzzleRecord> {
    // A daily's puzzle is reserved for its daily: served by GET /daily only (docs/api.md).
    const [found] = await rows<{ record: PuzzleRecord }>(
      this.db,
      `SELECT record FROM puzzle WHERE id = $1 AND NOT daily`,
      [id],
    );
    if (!found) {
      const body: ErrorResponse = { statusCode: 404, message: 'puzzle-fail' };
      throw new NotFoundException(body);
    }
    return found.record;
  }

  /**
   * One the player has not been served, else the one they have not scored (nor played in zen,
   * whose end shows the solution) that they were served longest ago (the bank grows meanwhile, for their next request). A puzzle is made
   * while the request waits only when the slot has none to offer: it is empty, or the player
   * has scored all of it and the bank may still grow. At the cap, a player who has scored the
   * whole slot gets a repeat: storage stays bounded whoever asks.
   */
  async pick(caller: Caller, slot: Slot): Promise<PuzzleRecord> {
    const [best] = await rows<Choice>(
      this.db,
      `SELECT p.record, c.scored, c.last_served IS NOT NULL AS served, count(*) OVER () AS in_slot
         FROM puzzle p
         ${PLAYER_HISTORY}
        WHERE p.level = $1 AND p.shape = $2 AND p.band = $3 AND NOT p.daily
        ORDER BY c.scored, c.last_served NULLS FIRST, random()
        LIMIT 1`,
      [slot.level, slot.shape, storedBand(slot), caller.playerId],
    );
    if (!best) return this.fresh.make(slot, caller.playerId);
    if (best.served) this.bank.grow(slot);
    if (!best.scored || Number(best.in_slot) >= this.config.bankCap) return best.record;
    return this.fresh.make(slot, caller.playerId);
  }
}
