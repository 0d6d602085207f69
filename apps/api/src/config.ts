import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the server reads from its environment, once, at boot. */
export interface ServerConfig {
  /** TCP port of the one origin that serves the game and the API (PORT, default 3000). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0 so a phone on the LAN can play). */
  host: string;
  /** postgres://… when set; otherwise the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where embedded data lives (DATA_DIR, default ./.data). */
  dataDir: string;
  /** The built web app to serve on `/` (WEB_ROOT, default apps/web/dist). */
  webRoot: string;
  /** NODE_ENV=production: no development shortcuts (reset-daily), real secrets required. */
  production: boolean;
  /** HMAC key of the access tokens (JWT_SECRET; in development made once and kept in dataDir). */
  jwtSecret: Uint8Array;
}

const DEFAULT_PORT = 3000;
/** HS256 wants a key at least as long as its 256-bit output. */
const MIN_SECRET_BYTES = 32;

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a TCP port number, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for the embedded database)');
  }
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    webRoot: path.resolve(cwd, env.WEB_ROOT || 'apps/web/dist'),
    production,
    jwtSecret: readJwtSecret(env.JWT_SECRET, production, dataDir),
  };
}

function readJwtSecret(given: string | undefined, production: boolean, dataDir: string): Uint8Array {
  if (given) {
    const key = new TextEncoder().encode(given);
    if (key.length < MIN_SECRET_BYTES || /change.?me|secret|example/i.test(given)) {
      throw new Error(`JWT_SECRET must be a random value of at least ${MIN_SECRET_BYTES} bytes`);
    }
    return key;
  }
  if (production) throw new Error('JWT_SECRET must be set in production');
  // Development: one random key per data directory, so a restart keeps players logged in.
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(MIN_SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
