// Open-loop load bench: `npm run bench:load` (builds the API, then runs this file).
//
// Requests arrive at a constant rate whatever the servers do, as players do: each request has
// the time it is due (start + k ÷ rate), and its latency is counted from then, not from when a
// busy client got round to sending it (a closed-loop client such as autocannon waits for an
// answer before it sends again, and so never measures the queue a slow server builds).
//
// The mix is what the web app sends for one visit of three games (apps/web/src/store/api.ts):
// per game a puzzle read, a smart hint bought, the score post, and the profile read again after
// the purchase and after the score (both invalidate it); per visit a profile read on home, the
// daily reward claim and the profile read after it. So 18 requests: 3 × GET /api/game,
// 3 × POST /api/user/gems, 3 × POST /api/game/score, 8 × GET /api/user/profile,
// 1 × GET /api/user/claim-daily, from PLAYERS accounts, each with one request in flight.
//
// Rate steps (BENCH_LOAD_STEPS, req/s, BENCH_LOAD_SECONDS each) on four set-ups over one
// PostgreSQL: the API as one instance; two instances sharing Redis (REDIS_URL) behind a
// round-robin client, as behind the reverse proxy of compose.yaml; and the same-SQL baseline
// (bare Fastify + pg doing the API's statements, tools/bench/same-sql.mjs) as one and two
// processes. A set-up stops stepping once a step is over its p99 ceiling or loses requests.
// Prints per step: the rate asked and got, p50/p95/p99/max from the due time, errors and
// non-2xx, how late the client itself sent (so a saturated client is seen, not blamed on the
// server), and the CPU µs a request took in the servers and in the PostgreSQL backends serving
// them; then per set-up the highest rate at p99 ≤ 50 ms, what a visit asks and gets back, and
// what the run left in the database (rows and bytes per table). The machine's other work
// shares its cores: run it on a quiet machine, or give it priority (`nice -n -10`, and renice
// PostgreSQL's processes alike).
//
//   npm run bench:load                                  (PostgreSQL at 127.0.0.1:5432)
//   DATABASE_URL=postgres://user@host:5432/db npm run bench:load
/* global Buffer, clearTimeout */
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMART_HINT_PRICE } from '../../libs/game/dist/index.js';
import {
  jwtSecret,
  LOAD_LIMITS,
  procCpuMicros,
  registerPlayers,
  serveGames,
  SLOTS,
  startApi,
  startBaselines,
} from './api-processes.mjs';

const STEPS = (process.env.BENCH_LOAD_STEPS ?? '100,200,300,400,500,600,700,800,1000,1200')
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** More players than requests in flight at any rate a server holds, so each has one at a time. */
const PLAYERS = 400;
/** The capacity target of docs/capacity.md. */
const TARGET_P99_MS = 50;
/** Past this p99 a set-up is saturated: higher steps would only queue. */
const CEILING_P99_MS = 1000;
/** Requests still unanswered this long after their step are counted as lost. */
const GRACE_MS = 10_000;
/** Gems each player is given through the ledger, so purchases never run out. */
const BENCH_GEMS = 1_000_000;
/** One visit of three games, in the order the app sends it. */
const VISIT = [
  'profile',
  'daily',
  'profile',
  ...['game', 'hint', 'profile', 'score', 'profile'],
  ...['game', 'hint', 'profile', 'score', 'profile'],
  ...['game', 'hint', 'profile', 'score', 'profile'],
];

async function main() {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-bench-load-'));
  const tag = `l${process.pid.toString(36)}${Date.now().toString(36)}`;
  const dbName = `bench_load_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.href;
  const env = { DATA_DIR: dataDir, JWT_SECRET: jwtSecret(), DATABASE_URL: dbUrl };
  const running = [];
  const stopAll = async () => {
    for (const server of running.splice(0)) await server.stop();
  };
  const results = [];
  let redis;
  try {
    redis = await startRedis();
    console.log(
      `cZeus load bench on PostgreSQL: steps ${STEPS.join(', ')} req/s, ${STEP_SECONDS} s each, ` +
        `${PLAYERS} players, visit of ${VISIT.length} requests, node ${process.version}` +
        (redis ? '' : '\n!!! no redis-server here: the two instances count their limits apart !!!'),
    );

    const first = await startApi(env, LOAD_LIMITS);
    running.push(first);
    await first.bankFilled();
    const players = await registerPlayers(first.url, PLAYERS, tag);
    const ids = await giveGems(dbUrl, players);
    // Every score post needs a serving of its own, old enough for the game it posts.
    const posts =
      (STEPS.reduce((sum, rate) => sum + rate * STEP_SECONDS, 0) + STEPS[0] * WARMUP_SECONDS) *
      share('score') *
      4;
    console.log(`serving ${Math.ceil(posts)} puzzles for the score posts of four set-ups…`);
    await serveGames(first.url, players, Math.ceil((1.2 * posts) / PLAYERS));
    for (const [i, player] of players.entries()) Object.assign(player, { id: ids[i], tag, visit: i });
    await stopAll();
    const redisUrl = redis?.url ?? '';

    const setups = [
      { name: 'API ×1', start: () => [startApi({ ...env, REDIS_URL: redisUrl }, LOAD_LIMITS)] },
      {
        name: 'API ×2',
        start: () => [0, 1].map(() => startApi({ ...env, REDIS_URL: redisUrl }, LOAD_LIMITS)),
      },
      { name: 'same-SQL ×1', start: () => [startBaselines(env)] },
      { name: 'same-SQL ×2', start: () => [0, 1].map(() => startBaselines(env)) },
    ];
    for (const setup of setups) {
      const servers = await Promise.all(setup.start());
      running.push(...servers);
      await syncGems(dbUrl, players);
      // A short step first, not counted: the processes' code is compiled and their pools filled.
      await runStep(
        servers.map((s) => s.url),
        players,
        STEPS[0],
        WARMUP_SECONDS,
      );
      const steps = [];
      for (const rate of STEPS) {
        const cpuBefore = await cpuOf(servers, admin, dbName);
        const step = await runStep(
          servers.map((s) => s.url),
          players,
          rate,
        );
        const cpuAfter = await cpuOf(servers, admin, dbName);
        step.appCpu = (cpuAfter.app - cpuBefore.app) / step.answered;
        step.dbCpu = backendsCpu(cpuBefore.db, cpuAfter.db) / step.answered;
        steps.push(step);
        printStep(setup.name, step);
        if (step.p99 > CEILING_P99_MS || step.lost > 0) break;
      }
      results.push({ name: setup.name, steps });
      await stopAll();
    }
    reportCapacity(results);
    reportAnswers(results[0].steps[0]);
    await reportFootprint(dbUrl, players.length);
  } finally {
    await stopAll();
    await redis?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (results.some((r) => r.steps.some((s) => s.bad > 0 && s.p99 <= CEILING_P99_MS))) {
    console.error('Some steps under the ceiling had errors or non-2xx answers: see the tables above.');
    process.exitCode = 1;
  }
}

const share = (kind) => VISIT.filter((k) => k === kind).length / VISIT.length;

// ---------------------------------------------------------------------------------------------
// One step: `rate` requests a second for `seconds`, round robin over `urls`.

async function runStep(urls, players, rate, seconds = STEP_SECONDS) {
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 512 }));
  const free = new Set(players);
  const total = Math.round(rate * seconds);
  const took = [];
  const late = [];
  const byKind = {};
  const bytes = {};
  let bad = 0;
  let busy = 0;
  let answered = 0;
  const codes = {};
  const start = performance.now() + 20;
  let sent = 0;
  let allAnswered;
  const done = new Promise((resolve) => (allAnswered = resolve));

  const send = (k) => {
    const due = start + (k * 1000) / rate;
    let [player] = free;
    if (player) free.delete(player);
    else {
      busy++;
      player = players[k % players.length];
    }
    const kind = VISIT[player.visit++ % VISIT.length];
    const request = requestFor(kind, player);
    late.push(performance.now() - due);
    const req = http.request(
      `${urls[k % urls.length]}${request.path}`,
      {
        method: request.body ? 'POST' : 'GET',
        agent: agents[k % urls.length],
        headers: request.body ? { ...player.headers, 'content-type': 'application/json' } : player.headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const ms = performance.now() - due;
          took.push(ms);
          (byKind[kind] ??= []).push(ms);
          bytes[kind] = (bytes[kind] ?? 0) + Buffer.byteLength(text);
          codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 300) bad++;
          else if (text.includes('"gems"')) player.gems = JSON.parse(text).gems ?? player.gems;
          finish(player);
        });
      },
    );
    req.on('error', () => {
      bad++;
      codes.error = (codes.error ?? 0) + 1;
      finish(player);
    });
    req.end(request.body);
  };
  const finish = (player) => {
    free.add(player);
    if (++answered === total) allAnswered();
  };

  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) send(sent++);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 20);
  });
  let timer;
  await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, GRACE_MS)))]);
  clearTimeout(timer);
  for (const agent of agents) agent.destroy();
  const lost = total - answered;
  const q = quantiles(took);
  return {
    rate,
    answered,
    got: took.length / seconds,
    ...q,
    bad,
    lost,
    busy,
    codes,
    lateP99: quantiles(late).p99,
    kinds: Object.fromEntries(Object.entries(byKind).map(([kind, ms]) => [kind, quantiles(ms).p99])),
    bytes: Object.fromEntries(Object.entries(bytes).map(([kind, n]) => [kind, n / byKind[kind].length])),
  };
}

/** The request a player sends for one kind of the visit. */
function requestFor(kind, player) {
  const slot = SLOTS[(player.visit * 7 + player.index) % SLOTS.length];
  switch (kind) {
    case 'profile':
      return { path: '/api/user/profile' };
    case 'daily':
      return { path: '/api/user/claim-daily' };
    case 'game':
      return { path: `/api/game?level=${slot.level}&shape=${slot.shape}&difficulty=${slot.band}` };
    case 'hint': {
      const game = `${player.tag}-${player.index}-h${player.visit}`;
      return {
        path: '/api/user/gems',
        body: JSON.stringify({
          gems: player.gems - SMART_HINT_PRICE,
          reason: 'smart-hint',
          idempotencyKey: `${game}:smart-hint:1`,
        }),
      };
    }
    case 'score': {
      const n = player.posted++;
      const claim = player.claims[n % player.claims.length];
      return {
        path: '/api/game/score',
        body: `${claim.before}${player.tag}-${player.index}-${n}${claim.after}`,
      };
    }
    default:
      throw new Error(`no request for ${kind}`);
  }
}

function quantiles(values) {
  if (values.length === 0) return { p50: NaN, p95: NaN, p99: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Number(sorted.at(-1).toFixed(1)) };
}

// ---------------------------------------------------------------------------------------------
// Players' gems, Redis, reports.

/** Credits BENCH_GEMS to each player through the ledger's statement; answers their ids (their tokens' subject). */
async function giveGems(dbUrl, players) {
  const ids = players.map((p) => {
    const token = p.headers.authorization.split(' ')[1];
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `WITH moved AS (UPDATE player SET gems = gems + $2 WHERE id = ANY($1) RETURNING id, gems)
       INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after)
       SELECT id, $2, 'bench', 'bench:gems', gems FROM moved`,
      [ids, BENCH_GEMS],
    );
  } finally {
    await client.end();
  }
  return ids;
}

/** Each player's balance as stored, as the app knows it from its last answer. */
async function syncGems(dbUrl, players) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, gems FROM player WHERE id = ANY($1)`, [
      players.map((p) => p.id),
    ]);
    const gems = new Map(rows.map((r) => [r.id, r.gems]));
    for (const player of players) player.gems = gems.get(player.id);
  } finally {
    await client.end();
  }
}

/**
 * CPU µs used so far by the servers (the API processes, or the baselines', which answer for
 * themselves) and, per process, by the PostgreSQL backends serving the bench's database (other
 * work on the same PostgreSQL is left out).
 */
async function cpuOf(servers, admin, dbName) {
  let app = 0;
  for (const server of servers)
    app += server.process ? procCpuMicros(server.process.pid) : await server.ask('cpu');
  const backends = await admin.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [dbName]);
  const db = new Map();
  for (const { pid } of backends.rows) {
    try {
      db.set(pid, procCpuMicros(pid));
    } catch {
      // The backend ended between the listing and the read.
    }
  }
  return { app, db };
}

/** The backends' CPU over a step: all of a new one's, the growth of one already there (one that ended is lost). */
function backendsCpu(before, after) {
  let used = 0;
  for (const [pid, micros] of after) used += micros - (before.get(pid) ?? 0);
  return used;
}

/** Debian's redis-server on a loopback port, in memory only; null where there is none. */
async function startRedis() {
  let binary;
  try {
    binary = execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
  const port = await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const redis = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let output = '';
    redis.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then((code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => (redis.kill('SIGTERM'), exited) };
}

function printStep(name, s) {
  const codes = Object.entries(s.codes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ');
  console.log(
    `${name.padEnd(12)} ${String(s.rate).padStart(5)} req/s asked, ${s.got.toFixed(0).padStart(5)} answered/s  ` +
      `p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} max ${s.max} ms  client late p99 ${s.lateP99} ms  ` +
      `CPU µs/req app ${s.appCpu.toFixed(0)} PostgreSQL ${s.dbCpu.toFixed(0)}` +
      (codes ? `  NOT 2xx: ${codes}` : '') +
      (s.lost ? `  LOST ${s.lost}` : '') +
      (s.busy ? `  (${s.busy} sent to a player with one in flight)` : ''),
  );
}

function reportCapacity(results) {
  console.table(
    results.flatMap((r) =>
      r.steps.map((s) => ({
        'set-up': r.name,
        'asked req/s': s.rate,
        'answered/s': Number(s.got.toFixed(0)),
        'p50 ms': s.p50,
        'p95 ms': s.p95,
        'p99 ms': s.p99,
        'not 2xx / lost': `${s.bad} / ${s.lost}`,
        'CPU µs/req app + db': `${s.appCpu.toFixed(0)} + ${s.dbCpu.toFixed(0)}`,
        'p99 by kind (ms)': Object.entries(s.kinds)
          .map(([kind, ms]) => `${kind} ${ms}`)
          .join(', '),
      })),
    ),
  );
  const best = (name) => {
    const r = results.find((x) => x.name === name);
    const held = r?.steps.filter((s) => s.p99 <= TARGET_P99_MS && s.bad === 0 && s.lost === 0) ?? [];
    return held.length ? Math.max(...held.map((s) => s.rate)) : 0;
  };
  console.table(
    results.map((r) => ({
      'set-up': r.name,
      [`highest step at p99 ≤ ${TARGET_P99_MS} ms`]: `${best(r.name)} req/s`,
      '÷ same-SQL of as many processes': r.name.startsWith('API')
        ? `${((100 * best(r.name)) / Math.max(1, best(r.name.replace('API', 'same-SQL')))).toFixed(0)} %`
        : '',
    })),
  );
}

/** What a visit asks and gets back: requests and answer bytes by kind (JSON as sent, before compression). */
function reportAnswers(step) {
  const rows = Object.keys(step.bytes).map((kind) => ({
    kind,
    'requests a visit': VISIT.filter((k) => k === kind).length,
    'bytes an answer': Math.round(step.bytes[kind]),
  }));
  const visit = rows.reduce((sum, r) => sum + r['requests a visit'] * r['bytes an answer'], 0);
  console.log(
    `\nOne visit (${VISIT.length} requests, three games): ${(visit / 1000).toFixed(1)} kB of answers`,
  );
  console.table(rows);
}

/** Rows and bytes per table after the run, and per visit of one player (the VISIT of 3 games). */
async function reportFootprint(dbUrl, players) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.relname AS table, c.reltuples::bigint AS estimate, pg_total_relation_size(c.oid) AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname IN ('game', 'served_puzzle', 'gem_entry', 'player')`,
    );
    const table = [];
    for (const row of rows) {
      const count = Number((await client.query(`SELECT count(*) AS n FROM ${row.table}`)).rows[0].n);
      table.push({
        table: row.table,
        rows: count,
        'MB with indexes': (Number(row.bytes) / 1e6).toFixed(1),
        'bytes a row': count ? Math.round(Number(row.bytes) / count) : 0,
      });
    }
    console.log(`\nWhat the run left in PostgreSQL (${players} players, all set-ups):`);
    console.table(table);
  } finally {
    await client.end();
  }
}

await main();
