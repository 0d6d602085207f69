import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { maxBandOfLevel } from '@czeus/contract';
import { type Band, generatePuzzle, type Level, type PuzzleRecord, type ShapeNumber } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { rows } from '../database/rows.js';

/** Puzzles generated between two yields to the event loop while the bank fills. */
const CHUNK = 20;

interface Slot {
  level: Level;
  shape: ShapeNumber;
  band: Band;
}

/** Every (land, shape, difficulty) a player can choose: difficulty at most land number + 1. */
export const SLOTS: readonly Slot[] = ([1, 2, 3] as Level[]).flatMap((level) =>
  ([1, 2, 3, 4] as ShapeNumber[]).flatMap((shape) =>
    Array.from({ length: maxBandOfLevel(level) }, (_, b) => ({ level, shape, band: (b + 1) as Band })),
  ),
);

/**
 * Fills the bank with `bankSize` puzzles per slot after start, in small chunks so requests are
 * served meanwhile (a missing puzzle is generated on demand). Seeds are fixed per slot and
 * index, so a restart or a second server makes the same puzzles and stores nothing twice.
 */
@Injectable()
export class PuzzleBankService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PuzzleBank');
  /** Resolves when the bank is full; tests and the health of a fresh install can wait for it. */
  ready: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.ready = this.fill().catch((error: unknown) => this.logger.error(error));
  }

  /** A shutdown lets the chunk in hand finish, then stops filling; the next start goes on. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.ready;
  }

  async store(record: PuzzleRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO puzzle (id, level, shape, band, difficulty, record) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [
        record.puzzleId,
        record.level,
        record.shape,
        record.difficultyLevel,
        record.difficulty,
        JSON.stringify(record),
      ],
    );
  }

  private async fill(): Promise<void> {
    const have = await rows<{ level: number; shape: number; band: number; n: number | string }>(
      this.db,
      `SELECT level, shape, band, count(*) AS n FROM puzzle GROUP BY level, shape, band`,
    );
    const count = (s: Slot) =>
      Number(have.find((h) => h.level === s.level && h.shape === s.shape && h.band === s.band)?.n ?? 0);
    const todo = SLOTS.flatMap((slot) =>
      Array.from({ length: Math.max(0, this.config.bankSize - count(slot)) }, (_, i) => ({
        ...slot,
        index: count(slot) + i,
      })),
    );
    if (todo.length === 0) return;
    console.log(`building the puzzle bank: ${todo.length} puzzles`);
    for (let done = 0; done < todo.length && !this.stopping; done += CHUNK) {
      for (const job of todo.slice(done, done + CHUNK)) {
        await this.store(generatePuzzle({ ...job, seed: `bank-${job.level}-${job.shape}-${job.band}` }));
      }
      await new Promise((resolve) => setImmediate(resolve));
      const made = Math.min(todo.length, done + CHUNK);
      if (made === todo.length || made % 200 === 0) console.log(`puzzle bank ${made}/${todo.length}`);
    }
  }
}
