import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenersOf } from './listeners.js';
import { type RunningServer, startServer } from './server.js';

/** Longest path Linux binds a Unix socket to (sun_path, 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

const modeOf = (file: string): number => statSync(file).mode & 0o777;
const portOf = (server: RunningServer): number => Number(new URL(server.url).port);

/** The server's listeners, and the database socket's path: its only Unix listener. */
function listening(server: RunningServer): { tcpPorts: number[]; socket: string } {
  const { tcpPorts, unixPaths } = listenersOf(server.process.pid as number);
  expect(unixPaths).toHaveLength(1);
  return { tcpPorts, socket: unixPaths[0] };
}

// Embedded mode only: with DATABASE_URL there is no database inside the server.
describe('the embedded database is reachable only by the server', () => {
  it('listens on the HTTP port alone; PGlite is a 0600 socket in a 0700 directory of the data dir', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-api-data-'));
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const { tcpPorts, socket } = listening(server);
      expect(tcpPorts).toEqual([portOf(server)]);
      expect(socket).toBe(path.join(dataDir, 'socket', '.s.PGSQL.5432'));
      expect(statSync(socket).isSocket()).toBe(true);
      expect(modeOf(socket)).toBe(0o600);
      expect(modeOf(path.dirname(socket))).toBe(0o700);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('puts the socket in a private temporary directory when the data dir is too deep for one', async () => {
    let dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-api-data-'));
    while (Buffer.byteLength(path.join(dataDir, 'socket', '.s.PGSQL.5432')) <= MAX_SOCKET_PATH)
      dataDir = path.join(dataDir, 'a-directory-deep-down');
    mkdirSync(dataDir, { recursive: true });
    const server = await startServer({ DATA_DIR: dataDir });
    let socket: string | undefined;
    try {
      const found = listening(server);
      socket = found.socket;
      expect(found.tcpPorts).toEqual([portOf(server)]);
      expect(path.dirname(path.dirname(socket))).toBe(tmpdir());
      expect(path.basename(path.dirname(socket))).toMatch(/^czeus-db-/);
      expect(modeOf(socket)).toBe(0o600);
      expect(modeOf(path.dirname(socket))).toBe(0o700);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(socket).toBeDefined();
    expect(existsSync(path.dirname(socket as string))).toBe(false);
  });
});
