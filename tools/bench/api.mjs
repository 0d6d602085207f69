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
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BANK,
  countRows,
  jwtSecret,
  LOAD_LIMITS,
  procCpuMicros,
  registerPlayers,
  serveGames,
  SLOTS,
  startApi,
  startBaselines,
  TENANT,
} from './api-processes.mjs';

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
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
/** The flood: 20 connections from one session for 20 s; other players' health p95 ≤ 100 ms. */
const FLOOD_CONNECTIONS = 20;
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const HEALTH_ALONE_SECONDS = 10;
/** A monitor's pace, not a load: its latencies are what another player would see. */
const HEALTH_PER_SECOND = 20;
const TARGET_HEALTH_P95_MS = 100;

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
  await serveGames(url, players, SERVINGS_PER_PLAYER);
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

if (process.argv[2] === 'flood') await floodGames(process.argv[3]);
else await main();
