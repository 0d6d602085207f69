import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { LOCKS, withAdvisoryLock } from '../database/advisory-lock.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/open-database.js';
import { rows } from '../database/rows.js';
import type { MadePuzzle } from './least-solving.js';
import { PuzzleGenerator } from './puzzle-generator.js';
import { bankSeed, type Slot, SLOTS, slotKey, storedBand } from './slots.js';

/**
 * Puzzles a slot's bank grows by when a player has had all of it: about ten minutes of that
 * player's games, and a fifth of a second of a worker thread (10 ms a puzzle on average).
 */
const GROWTH = 20;
/** How often the terminal shows the filling's progress, in puzzles. */
const PROGRESS_EVERY = 200;

/**
 * Fills the bank with `bankSize` puzzles per slot after start, and grows a slot by GROWTH (up
 * to `bankCap`) when a player has been served all of it. Seeds are fixed per slot and index,
 * so a restart or a second server makes the same puzzles and stores nothing twice; and several
 * instances on one PostgreSQL take turns (advisory locks), so a puzzle is made once, not once
 * per instance: the filling waits for another's to end and then finds the bank full, a growth
 * another instance is making is left to it. The
 * filling and the growths each make one puzzle at a time in the generator's pool, so a puzzle
 * a request waits for queues behind at most two of the bank's; growths do not wait for the
 * filling, so a slot asked for early on a fresh install does not wait for all the others.
 */
@Injectable()
export class PuzzleBankService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PuzzleBank');
  /** Resolves when the bank is full; tests and the health of a fresh install can wait for it. */
  ready: Promise<void> = Promise.resolve();
  private stopping = false;
  /** The growths asked for, one after the other. */
  private growths: Promise<void> = Promise.resolve();
  /** Slots whose growth is queued or running, so a flood of requests asks for it once. */
  private readonly growing = new Set<string>();

  constructor(
    private readonly db: DataSource,
    private readonly generator: PuzzleGenerator,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  onApplicationBootstrap(): void {
    this.ready = withAdvisoryLock(this.db, this.connection.kind, LOCKS.bankFilling, 'wait', () =>
      this.fill(),
    ).then(
      () => undefined,
      (error: unknown) => this.logger.error(error),
    );
  }

  /** A shutdown lets the puzzle in hand finish, then stops; the next start goes on. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all([this.ready, this.growths]);
  }

  /** A player has had every puzzle of the slot: make more for the next request, up to the cap. */
  grow(slot: Slot): void {
    const key = slotKey(slot);
    if (this.stopping || this.growing.has(key)) return;
    this.growing.add(key);
    const place = SLOTS.findIndex((s) => slotKey(s) === key);
    this.growths = this.growths
      .then(() =>
        withAdvisoryLock(this.db, this.connection.kind, LOCKS.slotGrowth(place), 'try', () =>
          this.growSlot(slot),
        ),
      )
      .catch((error: unknown) => this.logger.error(error))
      .finally(() => this.growing.delete(key));
  }

  async store({ record, leastSolvingMs }: MadePuzzle): Promise<void> {
    await this.db.query(
      `INSERT INTO puzzle (id, level, shape, band, difficulty, record, least_solving_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
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
  }

  private async fill(): Promise<void> {
    const have = await rows<{ level: number; shape: number; band: number; n: number | string }>(
      this.db,
      `SELECT level, shape, band, count(*) AS n FROM puzzle WHERE NOT daily GROUP BY level, shape, band`,
    );
    const count = (s: Slot) =>
      Number(
        have.find((h) => h.level === s.level && h.shape === s.shape && h.band === storedBand(s))?.n ?? 0,
      );
    const todo = SLOTS.flatMap((slot) =>
      Array.from({ length: Math.max(0, this.config.bankSize - count(slot)) }, (_, i) => ({
        slot,
        index: count(slot) + i,
      })),
    );
    if (todo.length === 0) return;
    console.log(`building the puzzle bank: ${todo.length} puzzles`);
    for (const [done, { slot, index }] of todo.entries()) {
      if (this.stopping) return;
      await this.make(slot, index);
      const made = done + 1;
      if (made === todo.length || made % PROGRESS_EVERY === 0)
        console.log(`puzzle bank ${made}/${todo.length}`);
    }
  }

  private async growSlot(slot: Slot): Promise<void> {
    const [{ n }] = await rows<{ n: number | string }>(
      this.db,
      `SELECT count(*) AS n FROM puzzle WHERE level = $1 AND shape = $2 AND band = $3 AND NOT daily`,
      [slot.level, slot.shape, storedBand(slot)],
    );
    const have = Number(n);
    const more = Math.min(GROWTH, this.config.bankCap - have);
    for (let i = 0; i < more && !this.stopping; i++) await this.make(slot, have + i);
  }

  private async make(slot: Slot, index: number): Promise<void> {
    await this.store(await this.generator.generate({ ...slot, index, seed: bankSeed(slot) }));
  }
}
