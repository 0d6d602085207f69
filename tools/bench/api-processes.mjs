// The parts of the API benches (bench:api, bench:load): the built API and the same-SQL
// baselines as child processes, players registered through the API, and the servings a score
// phase posts games on.
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { maxBandOfLevel } from '../../libs/contract/dist/game.js';
import { COUNTDOWN_SECONDS } from '../../libs/game/dist/index.js';
import { claimFor, solvingEvents } from '../../libs/game/dist/testing.js';

const API_ROOT = path.resolve(import.meta.dirname, '../../apps/api');
export const TENANT = 'czeus';
/** Many players from one address at full speed: far over every per-address and per-player limit. */
export const LOAD_LIMITS = {
  AUTH_RATE_LIMIT: '1000000',
  PUZZLE_RATE_LIMIT: '1000000',
  PUZZLE_IP_RATE_LIMIT: '1000000',
  GUEST_RATE_LIMIT: '1000000',
  PLAYER_RATE_LIMIT: '1000000',
  ADDRESS_RATE_LIMIT: '1000000',
};
/** Puzzles a slot of the bank holds; the benches' players should find unplayed ones. */
export const BANK = 10;
/** Puzzles served per player before a score phase; their solving logs are posted round robin. */
const GAMES_PER_PLAYER = 3;
/** Servings requested at once while preparing a score phase. */
const SERVINGS_IN_FLIGHT = 20;
/**
 * Between two numbers of a solving log, ms: the server refuses a game faster than its
 * puzzle's least solving time, which is at most 1 s a number (libs/puzzle's PACE).
 */
const ENTRY_GAP_MS = 1000;

export const SLOTS = [1, 2, 3].flatMap((level) =>
  [1, 2, 3, 4].flatMap((shape) =>
    Array.from({ length: maxBandOfLevel(level) }, (_, b) => ({ level, shape, band: b + 1 })),
  ),
);

export function jwtSecret() {
  for (;;) {
    const secret = randomBytes(32).toString('base64url');
    if (!/change.?me|secret|example/i.test(secret)) return secret;
  }
}

/** The built API as `npm start` runs it, on `env`'s database, with a bank of `bank` puzzles a slot and `limits` as its rate limits. */
export function startApi(env, limits, bank = BANK) {
  const prof = process.env.BENCH_API_PROF;
  const child = spawn(
    process.execPath,
    [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : []), 'dist/main.js'],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_ROOT: path.join(env.DATA_DIR, 'no-web-build'),
        PUZZLE_BANK_SIZE: String(bank),
        ...limits,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set();
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const onData = (chunk) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern, what) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(output);
        if (found) {
          listeners.delete(check);
          resolve(found);
        }
      };
      listeners.add(check);
      check();
      void exited.then((code) => reject(new Error(`API exited with ${code} before ${what}:\n${output}`)));
    });
  let stopped;
  return waitFor(/cZeus is ready at (http:\/\/\S+)/, 'it was ready').then(([, url]) => ({
    url,
    process: child,
    output: () => output,
    bankFilled: () => waitFor(/puzzle bank (\d+)\/\1\b/, 'the bank was full'),
    stop: () => (stopped ??= (child.exitCode === null && child.kill('SIGTERM'), exited)),
  }));
}

export async function registerPlayers(url, count, tag) {
  const players = [];
  // The API hashes two passwords at a time (argon2, one per core) and holds two places in its
  // queue per address (more are answered 429), so two are in flight.
  for (let i = 0; i < count; i += 2) {
    const batch = Array.from({ length: Math.min(2, count - i) }, async (_, j) => {
      const n = i + j;
      const headers = { 'x-session-id': `${tag}s${n}`, 'x-tenant': TENANT };
      const res = await globalThis.fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${tag}.${n}@bench.example`,
          username: `${tag}${n}`,
          password: 'bench-password',
          password2: 'bench-password',
          GDPRConfirmed: true,
        }),
      });
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`register answered ${res.status}: ${await res.text()}`);
      const { token } = await res.json();
      return { headers: { ...headers, authorization: `Bearer ${token}` }, served: 0 };
    });
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

/** utime + stime of a process, in µs. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
export function procCpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5); the split starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

export async function countRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM puzzle')).rows[0].n);
  } finally {
    await client.end();
  }
}

export function startBaselines(env) {
  const prof = process.env.BENCH_API_PROF;
  const child = fork(path.join(import.meta.dirname, 'same-sql.mjs'), [], {
    env: { ...process.env, ...env },
    execArgv: prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const next = () =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      void exited.then((code) => reject(new Error(`the baseline process exited with ${code}`)));
    });
  let stopped;
  return next().then(({ url, staticUrl }) => ({
    url,
    staticUrl,
    ask: (what) => {
      const answer = next();
      child.send(what);
      return answer;
    },
    stop: () => (stopped ??= (child.exitCode === null && child.send('stop'), exited)),
  }));
}

/**
 * Serves each player a few puzzles and writes the score post of solving each of them; then
 * serves each of them again until the player holds servingsPerPlayer unscored servings (a
 * post each), SERVINGS_IN_FLIGHT requests at a time, and waits once for the last of them to be
 * old enough for the longest game (the countdown and its play time).
 */
export async function serveGames(url, players, servingsPerPlayer) {
  const serve = async (player, slot, id) => {
    const query = `level=${slot.level}&shape=${slot.shape}&difficulty=${slot.band}${id ? `&id=${id}` : ''}`;
    const res = await globalThis.fetch(`${url}/api/game?${query}`, { headers: player.headers });
    if (res.status !== 200) throw new Error(`GET /api/game answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  let longestPlay = 0;
  const again = [];
  for (const [i, player] of players.entries()) {
    player.index = i;
    player.claims = [];
    player.posted = 0;
    player.postHeaders = { ...player.headers, 'content-type': 'application/json' };
    for (let g = 0; g < GAMES_PER_PLAYER; g++) {
      const slot = SLOTS[(g * 13 + i) % SLOTS.length];
      const record = await serve(player, slot);
      const claim = claimFor(record, solvingEvents(record, ENTRY_GAP_MS, 100), '@GAME@');
      longestPlay = Math.max(longestPlay, claim.playTime);
      const [before, after] = JSON.stringify(claim).split('@GAME@');
      const servings = Math.ceil(servingsPerPlayer / GAMES_PER_PLAYER);
      player.claims.push({ before, after, servings });
      for (let k = 1; k < servings; k++) again.push(() => serve(player, slot, record.puzzleId));
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < again.length) await again[next++]();
  };
  await Promise.all(Array.from({ length: SERVINGS_IN_FLIGHT }, worker));
  await new Promise((resolve) => setTimeout(resolve, (COUNTDOWN_SECONDS + longestPlay) * 1000));
}
