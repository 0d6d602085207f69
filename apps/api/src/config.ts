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
}

const DEFAULT_PORT = 3000;

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a TCP port number, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for the embedded database)');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    webRoot: path.resolve(cwd, env.WEB_ROOT || 'apps/web/dist'),
  };
}
