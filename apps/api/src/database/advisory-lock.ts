import type { DatabaseKind } from '@czeus/contract';
import type { DataSource } from 'typeorm';

export type LockKey = readonly [number, number];

/**
 * The advisory locks several instances of the game take on one PostgreSQL, by (kind, number):
 * the same numbers on every instance, apart from any other application's (first key).
 */
export const LOCKS = {
  migrations: [7_310_531, 1] as LockKey,
  bankFilling: [7_310_531, 2] as LockKey,
  /** Choosing and storing a date's daily puzzle, so every instance serves the same one. */
  dailyChoice: [7_310_531, 3] as LockKey,
  /** The growth of one slot of the bank: the second key is the slot's place in SLOTS. */
  slotGrowth: (slot: number): LockKey => [7_310_532, slot],
} satisfies Record<string, LockKey | ((slot: number) => LockKey)>;

/**
 * Runs `work` holding a session advisory lock, on a connection of its own kept for the while:
 * `wait` queues behind another instance holding it, `try` gives up at once (`work` is not run,
 * and the result is undefined). The lock goes with its session: an instance killed while it
 * holds one frees it. PGlite belongs to one process and its one connection could not hold a
 * lock while `work` queries anyway: there `work` just runs.
 */
export async function withAdvisoryLock<T>(
  db: DataSource,
  kind: DatabaseKind,
  [classId, objectId]: LockKey,
  mode: 'wait' | 'try',
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (kind === 'pglite') return work();
  const holder = db.createQueryRunner();
  await holder.connect();
  try {
    if (mode === 'wait') await holder.query('SELECT pg_advisory_lock($1, $2)', [classId, objectId]);
    else {
      const [{ locked }] = (await holder.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        classId,
        objectId,
      ])) as { locked: boolean }[];
      if (!locked) return undefined;
    }
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1, $2)', [classId, objectId]);
    }
  } finally {
    await holder.release();
  }
}
