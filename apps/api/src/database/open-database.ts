import type { DatabaseKind } from '@czeus/contract';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { mkdir } from 'node:fs/promises';
import { lockDataDir } from './data-dir-lock.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** The database the server runs on, and how to let go of it at shutdown. */
export interface DatabaseConnection {
  kind: DatabaseKind;
  /** Connection part of the TypeORM options (the migrations are added by the module). */
  options: Pick<
    PostgresDataSourceOptions,
    'type' | 'url' | 'host' | 'port' | 'username' | 'database' | 'extra'
  >;
  /** Releases what `openDatabase` started; call after the DataSource is destroyed. */
  close(): Promise<void>;
}

/** A waiting request gives up after this long rather than hang on a busy embedded session. */
const EMBEDDED_ACQUIRE_TIMEOUT_MS = 10_000;

export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<DatabaseConnection> {
  if (databaseUrl) {
    return {
      kind: 'postgres',
      options: { type: 'postgres', url: databaseUrl },
      close: async () => undefined,
    };
  }
  await mkdir(dataDir, { recursive: true });
  // Held from before PGlite opens the files until after it has closed them.
  const release = await lockDataDir(dataDir);
  // A first start builds the database (seconds on a small machine): say what the wait is for.
  console.log(`cZeus is opening its database in ${dataDir}`);
  const embedded = await startEmbeddedPostgres(dataDir).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  return {
    kind: 'pglite',
    options: {
      type: 'postgres',
      host: embedded.host,
      port: embedded.port,
      username: 'postgres',
      database: 'postgres',
      extra: { max: 1, connectionTimeoutMillis: EMBEDDED_ACQUIRE_TIMEOUT_MS },
    },
    close: async () => {
      await embedded.stop();
      await release();
    },
  };
}
