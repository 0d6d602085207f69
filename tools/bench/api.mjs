// API throughput benchmark: `npm run bench:api` (builds the API, then runs this file). Starts
// the built API (apps/api/dist/main.js) as a child process on a fresh database: PostgreSQL when
// DATABASE_URL is set (a temporary database `bench_<pid>_<time>` made on that server and dropped
// at the end), otherwise the embedded PGlite in a temporary DATA_DIR. Loads three authenticated
// endpoints with autocannon (50 connections, BENCH_SECONDS=5 s each after BENCH_WARMUP=1 s):
//   GET  /api/game?level=&shape=&difficulty=   every request a (player, slot) with unplayed puzzles
//   GET  /api/user/profile
//   POST /api/game/score                      every request a NEW game: fresh gameId, full replay,
//                                             scored on its own serving (each player is served its
//                                             few puzzles again, a serving per post, before the phase)
// then the same load on two bare Fastify baselines in a child process: one doing the API's SQL
// with `pg` (jose HS256 token check, the active-account lookup, the endpoint's reads and writes,
// the same replay) on the same database, and one answering a static JSON record. Prints per row
// req/s, p50/p99 latency, the server's CPU µs per request and errors; then API ÷ same-SQL with the
// targets (≥ 50 % of the same-SQL baseline; p99 ≤ 25 ms on PostgreSQL). Exit code 0 on a
// MISS, 1 when any phase saw errors or non-2xx answers. BENCH_API_PROF=<dir> writes --cpu-prof
// profiles of the API and the baseline processes there.
// Last, the flood: the API restarted on the same database with its default rate limits (the
// point is what a flooder does to others), one client process floods GET /api/game from one
// guest session at 20 connections for BENCH_FLOOD_SECONDS=20 s while this process asks
// /api/health 20 times a second; prints the health p95 beside the p95 of the same health
// client with no flood, measured just before (target p95 ≤ 100 ms under the flood).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextEncoder } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { MAX_GAME_EVENTS, maxBandOfLevel } from '../../libs/contract/dist/game.js';
import { purchaseKey } from '../../libs/contract/dist/user.js';
import {
  COUNTDOWN_SECONDS,
  gemsEarned,
  parseEventLog,
  replay,
  REVEAL_PRICE,
  SMART_HINT_PRICE,
} from '../../libs/game/dist/index.js';
import { claimFor, solvingEvents } from '../../libs/game/dist/testing.js';
import { generatePuzzle, SERVED_BAND, shapeOf } from '../../libs/puzzle/dist/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_ROOT = path.join(ROOT, 'apps/api');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = 50;
/**
 * A player sends one request at a time, so there are more players than connections. One player
 * would also empty the bank of a slot in a few requests, and from then on every GET /api/game
 * generates a puzzle (~3 ms of CPU); the steady state of the game is a bank with puzzles the
 * player has not seen: PLAYERS x 36 slots x BANK of them, more than a phase serves (the table
 * counts any made on demand).
 */
const PLAYERS = CONNECTIONS + 10;
const BANK = 10;
/** Puzzles served per player before the score phase; their solving logs are posted round robin. */
const GAMES_PER_PLAYER = 3;
/**
 * A score post takes one of the player's unscored servings of its puzzle and answers 409 when
 * none is left, so before each score phase every player is served its puzzles again, once for
 * each post it can make in the warm-up and the measured run. The fastest score phase seen here
 * was ~1,060 req/s (same-SQL on PostgreSQL); twice that over WARMUP + SECONDS s, spread over
 * PLAYERS players, is 2,000 × 6 ÷ 60 = 200 servings a player (12,000 a server, a few seconds of
 * GET /api/game?id=). A phase that runs out anyway is reported (raise SCORE_RATE_CEILING).
 */
const SCORE_RATE_CEILING = 2000;
const SERVINGS_PER_PLAYER = Math.ceil((SCORE_RATE_CEILING * (WARMUP + SECONDS)) / PLAYERS);
/** Servings requested at once while preparing a score phase. */
const SERVINGS_IN_FLIGHT = 20;
/**
 * Between two numbers of a solving log, ms: the server refuses a game faster than its
 * puzzle's least solving time, which is at most 1 s a number (libs/puzzle's PACE).
 */
const ENTRY_GAP_MS = 1000;
/** As the server's default GAME_GEMS_DAILY_CAP. */
const GAME_GEMS_DAILY_CAP = 20_000;
const TENANT = 'czeus';
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
/** The load phases are many players at full speed: far over the per-player and per-address limits. */
const LOAD_LIMITS = {
  AUTH_RATE_LIMIT: '1000000',
  PUZZLE_RATE_LIMIT: '1000000',
  PUZZLE_IP_RATE_LIMIT: '1000000',
  GUEST_RATE_LIMIT: '1000000',
  PLAYER_RATE_LIMIT: '1000000',
  ADDRESS_RATE_LIMIT: '1000000',
};
/** The flood: 20 connections from one session for 20 s; other players' health p95 ≤ 100 ms. */
const FLOOD_CONNECTIONS = 20;
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const HEALTH_ALONE_SECONDS = 10;
/** A monitor's pace, not a load: its latencies are what another player would see. */
const HEALTH_PER_SECOND = 20;
const TARGET_HEALTH_P95_MS = 100;

const SLOTS = [1, 2, 3].flatMap((level) =>
  [1, 2, 3, 4].flatMap((shape) =>
    Array.from({ length: maxBandOfLevel(level) }, (_, b) => ({ level, shape, band: b + 1 })),
  ),
);

// ---------------------------------------------------------------------------------------------
// The bench: database, API child, players, load phases, baseline child, report.

async function main() {
  const adminUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-bench-api-'));
  const secret = jwtSecret();
  const tag = `b${process.pid.toString(36)}${Date.now().toString(36)}`;
  const dbName = `bench_${process.pid}_${Date.now().toString(36)}`;
  let dbUrl;
  let admin;
  let api;
  let baseline;
  let apiOutput;
  const rows = [];
  let flood;
  let failed = false;

  try {
    if (adminUrl) {
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      dbUrl = url.href;
    }
    const kind = dbUrl ? 'postgres' : 'pglite';
    const serverEnv = { DATA_DIR: dataDir, JWT_SECRET: secret, DATABASE_URL: dbUrl ?? '' };
    console.log(
      `cZeus API bench on ${kind}: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per phase, ` +
        `${PLAYERS} players per server, bank ${BANK} per slot x ${SLOTS.length} slots, node ${process.version}`,
    );

    api = await startApi(serverEnv, LOAD_LIMITS);
    const bankDone = api.bankFilled();
    bankDone.catch(() => undefined); // awaited below; the API may die meanwhile
    // Half the players load the API, half the baseline: each side starts with unplayed puzzles.
    const players = await registerPlayers(api.url, 2 * PLAYERS, tag);
    const [apiPlayers, basePlayers] = [players.slice(0, PLAYERS), players.slice(PLAYERS)];
    await bankDone;

    const countPuzzles = dbUrl ? () => countRows(dbUrl) : async () => undefined;
    const apiCpu = async () => procCpuMicros(api.process.pid);
    rows.push(...(await loadEndpoints('API', api.url, apiPlayers, apiCpu, countPuzzles, `${tag}a`)));
    await api.stop();
    apiOutput = api.output();
    api = undefined;

    baseline = await startBaselines(serverEnv);
    const baseCpu = () => baseline.ask('cpu');
    const baseCount = () => baseline.ask('count');
    if (!dbUrl) {
      // PGlite is closed while the API runs: count what the whole API run made now.
      const made = (await baseCount()) - SLOTS.length * BANK;
      rows[0]['new puzzles'] = `${made} (whole run)`;
    }
    rows.push(...(await loadEndpoints('same-SQL', baseline.url, basePlayers, baseCpu, baseCount, `${tag}b`)));
    rows.push(await phase('static JSON', 'GET static record', baseline.staticUrl, staticRequests, baseCpu));
    await baseline.stop();
    baseline = undefined;

    api = await startApi(serverEnv, {});
    flood = await floodPhase(api.url, dbUrl ? () => countRows(dbUrl) : async () => undefined);
    await api.stop();
    api = undefined;
  } finally {
    await api?.stop();
    await baseline?.stop();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  for (const row of rows) {
    if (row.bad) {
      failed = true;
      console.error(`\n!!! ${row.server} ${row.endpoint}: ${row.bad} !!!`);
    }
  }
  if (rows.some((r) => r.server === 'API' && r.bad)) {
    const logged = (apiOutput ?? '').split('\n').filter((line) => !/ready at|puzzle bank/.test(line));
    console.error(`The API printed:\n${logged.slice(0, 40).join('\n')}`);
  }
  if (overlaps) console.error(`!!! ${overlaps} requests went to a player with one in flight !!!`);
  if (outOfServings) {
    console.error(
      `!!! ${outOfServings} score posts found their player's servings used up (raise SCORE_RATE_CEILING) !!!`,
    );
  }
  console.table(
    rows.map((r) => ({
      server: r.server,
      endpoint: r.endpoint,
      'req/s': r.rps.toFixed(0),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'CPU µs/req': r.cpu.toFixed(0),
      requests: r.requests,
      'errors/non-2xx': r.bad || 0,
      'new puzzles': r['new puzzles'] ?? '',
    })),
  );

  const onPostgres = Boolean(dbUrl);
  const staticRow = rows.find((r) => r.server === 'static JSON');
  console.table(
    rows
      .filter((r) => r.server === 'API')
      .map((r) => {
        const base = rows.find((b) => b.server === 'same-SQL' && b.endpoint === r.endpoint);
        const ratio = r.rps / base.rps;
        return {
          endpoint: r.endpoint,
          'API ÷ same-SQL': `${(100 * ratio).toFixed(0)} %`,
          [`≥ ${100 * TARGET_RATIO} %`]: ratio >= TARGET_RATIO ? 'PASS' : 'MISS',
          'API p99 ms': r.p99,
          [`p99 ≤ ${TARGET_P99_MS} ms`]: onPostgres
            ? r.p99 <= TARGET_P99_MS
              ? 'PASS'
              : 'MISS'
            : 'n/a (PGlite)',
          'API ÷ static': `${((100 * r.rps) / staticRow.rps).toFixed(1)} %`,
          'CPU × same-SQL': (r.cpu / base.cpu).toFixed(1),
        };
      }),
  );
  console.log(
    'CPU is the server process alone (the API process holds PGlite when embedded; PostgreSQL runs apart).\n' +
      `Latency is autocannon's, in whole ms, under ${CONNECTIONS} closed-loop connections: at saturation ` +
      `the mean is about ${CONNECTIONS} ÷ req/s, queueing included.`,
  );
  if (rows.some((r) => Number.parseInt(r['new puzzles'] ?? 0, 10) > 0)) {
    console.error(
      '!!! Players ran out of unplayed bank puzzles: those GET /api/game generated one (raise BANK) !!!',
    );
  }
  if (flood) {
    if (flood.bad) failed = true;
    reportFlood(flood);
  }
  if (failed) {
    console.error('Some phases had errors or non-2xx answers: the figures above are not valid.');
    process.exitCode = 1;
  }
}

/** Warm-up and measured load of the three endpoints on one server (the API or the same-SQL baseline). */
async function loadEndpoints(server, url, players, cpu, countPuzzles, tag) {
  const out = [];
  const before = await countPuzzles();
  const game = await phase(server, 'GET /api/game', url, () => gameRequests(players), cpu);
  const after = await countPuzzles();
  if (before !== undefined) game['new puzzles'] = after - before;
  out.push(game);
  out.push(await phase(server, 'GET /api/user/profile', url, () => profileRequests(players), cpu));
  await serveGames(url, players);
  out.push(await phase(server, 'POST /api/game/score', url, () => scoreRequests(players, tag), cpu));
  return out;
}

/** `requests()` makes the autocannon requests of one run (a run ends with requests in flight). */
async function phase(server, endpoint, url, requests, cpu) {
  const warm = await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests: requests() });
  const cpuBefore = await cpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: requests() });
  const cpuUsed = (await cpu()) - cpuBefore;
  const bad = [warm, result]
    .map((r, i) => {
      const codes = Object.entries(r.statusCodeStats)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count} x ${code}`);
      const what = [...codes, r.errors ? `${r.errors} errors (${r.timeouts} timeouts)` : ''].filter(Boolean);
      return what.length ? `${i === 0 ? 'warm-up: ' : ''}${what.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
  const done = result.requests.total;
  const row = {
    server,
    endpoint,
    rps: done / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: cpuUsed / done,
    requests: done,
    bad,
  };
  console.log(
    `${server.padEnd(11)} ${endpoint.padEnd(22)} ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${row.p99} ms${bad ? `  ERRORS: ${bad}` : ''}`,
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// What each phase sends. A player has one request in flight at a time, as in the game, so each
// request takes a free player and gives it back with the answer; per player, the requests walk
// through the slots (GET /api/game) or post a new game each time (POST /api/game/score).

function playerTurns(players) {
  const free = new Set(players);
  return {
    take(context) {
      const [player = players[Math.floor(Math.random() * players.length)]] = free;
      if (!free.delete(player)) overlaps++;
      context.player = player;
      return player;
    },
    give(context) {
      free.add(context.player);
    },
  };
}
/** Requests sent for a player who already had one in flight (none while PLAYERS > CONNECTIONS). */
let overlaps = 0;
/** Score posts sent after a player's servings were used up (each answered 409). */
let outOfServings = 0;

function gameRequests(players) {
  const turns = playerTurns(players);
  return [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const player = turns.take(context);
        const slot = SLOTS[player.served++ % SLOTS.length];
        return {
          ...req,
          path: `/api/game?level=${slot.level}&shape=${slot.shape}&difficulty=${slot.band}`,
          headers: player.headers,
        };
      },
      onResponse: (_status, _body, context) => turns.give(context),
    },
  ];
}

function profileRequests(players) {
  const turns = playerTurns(players);
  return [
    {
      method: 'GET',
      path: '/api/user/profile',
      setupRequest: (req, context) => ({ ...req, headers: turns.take(context).headers }),
      onResponse: (_status, _body, context) => turns.give(context),
    },
  ];
}

/**
 * Each request posts the solving log of one of the player's puzzles (round robin) under a gameId
 * never used before; the server scores it on one of the player's unscored servings of it.
 */
function scoreRequests(players, tag) {
  const turns = playerTurns(players);
  return [
    {
      method: 'POST',
      path: '/api/game/score',
      setupRequest: (req, context) => {
        const player = turns.take(context);
        const n = player.posted++;
        const claim = player.claims[n % player.claims.length];
        if (n >= claim.servings * player.claims.length) outOfServings++;
        return {
          ...req,
          headers: player.postHeaders,
          body: `${claim.before}${tag}-${player.index}-${n}${claim.after}`,
        };
      },
      onResponse: (_status, _body, context) => turns.give(context),
    },
  ];
}

function staticRequests() {
  return [{ method: 'GET', path: '/static' }];
}

/**
 * Serves each player a few puzzles and writes the score post of solving each of them; then
 * serves each of them again until the player holds SERVINGS_PER_PLAYER unscored servings (a
 * post each), SERVINGS_IN_FLIGHT requests at a time, and waits once for the last of them to be
 * old enough for the longest game (the countdown and its play time).
 */
async function serveGames(url, players) {
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
      const servings = Math.ceil(SERVINGS_PER_PLAYER / GAMES_PER_PLAYER);
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

// ---------------------------------------------------------------------------------------------
// The flood: what one session flooding GET /api/game does to everyone else's requests.

/** Health alone, then health while a child process floods; and what the flood got. */
async function floodPhase(url, countPuzzles) {
  console.log(
    `flood: health alone for ${HEALTH_ALONE_SECONDS} s, then ${FLOOD_CONNECTIONS} connections of ` +
      `GET /api/game from one session for ${FLOOD_SECONDS} s beside it`,
  );
  const alone = await healthLatencies(url, HEALTH_ALONE_SECONDS);
  const before = await countPuzzles();
  const [flooded, during] = await Promise.all([floodFromChild(url), healthLatencies(url, FLOOD_SECONDS)]);
  const after = await countPuzzles();
  const bad = [alone.bad, during.bad, flooded.bad].filter(Boolean).join('; ');
  return { alone, during, flooded, made: before === undefined ? undefined : after - before, bad };
}

/** One connection asking /api/health HEALTH_PER_SECOND times a second; every latency kept. */
async function healthLatencies(url, seconds) {
  const took = [];
  const run = autocannon({
    url: `${url}/api/health`,
    connections: 1,
    overallRate: HEALTH_PER_SECOND,
    duration: seconds,
  });
  run.on('response', (_client, _status, _bytes, ms) => took.push(ms));
  const result = await run;
  took.sort((a, b) => a - b);
  const at = (q) => Number(took[Math.min(took.length - 1, Math.floor(q * took.length))].toFixed(1));
  return {
    p50: at(0.5),
    p95: at(0.95),
    max: Number(took.at(-1).toFixed(1)),
    count: took.length,
    bad: badAnswers(result, '2'),
  };
}

/** The flooder is its own process, so its load does not slow this process's health client. */
function floodFromChild(url) {
  const child = fork(fileURLToPath(import.meta.url), ['flood', url], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the flood process exited with ${code}`)));
  });
}

/** In the flood process: one guest session, all 20 connections, walking through the slots. */
async function floodGames(url) {
  const headers = {
    'x-session-id': `flood${process.pid.toString(36)}${Date.now().toString(36)}`,
    'x-tenant': TENANT,
  };
  let k = 0;
  const result = await autocannon({
    url,
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const slot = SLOTS[k++ % SLOTS.length];
          return {
            ...req,
            headers,
            path: `/api/game?level=${slot.level}&shape=${slot.shape}&difficulty=${slot.band}`,
          };
        },
      },
    ],
  });
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  // 429 is the answer a flooder should get; anything else but 200 is a failure.
  const answer = { rps: result.requests.total / result.duration, codes, p99: result.latency.p99 };
  process.send({ ...answer, bad: badAnswers(result, '2', '429') }, () => process.disconnect());
}

/** Answers outside the expected status classes, and connection errors, as one line. */
function badAnswers(result, ...expected) {
  const codes = Object.entries(result.statusCodeStats)
    .filter(([code]) => !expected.some((e) => code.startsWith(e)))
    .map(([code, { count }]) => `${count} x ${code}`);
  const errors = result.errors ? [`${result.errors} errors (${result.timeouts} timeouts)`] : [];
  return [...codes, ...errors].join(', ');
}

function reportFlood({ alone, during, flooded, made, bad }) {
  if (bad) console.error(`\n!!! flood phase: ${bad} !!!`);
  const codes = Object.entries(flooded.codes)
    .map(([code, n]) => `${n} x ${code}`)
    .join(', ');
  console.log(
    `\nFlood: ${FLOOD_CONNECTIONS} connections of GET /api/game from one session, ${FLOOD_SECONDS} s, default rate limits: ` +
      `${flooded.rps.toFixed(0)} req/s (${codes}), flood p99 ${flooded.p99} ms` +
      (made === undefined ? '' : `, ${made} puzzles made`),
  );
  const pass = during.p95 <= TARGET_HEALTH_P95_MS ? 'PASS' : 'MISS';
  console.table([
    {
      '/api/health': 'alone',
      'p50 ms': alone.p50,
      'p95 ms': alone.p95,
      'max ms': alone.max,
      requests: alone.count,
    },
    {
      '/api/health': 'during the flood',
      'p50 ms': during.p50,
      'p95 ms': during.p95,
      'max ms': during.max,
      requests: during.count,
      [`p95 ≤ ${TARGET_HEALTH_P95_MS} ms`]: pass,
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Processes: the API as `npm start` runs it, the baselines as this file in baseline mode.

function jwtSecret() {
  for (;;) {
    const secret = randomBytes(32).toString('base64url');
    if (!/change.?me|secret|example/i.test(secret)) return secret;
  }
}

function startApi(env, limits) {
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
        PUZZLE_BANK_SIZE: String(BANK),
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

async function registerPlayers(url, count, tag) {
  const players = [];
  // The API hashes two passwords at a time (argon2, one per core); four in flight keep it busy.
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, async (_, j) => {
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
function procCpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5); the split starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

async function countRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM puzzle')).rows[0].n);
  } finally {
    await client.end();
  }
}

function startBaselines(env) {
  const prof = process.env.BENCH_API_PROF;
  const child = fork(fileURLToPath(import.meta.url), ['baseline'], {
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

// ---------------------------------------------------------------------------------------------
// Baselines, in their own process: bare Fastify + pg doing what the API's guard, controllers and
// services do for these three routes (same statements, same order, same pool size, the same
// replay), and bare Fastify answering a fixed record. Answers IPC: 'cpu' (process.cpuUsage, µs),
// 'count' (puzzle rows), 'stop'.

async function serveBaselines() {
  const secret = new TextEncoder().encode(process.env.JWT_SECRET);
  let pool;
  let closeDatabase = async () => undefined;
  if (process.env.DATABASE_URL) {
    // TypeORM leaves pg's pool at its default size, 10.
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  } else {
    // The API's own embedded database: PGlite behind its socket server, one session.
    const { startEmbeddedPostgres } = await import(path.join(API_ROOT, 'dist/database/embedded-postgres.js'));
    const embedded = await startEmbeddedPostgres(process.env.DATA_DIR);
    pool = new pg.Pool({
      host: embedded.host,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      connectionTimeoutMillis: 10_000,
    });
    closeDatabase = () => embedded.stop();
  }

  const app = Fastify({ bodyLimit: 256 * 1024 });
  app.get('/api/game', async (request, reply) => {
    const caller = await authenticate(request, reply, pool, secret);
    if (!caller) return reply;
    const q = request.query;
    const level = Number(q.level);
    const shape = Number(q.shape);
    const difficulty = Number(q.difficulty);
    if (
      Object.keys(q).some((k) => !['level', 'shape', 'difficulty', 'id'].includes(k)) ||
      !inRange(level, 1, 3) ||
      !inRange(shape, 1, 4) ||
      !inRange(difficulty, 1, 4) ||
      (q.id !== undefined && !/^[A-Za-z0-9_.-]{1,100}$/.test(q.id))
    )
      return reply.code(400).send({ statusCode: 400, message: 'error' });
    if (q.id !== undefined) {
      // The API's serving of a named puzzle (how the score phases get a serving per post).
      const [found] = (await pool.query(`SELECT record FROM puzzle WHERE id = $1`, [q.id])).rows;
      if (!found) return reply.code(404).send({ statusCode: 404, message: 'puzzle-fail' });
      await pool.query(`INSERT INTO served_puzzle (player_id, puzzle_id) VALUES ($1, $2)`, [
        caller.playerId,
        found.record.puzzleId,
      ]);
      return found.record;
    }
    if (difficulty > maxBandOfLevel(level))
      return reply.code(400).send({ statusCode: 400, message: 'error' });
    // The API's choice: unscored first, unserved before served longest ago, at the stored band.
    const band = SERVED_BAND[shapeOf(level, shape)]?.[difficulty] ?? difficulty;
    const [best] = (
      await pool.query(
        `SELECT p.record, c.scored, c.last_served IS NOT NULL AS served, count(*) OVER () AS in_slot
           FROM puzzle p
           CROSS JOIN LATERAL (
             SELECT p.id IN (SELECT g.puzzle_id FROM game g WHERE g.player_id = $4) AS scored,
                    (SELECT max(s.served_at) FROM served_puzzle s
                      WHERE s.player_id = $4 AND s.puzzle_id = p.id) AS last_served
           ) c
          WHERE p.level = $1 AND p.shape = $2 AND p.band = $3
          ORDER BY c.scored, c.last_served NULLS FIRST, random()
          LIMIT 1`,
        [level, shape, band, caller.playerId],
      )
    ).rows;
    let record = best?.record;
    if (!record) {
      record = generatePuzzle({ level, shape, band: difficulty, seed: randomBytes(16).toString('hex') });
      await pool.query(
        `INSERT INTO puzzle (id, level, shape, band, difficulty, record) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [
          record.puzzleId,
          record.level,
          record.shape,
          record.difficultyLevel,
          record.difficulty,
          JSON.stringify(record),
        ],
      );
    }
    await pool.query(`INSERT INTO served_puzzle (player_id, puzzle_id) VALUES ($1, $2)`, [
      caller.playerId,
      record.puzzleId,
    ]);
    return record;
  });

  app.get('/api/user/profile', async (request, reply) => {
    const caller = await authenticate(request, reply, pool, secret);
    if (!caller) return reply;
    const [row] = (
      await pool.query(
        `SELECT p.username, p.registered_at IS NOT NULL AS registered, p.gems,
                to_char(p.last_daily, 'YYYY-MM-DD') AS last_daily,
                coalesce(g.games, 0) AS games, coalesce(g.total, 0) AS total, coalesce(g.stars, 0) AS stars,
                coalesce(top.score, 0) AS top_score, coalesce(top.difficulty, 0) AS top_difficulty
           FROM player p
           LEFT JOIN LATERAL (SELECT count(*) AS games, sum(score) AS total, sum(stars) AS stars
                                FROM game WHERE player_id = p.id) g ON true
           LEFT JOIN LATERAL (SELECT score, difficulty FROM game WHERE player_id = p.id
                               ORDER BY score DESC, created_at LIMIT 1) top ON true
          WHERE p.id = $1 AND p.tenant = $2`,
        [caller.playerId, caller.tenant],
      )
    ).rows;
    return {
      username: row.username,
      registered: row.registered,
      gems: row.gems,
      stars: Number(row.stars),
      topScore: Number(row.top_score),
      totalScore: Number(row.total),
      topscoredifficulty: Number(row.top_difficulty),
      gamesCount: Number(row.games),
      lastDaily: row.last_daily,
      profilePicture: null,
    };
  });

  app.post('/api/game/score', async (request, reply) => {
    const caller = await authenticate(request, reply, pool, secret);
    if (!caller) return reply;
    const claim = request.body;
    const refuse = (details, status = 400) =>
      reply.code(status).send({ statusCode: status, message: 'puzzle-fail', details });
    if (!validClaim(claim)) return reply.code(400).send({ statusCode: 400, message: 'error' });
    const stored = async (db) => {
      const [game] = (
        await db.query(
          `SELECT g.score, g.stars, g.gems_earned, g.play_time, g.finish_type, p.gems
             FROM game g JOIN player p ON p.id = g.player_id
            WHERE g.player_id = $1 AND g.game_key = $2`,
          [caller.playerId, claim.gameId],
        )
      ).rows;
      return (
        game && {
          gameId: claim.gameId,
          score: game.score,
          stars: game.stars,
          gemsEarned: game.gems_earned,
          playTime: game.play_time,
          finishType: game.finish_type,
          gems: game.gems,
        }
      );
    };
    const done = await stored(pool);
    if (done) return done;
    const [served] = (
      await pool.query(
        `SELECT p.record FROM puzzle p
          WHERE p.id = $2 AND EXISTS (SELECT 1 FROM served_puzzle s WHERE s.player_id = $1 AND s.puzzle_id = p.id)`,
        [caller.playerId, claim.puzzleId],
      )
    ).rows;
    if (!served) return refuse(['puzzleId: not served to this player']);
    const played = replay(served.record, claim.events, 1_000_000);
    if (!played.ok) return refuse([`events[${played.index}]: ${played.reason}`]);
    const s = played.summary;
    if (!s.finished || !s.finishType) return refuse(['events: the game is not finished']);
    const mismatch = disagreements(claim, s, served.record.difficulty);
    if (mismatch.length) return refuse(mismatch);

    // As ScoresService: the player's row locked first, then the retry, the serving, the
    // payments (a statement only when the game bought hints or reveals), the best earlier
    // result of the puzzle, the game, the serving marked, the credit of the extra stars.
    const tx = await pool.connect();
    const rollBack = async (details, status) => {
      await tx.query('ROLLBACK');
      return refuse(details, status);
    };
    try {
      await tx.query('START TRANSACTION');
      let [{ gems }] = (
        await tx.query(`SELECT gems FROM player WHERE id = $1 FOR NO KEY UPDATE`, [caller.playerId])
      ).rows;
      const retried = await stored(tx);
      if (retried) {
        await tx.query('COMMIT');
        return retried;
      }
      const open = (
        await tx.query(
          `SELECT id, extract(epoch FROM now() - served_at) AS age FROM served_puzzle
            WHERE player_id = $1 AND puzzle_id = $2 AND game_id IS NULL ORDER BY served_at DESC`,
          [caller.playerId, claim.puzzleId],
        )
      ).rows;
      if (open.length === 0)
        return rollBack(['gameId: every serving of this puzzle to this player was scored'], 409);
      // claim-checks.ts's leastServingAge: the countdown and the play, 1 s for rounding.
      const serving = open.find((o) => Number(o.age) >= s.playTime + COUNTDOWN_SECONDS - 1);
      if (!serving) return rollBack(['playTime: longer than since the puzzle was served']);
      const wanted = [
        ...Array.from({ length: s.hintsUsed }, (_, i) => ({ reason: 'smart-hint', n: i + 1 })),
        ...Array.from({ length: s.revealsUsed }, (_, i) => ({ reason: 'reveal', n: i + 1 })),
      ].map(({ reason, n }) => ({ key: purchaseKey(claim.gameId, reason, n), reason }));
      if (wanted.length) {
        const paid = (
          await tx.query(
            `SELECT idempotency_key, reason, amount FROM gem_entry WHERE player_id = $1 AND idempotency_key = ANY($2)`,
            [caller.playerId, wanted.map((w) => w.key)],
          )
        ).rows;
        const unpaid = wanted.filter(
          (w) =>
            !paid.some(
              (p) =>
                p.idempotency_key === w.key && p.reason === w.reason && p.amount === -GEM_PRICES[w.reason],
            ),
        );
        if (unpaid.length) return rollBack(unpaid.map((u) => `hintsUsed: ${u.key} was not paid for`));
      }
      const success = s.finishType === 'success';
      const [paid] = (
        await tx.query(
          `SELECT coalesce(sum(gems_earned), 0) AS gems FROM game WHERE player_id = $1 AND puzzle_id = $2`,
          [caller.playerId, claim.puzzleId],
        )
      ).rows;
      const [today] = (
        await tx.query(
          `SELECT coalesce(sum(amount), 0) AS gems FROM gem_entry
            WHERE player_id = $1 AND reason = 'game'
              AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
          [caller.playerId],
        )
      ).rows;
      const difficulty = served.record.difficulty;
      const owed = Math.max(0, gemsEarned(difficulty, s.stars, success) - Number(paid.gems));
      const credit = Math.min(owed, Math.max(0, GAME_GEMS_DAILY_CAP - Number(today.gems)));
      const [inserted] = (
        await tx.query(
          `INSERT INTO game (player_id, game_key, puzzle_id, difficulty, finish_type, score, stars, gems_earned, play_time,
                             errors_made, hints_used, reveals_used, events)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
          [
            caller.playerId,
            claim.gameId,
            claim.puzzleId,
            difficulty,
            s.finishType,
            s.score,
            s.stars,
            credit,
            s.playTime,
            s.errorsMade,
            s.hintsUsed,
            s.revealsUsed,
            JSON.stringify(claim.events),
          ],
        )
      ).rows;
      await tx.query(`UPDATE served_puzzle SET game_id = $2 WHERE id = $1`, [serving.id, inserted.id]);
      if (credit > 0) {
        // The ledger's one statement (apps/api/src/ledger/ledger.ts).
        gems = (
          await tx.query(
            `WITH moved AS (
               UPDATE player SET gems = gems + $2 WHERE id = $1 AND gems + $2 >= 0 RETURNING gems
             )
             INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after)
             SELECT $1, $2, 'game', $3, gems FROM moved
             RETURNING balance_after`,
            [caller.playerId, credit, `game:${claim.gameId}`],
          )
        ).rows[0].balance_after;
      }
      await tx.query('COMMIT');
      return {
        gameId: claim.gameId,
        score: s.score,
        stars: s.stars,
        gemsEarned: credit,
        playTime: s.playTime,
        finishType: s.finishType,
        gems,
      };
    } catch (error) {
      await tx.query('ROLLBACK');
      throw error;
    } finally {
      tx.release();
    }
  });

  const record = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'static' });
  const bare = Fastify();
  bare.get('/static', async () => record);

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const staticUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (what) => {
    if (what === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send(user + system);
    } else if (what === 'count') {
      process.send(Number((await pool.query('SELECT count(*) AS n FROM puzzle')).rows[0].n));
    } else if (what === 'stop') {
      await app.close();
      await bare.close();
      await pool.end();
      await closeDatabase();
      process.exit(0);
    }
  });
  process.send({ url, staticUrl });
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The API's CallerGuard for a bearer token: headers, HS256 signature and claims, active account. */
async function authenticate(request, reply, pool, secret) {
  const tenant = request.headers['x-tenant'] ?? 'czeus';
  const sessionId = request.headers['x-session-id'];
  if (!SLUG.test(tenant) || !sessionId || !SESSION_ID.test(sessionId)) {
    reply.code(400).send({ statusCode: 400, message: 'error', details: ['x-tenant', 'x-session-id'] });
    return undefined;
  }
  const unauthorized = () => {
    reply.code(401).send({ statusCode: 401, message: 'error-login-wrongcredentials' });
    return undefined;
  };
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) return unauthorized();
  let payload;
  try {
    ({ payload } = await jwtVerify(bearer, secret, { issuer: 'czeus', algorithms: ['HS256'] }));
  } catch {
    return unauthorized();
  }
  const { sub, jti, gen } = payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof gen !== 'number') return unauthorized();
  if (payload.tenant !== tenant) return unauthorized();
  const active = await pool.query(
    `SELECT 1 FROM player p
      WHERE p.id = $1 AND p.tenant = $2 AND p.registered_at IS NOT NULL
        AND p.token_generation = $4
        AND NOT EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = $3)`,
    [sub, tenant, jti, gen],
  );
  if (active.rows.length !== 1) return unauthorized();
  return { tenant, sessionId, playerId: sub };
}

/** As apps/api's GEM_PRICES (rewards/economy.ts). */
const GEM_PRICES = { 'smart-hint': SMART_HINT_PRICE, reveal: REVEAL_PRICE };
const inRange = (n, min, max) => Number.isInteger(n) && n >= min && n <= max;
const finite = (n) => typeof n === 'number' && Number.isFinite(n);
const CLAIM_KEYS = new Set([
  'gameId',
  'puzzleId',
  'playTime',
  'score',
  'startTime',
  'endTime',
  'hintsUsed',
  'timeStar',
  'noerrorsStar',
  'finishedStar',
  'difficulty',
  'finishType',
  'errorsMade',
  'events',
]);

/** The checks of the API's ScoreDto, by hand. */
function validClaim(c) {
  return (
    typeof c === 'object' &&
    c !== null &&
    Object.keys(c).every((k) => CLAIM_KEYS.has(k)) &&
    typeof c.gameId === 'string' &&
    /^[A-Za-z0-9_-]{8,64}$/.test(c.gameId) &&
    typeof c.puzzleId === 'string' &&
    /^[A-Za-z0-9_.-]{1,100}$/.test(c.puzzleId) &&
    finite(c.playTime) &&
    c.playTime >= 0 &&
    c.playTime <= 24 * 3600 &&
    inRange(c.score, 0, 10_000_000) &&
    finite(c.startTime) &&
    finite(c.endTime) &&
    inRange(c.hintsUsed, 0, 100) &&
    typeof c.timeStar === 'boolean' &&
    typeof c.noerrorsStar === 'boolean' &&
    typeof c.finishedStar === 'boolean' &&
    inRange(c.difficulty, 1, 100) &&
    (c.finishType === 'success' || c.finishType === 'errors_fail') &&
    inRange(c.errorsMade, 0, 100) &&
    Array.isArray(c.events) &&
    c.events.length <= MAX_GAME_EVENTS &&
    parseEventLog(c.events).ok
  );
}

/** As ScoresService: where the claimed figures differ from the replay's. */
function disagreements(claim, s, difficulty) {
  const out = [];
  if (claim.score !== s.score) out.push(`score: the game gives ${s.score}`);
  if (claim.finishType !== s.finishType) out.push(`finishType: the game gives ${s.finishType}`);
  if (claim.errorsMade !== s.errorsMade) out.push(`errorsMade: the game gives ${s.errorsMade}`);
  if (claim.hintsUsed !== s.hintsUsed + s.revealsUsed)
    out.push(`hintsUsed: the game gives ${s.hintsUsed + s.revealsUsed}`);
  if (claim.difficulty !== difficulty) out.push(`difficulty: the puzzle's is ${difficulty}`);
  if (Math.abs(claim.playTime - s.playTime) > 1) out.push(`playTime: the game gives ${s.playTime}`);
  for (const star of ['finishedStar', 'timeStar', 'noerrorsStar']) {
    if (claim[star] !== s[star]) out.push(`${star}: the game gives ${s[star]}`);
  }
  return out;
}

// Last, so every constant above is initialised before either mode runs.
if (process.argv[2] === 'baseline') await serveBaselines();
else if (process.argv[2] === 'flood') await floodGames(process.argv[3]);
else await main();
