// The same-SQL baselines of the API benches, run as a child process (`fork`): bare Fastify + pg
// doing what the API's guard, controllers and services do for the routes the benches load
// (same statements, same order, same pool size, the same replay), and bare Fastify answering a
// fixed record. Its environment is the API's (DATABASE_URL, or DATA_DIR for the embedded
// database; JWT_SECRET). It sends `{ url, staticUrl }` when listening and answers IPC: 'cpu'
// (process.cpuUsage, µs), 'count' (puzzle rows), 'stop'.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { MAX_GAME_EVENTS, maxBandOfLevel } from '../../libs/contract/dist/game.js';
import { purchaseKey } from '../../libs/contract/dist/user.js';
import {
  COUNTDOWN_SECONDS,
  DAILY_REWARD_GEMS,
  gemsEarned,
  parseEventLog,
  replay,
  REVEAL_PRICE,
  SMART_HINT_PRICE,
} from '../../libs/game/dist/index.js';
import { generatePuzzle, SERVED_BAND, shapeOf } from '../../libs/puzzle/dist/index.js';

const API_ROOT = path.resolve(import.meta.dirname, '../../apps/api');
/** As the server's default GAME_GEMS_DAILY_CAP. */
const GAME_GEMS_DAILY_CAP = 40_000;

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
      const { difficulty, difficultyLevel: band } = served.record;
      const owed = Math.max(0, gemsEarned(band, s.stars, success) - Number(paid.gems));
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
        gems = await moveGems(tx, caller.playerId, credit, 'game', `game:${claim.gameId}`);
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

  app.post('/api/user/gems', async (request, reply) => {
    const caller = await authenticate(request, reply, pool, secret);
    if (!caller) return reply;
    const body = request.body;
    if (!validSpend(body)) return reply.code(400).send({ statusCode: 400, message: 'error' });
    const price = GEM_PRICES[body.reason];
    // As RewardsService.spend: the row locked, the retry, the balance, the client's balance.
    return inTransaction(pool, async (tx) => {
      const [{ gems }] = (
        await tx.query(`SELECT gems FROM player WHERE id = $1 AND tenant = $2 FOR UPDATE`, [
          caller.playerId,
          caller.tenant,
        ])
      ).rows;
      const done = (
        await tx.query(`SELECT 1 FROM gem_entry WHERE player_id = $1 AND idempotency_key = $2`, [
          caller.playerId,
          body.idempotencyKey,
        ])
      ).rows;
      if (done.length) return { gems };
      if (gems < price) return reply.code(402).send({ statusCode: 402, message: 'error', details: ['gems'] });
      if (body.gems !== gems - price)
        return reply.code(409).send({ statusCode: 409, message: 'error', details: ['gems'] });
      return { gems: await moveGems(tx, caller.playerId, -price, body.reason, body.idempotencyKey) };
    });
  });

  app.get('/api/user/claim-daily', async (request, reply) => {
    const caller = await authenticate(request, reply, pool, secret);
    if (!caller) return reply;
    // As RewardsService.claimDaily, for a player whose zone is the one of their first claim.
    return inTransaction(pool, async (tx) => {
      const [player] = (
        await tx.query(
          `SELECT gems, to_char(last_daily, 'YYYY-MM-DD') AS last_daily, daily_zone,
                  extract(epoch FROM now() - last_daily_at) AS since
             FROM player WHERE id = $1 AND tenant = $2 FOR UPDATE`,
          [caller.playerId, caller.tenant],
        )
      ).rows;
      const zone = player.daily_zone ?? 'UTC';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      if (player.last_daily !== null && player.last_daily >= today)
        return { claimed: false, gems: player.gems, lastDaily: player.last_daily };
      await tx.query(
        `UPDATE player SET last_daily = $2::date, daily_zone = $3, last_daily_at = now() WHERE id = $1`,
        [caller.playerId, today, zone],
      );
      const gems = await moveGems(
        tx,
        caller.playerId,
        DAILY_REWARD_GEMS,
        'daily',
        `daily:${today}:${randomUUID()}`,
      );
      return { claimed: true, gems, lastDaily: today };
    });
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

/** The ledger's one statement (apps/api/src/ledger/ledger.ts); the balance after. */
async function moveGems(db, playerId, amount, reason, key) {
  const moved = await db.query(
    `WITH moved AS (
       UPDATE player SET gems = gems + $2 WHERE id = $1 AND gems + $2 >= 0 RETURNING gems
     )
     INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after)
     SELECT $1, $2, $3, $4, gems FROM moved
     RETURNING balance_after`,
    [playerId, amount, reason, key],
  );
  return moved.rows[0]?.balance_after;
}

/** `work(client)` in a transaction of its own, rolled back when it throws. */
async function inTransaction(pool, work) {
  const tx = await pool.connect();
  try {
    await tx.query('START TRANSACTION');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
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

const SPEND_KEY = /^[A-Za-z0-9_-]{8,64}:(smart-hint|reveal):[1-9][0-9]{0,5}$/;

/** The checks of the API's SpendGemsDto, by hand. */
function validSpend(b) {
  return (
    typeof b === 'object' &&
    b !== null &&
    Object.keys(b).every((k) => k === 'gems' || k === 'reason' || k === 'idempotencyKey') &&
    inRange(b.gems, 0, Number.MAX_SAFE_INTEGER) &&
    Object.hasOwn(GEM_PRICES, b.reason) &&
    typeof b.idempotencyKey === 'string' &&
    SPEND_KEY.test(b.idempotencyKey) &&
    b.idempotencyKey.split(':')[1] === b.reason
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

await serveBaselines();
