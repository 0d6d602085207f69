import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { type ErrorResponse, maxBandOfLevel } from '@czeus/contract';
import { type Band, generatePuzzle, type Level, type PuzzleRecord, type ShapeNumber } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { rows } from '../database/rows.js';
import type { GameQueryDto } from './dto/game-query.dto.js';
import { PuzzleBankService } from './puzzle-bank.service.js';

@Injectable()
export class PuzzlesService {
  constructor(
    private readonly db: DataSource,
    private readonly bank: PuzzleBankService,
  ) {}

  /**
   * A puzzle of the slot this player has not been served yet (a fresh one when the bank has
   * none left for them), or the puzzle named by `id`. Every serving is recorded: the score
   * check replays against the puzzle the server served.
   */
  async serve(caller: Caller, query: GameQueryDto): Promise<PuzzleRecord> {
    const record = query.id ? await this.byId(query.id) : await this.pick(caller, query);
    await this.db.query(`INSERT INTO served_puzzle (player_id, puzzle_id) VALUES ($1, $2)`, [
      caller.playerId,
      record.puzzleId,
    ]);
    return record;
  }

  private async byId(id: string): Promise<PuzzleRecord> {
    const [found] = await rows<{ record: PuzzleRecord }>(this.db, `SELECT record FROM puzzle WHERE id = $1`, [
      id,
    ]);
    if (!found) {
      const body: ErrorResponse = { statusCode: 404, message: 'puzzle-fail' };
      throw new NotFoundException(body);
    }
    return found.record;
  }

  private async pick(caller: Caller, query: GameQueryDto): Promise<PuzzleRecord> {
    if (query.difficulty > maxBandOfLevel(query.level)) {
      const body: ErrorResponse = { statusCode: 400, message: 'error', details: ['difficulty'] };
      throw new BadRequestException(body);
    }
    const [unplayed] = await rows<{ record: PuzzleRecord }>(
      this.db,
      `SELECT p.record FROM puzzle p
        WHERE p.level = $1 AND p.shape = $2 AND p.band = $3
          AND NOT EXISTS (SELECT 1 FROM served_puzzle s WHERE s.player_id = $4 AND s.puzzle_id = p.id)
        ORDER BY random() LIMIT 1`,
      [query.level, query.shape, query.difficulty, caller.playerId],
    );
    if (unplayed) return unplayed.record;
    const record = generatePuzzle({
      level: query.level as Level,
      shape: query.shape as ShapeNumber,
      band: query.difficulty as Band,
      seed: randomUUID(),
    });
    await this.bank.store(record);
    return record;
  }
}
