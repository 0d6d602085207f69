// The built API for the browser benches (Lighthouse, frames): started as `npm start` starts it,
// on its own embedded database and a private copy of the web app, resolved once it is ready.
/* global clearTimeout */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The environment as started: Vite's build sets NODE_ENV=production in this process, and the API would then ask for a JWT secret. */
const ENV = { ...process.env };

/**
 * Starts the API on `port`, serving `webRoot`, with `dataDir` as its database; `env` adds
 * settings. Resolves once it is ready and has built its puzzle bank: the bank's seconds of CPU
 * on these two cores would otherwise fall on the first pages measured.
 */
export async function startApi({ port, webRoot, dataDir, env = {} }) {
  const api = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API not ready in 60 s:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      const banking = output.includes('building the puzzle bank');
      if (output.includes('cZeus is ready at') && (!banking || /puzzle bank (\d+)\/\1\b/.test(output))) {
        clearTimeout(timer);
        resolve();
      }
    };
    api.stdout.on('data', read);
    api.stderr.on('data', read);
    api.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  return api;
}

/**
 * Starts the API on `port` serving a private copy of the web build at `dist`, both under `dir`
 * (a rebuild meanwhile changes nothing measured); `prepare(webRoot)` adds to the copy first.
 */
export async function serveCopy({ dist, dir, port, env, prepare }) {
  const webRoot = path.join(dir, 'web');
  cpSync(dist, webRoot, { recursive: true });
  await prepare?.(webRoot);
  return startApi({ port, webRoot, dataDir: path.join(dir, 'data'), env });
}

/**
 * The builds a bench measures: this one at `dist`, and the one `--compare <dist>` names, each
 * served from a private copy by an API of its own on `port`, `port + 1` (serveCopy). `prepare(webRoot)`, where given, adds to each copy before it is served.
 * `close()` stops the APIs and removes the copies.
 */
export async function serveBuilds(dist, port, bench, prepare) {
  const at = process.argv.indexOf('--compare');
  const builds = [{ name: 'this build', dist }];
  if (at > 0)
    builds.push({ name: `compared (${process.argv[at + 1]})`, dist: path.resolve(process.argv[at + 1]) });
  const tmp = mkdtempSync(path.join(tmpdir(), `czeus-bench-${bench}-`));
  const apis = [];
  const close = () => {
    for (const api of apis) api.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    for (const [k, build] of builds.entries()) {
      build.base = `http://127.0.0.1:${port + k}`;
      build.runs = [];
      const env = { PUZZLE_BANK_SIZE: '3' };
      apis.push(
        await serveCopy({ dist: build.dist, dir: path.join(tmp, String(k)), port: port + k, env, prepare }),
      );
    }
  } catch (error) {
    close();
    throw error;
  }
  return { builds, close };
}
