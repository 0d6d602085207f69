import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { promisify } from 'node:util';
import { PGLITE_TEMPLATE } from './global-setup.js';

const API_ROOT = path.resolve(__dirname, '..');
const MAIN = path.join(API_ROOT, 'dist', 'main.js');
const READY = /cZeus is ready at (http:\/\/\S+)/;
/** What the server prints when it has filled the puzzle bank (only if it had any to make). */
export const BANK_FILLED = /puzzle bank (\d+)\/\1\b/;

/** A database the tests run the server on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** Runs one query with the server stopped (PGlite admits a single session) or running (PostgreSQL). */
  query<T>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

export const DATABASE_KINDS: TestDatabase['kind'][] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function createTestDatabase(kind: TestDatabase['kind']): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-api-test-'));
    // A copy of the run's initdb; servers started without a database of their own (as `npm
    // start` on a new machine) still run initdb themselves.
    const template = process.env[PGLITE_TEMPLATE];
    if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    return {
      kind,
      env: { DATA_DIR: dataDir },
      query: async <T>(sql: string) => {
        const script = path.join(__dirname, 'pglite-query.mjs');
        const { stdout } = await promisify(execFile)(process.execPath, [
          script,
          path.join(dataDir, 'pglite'),
          sql,
        ]);
        return JSON.parse(stdout) as T[];
      },
      drop: async () => undefined,
    };
  }
  // A fresh database per suite keeps runs independent of each other and of earlier runs.
  const admin = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `czeus_test_${process.pid}_${Date.now().toString(36)}`;
  await withClient(admin.href, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.href },
    query: <T>(sql: string) => withClient(url.href, async (c) => (await c.query(sql)).rows as T[]),
    drop: () =>
      withClient(admin.href, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(connectionString: string, use: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The built API running as a child process, as `npm start` runs it. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** All the server printed so far. */
  output(): string;
  /** Resolves with the match once the server has printed something matching `pattern`. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * V8 aborts now and then while PGlite compiles its WebAssembly as a server starts, a bug of
 * Node's V8 with PGlite's code churn (nodejs/node#64500, open; seen here about once in a few
 * hundred starts under load). Its mark is V8's own fatal-error banner; a start that dies with
 * it is made once more, and any other failure is the test's.
 */
const V8_ABORT = /# Fatal error in [\s\S]*Check failed: /;

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  try {
    return await startOnce(env);
  } catch (error) {
    if (!V8_ABORT.test(String((error as Error).message))) throw error;
    process.stderr.write(`the server's V8 aborted as it started (nodejs/node#64500); starting it again\n`);
    return startOnce(env);
  }
}

function startOnce(env: Record<string, string>): Promise<RunningServer> {
  const child = spawnServer(env);
  let output = '';
  const listeners = new Set<() => void>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = (): void => {
        const found = pattern.exec(output);
        if (!found) return;
        listeners.delete(check);
        resolve(found);
      };
      listeners.add(check);
      check();
      void exited.then((code) => reject(new Error(`server exited with ${code} before printing ${pattern}`)));
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      for (const listener of listeners) listener();
      const ready = READY.exec(output);
      if (ready) {
        resolve({
          url: ready[1],
          process: child,
          output: () => output,
          printed,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** A start expected to be refused: resolves with its exit code and all it printed. */
export function startRefusedServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env);
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    if (READY.test(output)) child.kill('SIGKILL');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** The built server as `npm start` runs it, with the test defaults under `env`. */
function spawnServer(env: Record<string, string>) {
  return spawn(process.execPath, [MAIN], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_ROOT: path.join(API_ROOT, 'no-web-build'),
      // Tests make many logins from one address; the limit itself is tested with a low value.
      AUTH_RATE_LIMIT: '100000',
      // Likewise many puzzles and guests from one address; rate-limits.spec.ts tests low values.
      PUZZLE_RATE_LIMIT: '100000',
      PUZZLE_IP_RATE_LIMIT: '100000',
      GUEST_RATE_LIMIT: '100000',
      // And many analytics batches from one session; analytics-bounds.spec.ts tests low values.
      ANALYTICS_RATE_LIMIT: '100000',
      ANALYTICS_IP_RATE_LIMIT: '100000',
      // Filling the bank takes seconds of CPU; the suites that need it ask for a few puzzles.
      PUZZLE_BANK_SIZE: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'czeus-api-data-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * A server on a fresh database for one suite: started before its tests, stopped (and the
 * database dropped) after them. `env` adds to the database's environment.
 */
export function serverForSuite(
  kind: TestDatabase['kind'],
  env: Record<string, string> = {},
): { readonly server: RunningServer; readonly db: TestDatabase } {
  let db: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    server = await startServer({ ...db.env, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite server has not started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get db() {
      return started(db);
    },
  };
}
