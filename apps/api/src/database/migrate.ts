import type { DatabaseKind } from '@czeus/contract';
import type { DataSource } from 'typeorm';

/** The advisory lock every instance of the game takes to migrate: any number, the same for all. */
export const MIGRATION_LOCK = 7_310_531;

/**
 * Runs the migrations not yet applied, each in its own transaction. On PostgreSQL several
 * instances may start at the same moment (a deploy, a restart of all): they take turns under a
 * session advisory lock, so the first applies what is missing and the others find it done,
 * instead of racing to create the same tables. PGlite belongs to one process (the data
 * directory's lock), and its one connection could not hold a lock while migrating anyway.
 */
export async function migrate(db: DataSource, kind: DatabaseKind): Promise<void> {
  if (kind === 'pglite') {
    await db.runMigrations({ transaction: 'each' });
    return;
  }
  const holder = db.createQueryRunner();
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await db.runMigrations({ transaction: 'each' });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await holder.release();
  }
}
