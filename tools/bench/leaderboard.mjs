// The daily's leaderboard at scale: `npm run bench:leaderboard` (builds the API, then runs this).
//
// Starts the built API on a fresh PostgreSQL database (DATABASE_URL's server, default the local
// one; a temporary database made and dropped here), has it choose today's daily and the last 30
// days' through GET /api/daily, then fills the database straight with SQL: RESULTS accounts with
// a game of today's daily each and their ranked results (hints, errors and play times spread as
// players' are: most without hints or errors, times from one to fifteen minutes, a tenth of them
// guests, so not listed), and HISTORY results spread over the 30 days before, with the counts the
// ranks are read from built as the migration builds them. Then, through HTTP as a player gets
// them (tokens signed with the server's key for players picked at random):
//   top 100      GET /api/daily/leaderboard?limit=100
//   around me    GET /api/daily/leaderboard?around=me&limit=10
//   my rank      GET /api/daily/leaderboard?limit=1   (the answer's `me`, the caller's rank)
//   score post   POST /api/game/score of a whole game of today's daily by a player new to it
// each READS times (score posts SCORE_POSTS), p50/p95, beside the plain indexed SQL of the same
// rows run straight on the database (top and around: the same ranking index; rank: count the
// rows ahead through that index, the query the rank counts replaced) and, for the score post,
// beside the score post of an ordinary game. Every rank read is checked against the plain count.
// Target: p95 ≤ 20 ms for each read through HTTP. Exit code 1 when a rank disagrees or a request fails.
//
// With --pglite the same runs on the embedded database `npm start` uses, at 10k results (a
// school's or a club's server): the API is stopped while this process fills and queries it.
//
//   npm run bench:leaderboard
//   npm run bench:leaderboard -- --pglite
//   BENCH_RESULTS=10000 npm run bench:leaderboard       (smaller fills)
/* global fetch */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { COUNTDOWN_SECONDS } from '../../libs/game/dist/index.js';
import { claimFor, solvingEvents } from '../../libs/game/dist/testing.js';
import { jwtSecret, LOAD_LIMITS, startApi, TENANT } from './api-processes.mjs';

/** `--pglite`: the embedded database `npm start` uses, at the size it is for (10k results). */
const ON_PGLITE = process.argv.includes('--pglite');
const RESULTS = Number(process.env.BENCH_RESULTS ?? (ON_PGLITE ? 10_000 : 1_000_000));
const HISTORY = Number(process.env.BENCH_HISTORY ?? RESULTS);
const READS = 400;
const IN_FLIGHT = 1;
const SCORE_POSTS = 100;
const TARGET_P95_MS = 20;
/** Between two numbers of a solving log: at most the server's least solving pace (1 s a number). */
const ENTRY_GAP_MS = 1000;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-bench-leaderboard-'));
  const secret = jwtSecret();
  const database = ON_PGLITE ? embeddedDatabase(dataDir) : await postgresDatabase();
  const env = { DATA_DIR: dataDir, JWT_SECRET: secret, DATABASE_URL: database.url };
  let api;
  // PGlite admits one process: the API is stopped while this one reads and writes the database.
  const apiUp = async () => (api ??= await startApi(env, LOAD_LIMITS, 1));
  const apiDown = async () => {
    if (ON_PGLITE) await api?.stop();
    if (ON_PGLITE) api = undefined;
  };
  let failed = false;
  try {
    await apiUp();
    const tokenOf = signer(secret);
    const chooser = guest(api.url);
    const { date } = await chooser.get('/api/daily');
    for (let back = 1; back <= 30; back++) {
      const day = new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
      await chooser.get(`/api/daily?date=${day}`);
    }
    console.log(
      `cZeus leaderboard bench on ${ON_PGLITE ? 'PGlite' : 'PostgreSQL'}: ${RESULTS.toLocaleString('en')} ` +
        `results on ${date}, ${HISTORY.toLocaleString('en')} over the 30 days before, node ${process.version}`,
    );

    await apiDown();
    const { ranked, posters } = await database.use(async (db) => {
      const started = performance.now();
      await fill(db, date);
      console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      // Each player's key in the ranking's order, as text: finished_at has µs, which a Date would lose.
      const picked = await db.query(
        `SELECT player_id, hints, errors, play_time::text, finished_at::text FROM daily_result
          WHERE day = $1 AND solved AND listed ORDER BY random() LIMIT ${READS}`,
        [date],
      );
      return {
        ranked: picked.rows,
        posters: {
          daily: await newPlayers(db, SCORE_POSTS, 'daily'),
          ordinary: await newPlayers(db, SCORE_POSTS, 'ordinary'),
        },
      };
    });

    await apiUp();
    const players = await Promise.all(
      ranked.map(async (r) =>
        Object.assign(await asPlayer(api.url, r.player_id, tokenOf), {
          key: [r.hints, r.errors, r.play_time, r.finished_at],
        }),
      ),
    );
    const rows = [];
    rows.push(await measure('top 100', players, (p) => p.get('/api/daily/leaderboard?limit=100')));
    rows.push(await measure('around me', players, (p) => p.get('/api/daily/leaderboard?around=me&limit=10')));
    const ranks = new Map();
    rows.push(
      await measure('my rank', players, async (p) => {
        ranks.set(p.id, (await p.get('/api/daily/leaderboard?limit=1')).me?.rank);
      }),
    );
    await apiDown();
    const key = `(r.hints, r.errors, r.play_time, r.finished_at, r.player_id)`;
    const listed = `r.tenant = $1 AND r.day = $2 AND r.solved AND r.listed`;
    const plain = await database.use(async (db) => [
      await measureSql('top 100', db, players, () => [
        `SELECT p.username, r.play_time, r.hints, r.errors, r.stars
           FROM daily_result r JOIN player p ON p.id = r.player_id
          WHERE ${listed} ORDER BY r.hints, r.errors, r.play_time, r.finished_at, r.player_id LIMIT 100`,
        [TENANT, date],
      ]),
      await measureSql('around me', db, players, (p) => [
        `(SELECT p.username, r.play_time FROM daily_result r JOIN player p ON p.id = r.player_id
           WHERE ${listed} AND ${key} < ($4, $5, $6, $7, $3)
           ORDER BY r.hints DESC, r.errors DESC, r.play_time DESC, r.finished_at DESC, r.player_id DESC LIMIT 4)
         UNION ALL
         (SELECT p.username, r.play_time FROM daily_result r JOIN player p ON p.id = r.player_id
           WHERE ${listed} AND ${key} > ($4, $5, $6, $7, $3)
           ORDER BY r.hints, r.errors, r.play_time, r.finished_at, r.player_id LIMIT 5)`,
        [TENANT, date, p.id, ...p.key],
      ]),
      await measureSql('my rank', db, players, (p) => [
        `SELECT 1 + count(*) AS rank FROM daily_result r WHERE ${listed} AND ${key} < ($4, $5, $6, $7, $3)`,
        [TENANT, date, p.id, ...p.key],
        (result) => {
          const counted = Number(result.rows[0].rank);
          if (ranks.get(p.id) !== counted) {
            failed = true;
            console.error(
              `!!! player ${p.id}: the API says rank ${ranks.get(p.id)}, the plain count ${counted} !!!`,
            );
          }
        },
      ]),
    ]);

    // Last, as they change the ranking: score posts of today's daily (a result, the rank counts,
    // the streak) beside score posts of an ordinary game by other new players, served and posted
    // the same way.
    await apiUp();
    const [dailies, ordinary] = await servedGames(api.url, posters, tokenOf);
    rows.push(await measure('score post', dailies, (p) => p.post('/api/game/score', p.claim)));
    const ordinaryPosts = await measure('score post', ordinary, (p) => p.post('/api/game/score', p.claim));
    plain.push({ ...ordinaryPosts, baseline: 'an ordinary game’s, HTTP' });

    console.table(
      rows.map((row) => {
        const base = plain.find((b) => b.what === row.what);
        return {
          read: row.what,
          'HTTP p50 ms': row.p50,
          'HTTP p95 ms': row.p95,
          [`p95 ≤ ${TARGET_P95_MS} ms`]: row.p95 <= TARGET_P95_MS ? 'PASS' : 'MISS',
          'baseline p50 ms': base.p50,
          'baseline p95 ms': base.p95,
          baseline: base.baseline ?? 'plain SQL',
          requests: row.count,
          errors: row.errors,
        };
      }),
    );
    console.log(
      `HTTP: the API as a player gets it (token check, validation, the reads, JSON), one request at a time. ` +
        'Plain SQL: the query alone on one connection; for "my rank" the count of every row ahead ' +
        'through the ranking index.',
    );
    if (rows.some((r) => r.errors > 0) || ordinaryPosts.errors > 0) failed = true;
  } finally {
    await api?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('Some ranks disagreed or requests failed: see above.');
    process.exitCode = 1;
  }
}

/** A database of the bench's own on DATABASE_URL's server (default the local one), dropped at the end. */
async function postgresDatabase() {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_board_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  return {
    url: url.href,
    use: (work) => work(db),
    drop: async () => {
      await db.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The API's embedded PGlite in `dataDir`, opened here (behind its socket server) only while the API is stopped. */
function embeddedDatabase(dataDir) {
  return {
    url: '',
    use: async (work) => {
      const { startEmbeddedPostgres } = await import(
        path.resolve(import.meta.dirname, '../../apps/api/dist/database/embedded-postgres.js')
      );
      const embedded = await startEmbeddedPostgres(dataDir);
      const db = new pg.Client({
        host: embedded.host,
        port: embedded.port,
        user: 'postgres',
        database: 'postgres',
      });
      await db.connect();
      try {
        return await work(db);
      } finally {
        await db.end();
        await embedded.stop();
      }
    },
    drop: async () => undefined,
  };
}

/**
 * RESULTS accounts (a tenth of them guests) with a game of today's daily each and its result;
 * HISTORY more over the 30 days before; the rank counts as the migration makes them.
 */
async function fill(db, date) {
  await db.query(`SET synchronous_commit = off`);
  const step = async (what, sql, params) => {
    const started = performance.now();
    await db.query(sql, params);
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const total = RESULTS + HISTORY;
  await step(
    'players',
    `INSERT INTO player (tenant, username, email, gems, registered_at)
     SELECT $1, CASE WHEN n % 10 = 0 THEN NULL ELSE 'p' || n END,
            CASE WHEN n % 10 = 0 THEN NULL ELSE 'p' || n || '@bench.example' END, 0,
            CASE WHEN n % 10 = 0 THEN NULL ELSE now() END
       FROM generate_series(1, $2) n`,
    [TENANT, RESULTS],
  );
  await step(
    'numbering',
    `CREATE TEMP TABLE fill_player AS
       SELECT id, row_number() OVER (ORDER BY id) AS k FROM player
        WHERE tenant = $1 AND (username IS NULL OR username ~ '^p[0-9]+$')`,
    [TENANT],
  );
  await db.query(`CREATE INDEX ON fill_player (k)`);
  // Game n: player (n - 1) % RESULTS + 1; today for the first RESULTS, then the 30 days before
  // in turn (so no player has two results of one day).
  await step(
    'games',
    `INSERT INTO game (player_id, game_key, puzzle_id, difficulty, finish_type, score, stars, gems_earned,
                       play_time, errors_made, hints_used, reveals_used, events, created_at)
     SELECT f.id, 'g' || s.n, d.puzzle_id, 1,
            CASE WHEN s.n % 17 = 0 THEN 'errors_fail' ELSE 'success' END, 1000, 3, 0,
            60 + 840 * power(random(), 2), (random() * random() * 4)::int,
            CASE WHEN random() < 0.7 THEN 0 ELSE (random() * 3)::int END, 0, '[]'::jsonb,
            d.day + make_interval(secs => random() * 86000)
       FROM generate_series(1, $1) s(n)
       JOIN fill_player f ON f.k = (s.n - 1) % $2 + 1
       JOIN daily_puzzle d ON d.day = CASE WHEN s.n <= $2 THEN $3::date ELSE $3::date - 1 - ((s.n - $2) % 30)::int END`,
    [total, RESULTS, date],
  );
  await step(
    'results',
    `INSERT INTO daily_result (day, player_id, tenant, game_id, solved, hints, errors, play_time, stars, finished_at, listed)
     SELECT d.day, g.player_id, $1, g.id, g.finish_type = 'success', g.hints_used, g.errors_made, g.play_time,
            g.stars, g.created_at, p.username IS NOT NULL
       FROM game g JOIN daily_puzzle d ON d.puzzle_id = g.puzzle_id JOIN player p ON p.id = g.player_id
      WHERE g.game_key LIKE 'g%'
     ON CONFLICT (day, player_id) DO NOTHING`,
    [TENANT],
  );
  await step(
    'rank counts',
    `INSERT INTO daily_rank_count (tenant, day, hints, errors, play_second, n)
     SELECT tenant, day, hints, errors, floor(play_time)::integer, count(*)
       FROM daily_result WHERE solved AND listed
      GROUP BY tenant, day, hints, errors, floor(play_time)::integer`,
  );
  // A day's results come in over the day and autovacuum follows inserts (PostgreSQL 13 on), so
  // most of a date's rows are all-visible when read: as they are after this.
  await step('vacuum', `VACUUM ANALYZE`);
}

/** `count` players made straight in the database, accounts, named `<prefix><n>`; their ids. */
async function newPlayers(db, count, prefix) {
  const { rows } = await db.query(
    `INSERT INTO player (tenant, username, email, gems, registered_at)
     SELECT $1, $2 || CASE WHEN $3 = 1 THEN '' ELSE n::text END, $2 || n || '@bench.example', 0, now()
       FROM generate_series(1, $3) n RETURNING id`,
    [TENANT, prefix, count],
  );
  return rows.map((r) => r.id);
}

/** Tokens as the server issues them (apps/api/src/auth/token.service.ts), signed with its key. */
function signer(secret) {
  const key = new TextEncoder().encode(secret);
  return (playerId) =>
    new SignJWT({ tenant: TENANT, gen: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(playerId)
      .setJti(randomUUID())
      .setIssuer('czeus')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
}

/** A guest of its own session, for the calls that need no account. */
function guest(base) {
  const headers = { 'x-tenant': TENANT, 'x-session-id': `boardguest${Date.now().toString(36)}` };
  return {
    get: async (route) => {
      const res = await fetch(`${base}${route}`, { headers });
      if (!res.ok) throw new Error(`GET ${route} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
  };
}

async function asPlayer(base, id, tokenOf) {
  const headers = {
    authorization: `Bearer ${await tokenOf(id)}`,
    'x-tenant': TENANT,
    'x-session-id': `board${id.replaceAll('-', '').slice(0, 20)}`,
  };
  const call = async (method, route, body) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  };
  return { id, get: (route) => call('GET', route), post: (route, body) => call('POST', route, body) };
}

/**
 * SCORE_POSTS new accounts served today's daily and as many served an ordinary puzzle, each with
 * the claim of solving it; resolved once the longest game could have been played.
 */
async function servedGames(base, posters, tokenOf) {
  const serve = async (ids, route) => {
    const players = await Promise.all(ids.map((id) => asPlayer(base, id, tokenOf)));
    for (const player of players) {
      const answer = await player.get(route);
      const record = answer.puzzle ?? answer;
      player.claim = claimFor(record, solvingEvents(record, ENTRY_GAP_MS, 100), `board-${randomUUID()}`);
    }
    return players;
  };
  const dailies = await serve(posters.daily, '/api/daily');
  const ordinary = await serve(posters.ordinary, '/api/game?level=1&shape=1&difficulty=1');
  const longest = Math.max(...[...dailies, ...ordinary].map((p) => p.claim.playTime));
  await new Promise((resolve) => setTimeout(resolve, (COUNTDOWN_SECONDS + longest) * 1000));
  return [dailies, ordinary];
}

/** Each player's request once, IN_FLIGHT at a time; p50/p95 of their latencies. */
async function measure(what, players, request) {
  const took = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const player = players[next++];
      const started = performance.now();
      try {
        await request(player);
        took.push(performance.now() - started);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(`${what}: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { what, ...quantiles(took), count: took.length, errors };
}

/** The plain query of each player once on one connection; `check` sees each result. */
async function measureSql(what, db, players, queryOf) {
  const took = [];
  for (const player of players) {
    const [sql, params, check] = queryOf(player);
    const started = performance.now();
    const result = await db.query(sql, params);
    took.push(performance.now() - started);
    check?.(result);
  }
  return { what, ...quantiles(took) };
}

function quantiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(1));
  return { p50: at(0.5), p95: at(0.95) };
}

await main();
