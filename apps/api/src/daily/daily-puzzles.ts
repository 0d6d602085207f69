import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PuzzleRecord } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { LOCKS, withAdvisoryLock } from '../database/advisory-lock.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/open-database.js';
import { rows } from '../database/rows.js';
import { PuzzleGenerator } from '../puzzles/puzzle-generator.js';
import type { Day } from './daily-dates.js';
import { dailySeed, dailySlot } from './rota.js';

/**
 * The puzzle of each date, chosen once and kept (`daily_puzzle`): made fresh by the bank's
 * generator from the date's seed, so no player was served it before as an ordinary game, and
 * stored outside the bank's slots. Instances on one PostgreSQL choose under an advisory lock,
 * and the date's key keeps the first choice should two still race: all serve the same one.
 */
@Injectable()
export class DailyPuzzles {
  private readonly logger = new Logger('DailyPuzzles');
  /** Dates being chosen in this process, so a burst of requests makes the puzzle once. */
  private readonly choosing = new Map<Day, Promise<PuzzleRecord>>();
  /** Dates this process chose ahead (one a day), so serving today's asks the database once, not per request. */
  private readonly prepared = new Set<Day>();

  constructor(
    private readonly db: DataSource,
    private readonly generator: PuzzleGenerator,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  /** The daily of `day`, chosen now if no instance chose it yet. */
  async of(day: Day): Promise<PuzzleRecord> {
    const stored = await this.stored(day);
    if (stored) return stored;
    const underWay = this.choosing.get(day);
    if (underWay) return underWay;
    const chosen = this.choose(day).finally(() => this.choosing.delete(day));
    this.choosing.set(day, chosen);
    return chosen;
  }

  /** Chooses `day`'s daily ahead of its date in the background, so its first player waits for nothing. */
  prepare(day: Day): void {
    if (this.prepared.has(day)) return;
    this.prepared.add(day);
    this.of(day).catch((error: unknown) => {
      this.prepared.delete(day);
      this.logger.error(error);
    });
  }

  private async stored(day: Day): Promise<PuzzleRecord | undefined> {
    const [found] = await rows<{ record: PuzzleRecord }>(
      this.db,
      `SELECT p.record FROM daily_puzzle d JOIN puzzle p ON p.id = d.puzzle_id WHERE d.day = $1::date`,
      [day],
    );
    // Marked as served, not as stored: the dailies chosen before the mark was carried have it too.
    return found && { ...found.record, reserved: true };
  }

  private async choose(day: Day): Promise<PuzzleRecord> {
    const chosen = await withAdvisoryLock(
      this.db,
      this.connection.kind,
      LOCKS.dailyChoice,
      'wait',
      async () => {
        const already = await this.stored(day);
        if (already) return already;
        const slot = dailySlot(day);
        const { record, leastSolvingMs } = await this.generator.generate({
          ...slot,
          seed: dailySeed(this.config.jwtSecret, day),
        });
        await this.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO puzzle (id, level, shape, band, difficulty, record, least_solving_ms, daily)
           VALUES ($1, $2, $3, $4, $5, $6, $7, true) ON CONFLICT (id) DO NOTHING`,
            [
              record.puzzleId,
              record.level,
              record.shape,
              record.difficultyLevel,
              record.difficulty,
              JSON.stringify(record),
              leastSolvingMs,
            ],
          );
          await tx.query(
            `INSERT INTO daily_puzzle (day, puzzle_id) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING`,
            [day, record.puzzleId],
          );
        });
        return this.stored(day);
      },
    );
    if (!chosen) throw new Error(`the daily of ${day} was not stored`);
    return chosen;
  }
}
