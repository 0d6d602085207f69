import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DURABLE_START_PARAMS, FsyncingNodeFS } from './fsyncing-node-fs.js';

/**
 * PGlite (real Postgres compiled to WASM) behind the Postgres wire protocol on a loopback
 * port, so the API talks to it through the same `pg` driver and migrations as to a
 * PostgreSQL server. PGlite is ONE Postgres session: the socket server admits a single
 * connection and the pool in front of it has one client, so each TypeORM query runner owns
 * the session from connect to release and concurrent requests queue in FIFO order.
 */
export interface EmbeddedPostgres {
  host: string;
  port: number;
  /** Stops accepting connections, then closes PGlite so its files are consistent on disk. */
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create({ fs: new FsyncingNodeFS(dir), startParams: DURABLE_START_PARAMS });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  let stopped: Promise<void> | undefined;
  return {
    host,
    port: Number(port),
    stop: () =>
      (stopped ??= (async () => {
        await server.stop();
        await db.close();
      })()),
  };
}
