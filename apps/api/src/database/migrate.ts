import type { DatabaseKind } from '@czeus/contract';
import type { DataSource } from 'typeorm';
import { LOCKS, withAdvisoryLock } from './advisory-lock.js';

/**
 * Runs the migrations not yet applied, each in its own transaction. On PostgreSQL several
 * instances may start at the same moment (a deploy, a restart of all): they take turns, so the
 * first applies what is missing and the others find it done, instead of racing to create the
 * same tables.
 */
export async function migrate(db: DataSource, kind: DatabaseKind): Promise<void> {
  await withAdvisoryLock(db, kind, LOCKS.migrations, 'wait', () => db.runMigrations({ transaction: 'each' }));
}
