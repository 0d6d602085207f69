import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DURABLE_START_PARAMS, FsyncingNodeFS } from './fsyncing-node-fs.js';

/**
 * PGlite (real Postgres compiled to WASM) behind the Postgres wire protocol on a Unix socket,
 * so the API talks to it through the same `pg` driver and migrations as to a PostgreSQL
 * server. PGlite is ONE Postgres session: the socket server admits a single connection and
 * the pool in front of it has one client, so each TypeORM query runner owns the session from
 * connect to release and concurrent requests queue in FIFO order.
 *
 * Not a TCP port: PGlite asks no password, and on a loopback port any local process could
 * connect, change any row (`UPDATE player SET gems = 999999`) or hold the one session until
 * every request timed out. The socket is 0600 in a 0700 directory, so only the server's own
 * user reaches it, the one who can read the data files anyway.
 */
export interface EmbeddedPostgres {
  /** The socket's directory: `pg` takes a host starting with `/` as one. */
  host: string;
  /** Names the socket, `<host>/.s.PGSQL.<port>`. */
  port: number;
  /** Stops accepting connections, then closes PGlite so its files are consistent on disk. */
  stop(): Promise<void>;
}

/** The socket's number in its name; Postgres' own, so `psql -h <host>` finds it too. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/**
 * Longest socket path Linux binds: sun_path is 108 bytes with its closing NUL (macOS: 104,
 * so 103). A data directory deeper than this allows gets its socket in a private temporary
 * directory instead.
 */
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;
/** Only the server's user may enter the directory, read or connect to the socket. */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_SOCKET_MODE = 0o600;

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create({ fs: new FsyncingNodeFS(dir), startParams: DURABLE_START_PARAMS });
  const socket = await privateSocketDir(dataDir);
  const socketPath = path.join(socket.dir, SOCKET_NAME);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  try {
    await server.start();
    // Connecting takes write permission on the socket; the directory kept others out until now.
    await chmod(socketPath, PRIVATE_SOCKET_MODE);
  } catch (error) {
    await socket.remove(); // a temporary directory would outlive the failed start
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    host: socket.dir,
    port: SOCKET_PORT,
    stop: () =>
      (stopped ??= (async () => {
        await server.stop();
        await db.close();
        await socket.remove();
      })()),
  };
}

/**
 * `<dataDir>/socket`, made 0700 and emptied of a socket a killed server left (the caller
 * holds the data directory's lock, so no live server uses it). Where that path is too long for
 * a socket, a fresh `czeus-db-*` directory under the system's temporary directory (made 0700
 * by mkdtemp), removed at stop. Not a relative path: `pg` takes only an absolute host for a
 * socket.
 */
async function privateSocketDir(dataDir: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const inDataDir = path.join(dataDir, 'socket');
  if (Buffer.byteLength(path.join(inDataDir, SOCKET_NAME)) <= MAX_SOCKET_PATH_BYTES) {
    await mkdir(inDataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // mkdir keeps the mode of a directory that already exists.
    await chmod(inDataDir, PRIVATE_DIR_MODE);
    await rm(path.join(inDataDir, SOCKET_NAME), { force: true });
    return { dir: inDataDir, remove: async () => undefined };
  }
  const temporary = await mkdtemp(path.join(tmpdir(), 'czeus-db-'));
  if (Buffer.byteLength(path.join(temporary, SOCKET_NAME)) > MAX_SOCKET_PATH_BYTES) {
    await rm(temporary, { recursive: true, force: true });
    throw new Error(`cZeus: no path short enough for the database socket (set TMPDIR to a shorter one)`);
  }
  return { dir: temporary, remove: () => rm(temporary, { recursive: true, force: true }) };
}
