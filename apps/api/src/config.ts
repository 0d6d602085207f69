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
  /**
   * redis://… or rediss://… (REDIS_URL): the rate limits' counts are shared by every instance
   * there; unset, each server counts in its own memory (one server, as `npm start` runs).
   */
  redisUrl: string | undefined;
  /**
   * On SIGTERM, seconds the instance goes on serving while its readiness check already fails
   * (DRAIN_SECONDS, default 0): behind a load balancer, its health-check interval times the
   * failures it needs; one server has nobody to tell.
   */
  drainSeconds: number;
  /** Where embedded data lives (DATA_DIR, default ./.data). */
  dataDir: string;
  /** The built web app to serve on `/` (WEB_ROOT, default apps/web/dist). */
  webRoot: string;
  /** NODE_ENV=production: real secrets required. */
  production: boolean;
  /** CZEUS_DEBUG=1: the spec's debug doors (reset-daily) exist; never by default, never in production. */
  debug: boolean;
  /** HMAC key of the access tokens (JWT_SECRET; in development made once and kept in dataDir). */
  jwtSecret: Uint8Array;
  /** Where players reach the game, for links in mail (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** Other origins whose pages may show the game in a frame (FRAME_ANCESTORS; none by default). */
  frameAncestors: string[];
  /** smtp(s)://… (SMTP_URL); unset: mail goes to <dataDir>/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** Sender of the game's mail (MAIL_FROM). */
  mailFrom: string;
  /** Requests a client IP may make to each rate-limited call (login, register, reset…) per minute (AUTH_RATE_LIMIT). */
  authRateLimit: number;
  /** Fastify's trustProxy: which proxies may name the client IP (TRUST_PROXY: "true" or their addresses/CIDRs, comma separated). */
  trustProxy: boolean | string;
  /** Puzzles kept ready per (land, shape, difficulty) (PUZZLE_BANK_SIZE, default 50). */
  bankSize: number;
  /** Most puzzles a slot's bank grows to when players have had all of it (PUZZLE_BANK_CAP, default 250). */
  bankCap: number;
  /** Worker threads that generate puzzles (PUZZLE_THREADS, default 1). */
  puzzleThreads: number;
  /** `GET /api/game` a player may make per minute (PUZZLE_RATE_LIMIT). */
  puzzleRateLimit: number;
  /** `GET /api/game` a client IP may make per minute, all its players together (PUZZLE_IP_RATE_LIMIT). */
  puzzleIpRateLimit: number;
  /** `POST /api/game/stock` a player may make per minute (STOCK_RATE_LIMIT). */
  stockRateLimit: number;
  /** Calls of a guest's or an account's routes one player may make per minute (PLAYER_RATE_LIMIT). */
  playerRateLimit: number;
  /** Calls of guests' and accounts' routes one client address may make per minute (ADDRESS_RATE_LIMIT). */
  addressRateLimit: number;
  /** New players (guests, or accounts made without one) a client IP may make per hour (GUEST_RATE_LIMIT). */
  guestRateLimit: number;
  /** `POST /api/analytics` a session may make per minute (ANALYTICS_RATE_LIMIT). */
  analyticsRateLimit: number;
  /** `POST /api/analytics` a client IP may make per minute, all its sessions together (ANALYTICS_IP_RATE_LIMIT). */
  analyticsIpRateLimit: number;
  /** Days raw analytics events are kept before only their daily counts remain (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number;
  /** Seconds an ad must run before its reward (AD_MIN_SECONDS, default the spec's 10). */
  adMinSeconds: number;
  /** Ad rewards a player may claim per UTC day (AD_DAILY_CAP, default 5). */
  adDailyCap: number;
  /** Gems a player may earn from games per UTC day (GAME_GEMS_DAILY_CAP, default 40,000). */
  gameGemsDailyCap: number;
  /** Where contact messages are mailed (CONTACT_EMAIL). */
  contactEmail: string;
  /** PBKDF2 iterations per attempt of the contact captcha (ALTCHA_COST). */
  altchaCost: number;
  /** Highest attempt count a captcha may need (ALTCHA_MAX_COUNTER); a third of it at least. */
  altchaMaxCounter: number;
}

const DEFAULT_PORT = 3000;
/** Enough for a family sharing one address, too few to guess passwords: 20 a minute. */
const DEFAULT_AUTH_RATE_LIMIT = 20;
/** The bank's floor: at least 50 puzzles per (shape, band) that exists. */
const DEFAULT_BANK_SIZE = 50;
/**
 * Five times the floor: hours of one slot for a player before a repeat, and a bounded
 * table (36 slots x 250 puzzles of a few hundred bytes) whoever asks.
 */
const DEFAULT_BANK_CAP = 250;
/**
 * These machines have 2 cores: one thread generates while the other core serves requests
 * (and, embedded, runs PGlite).
 */
const DEFAULT_PUZZLE_THREADS = 1;
/**
 * A game takes tens of seconds and a page reload asks once; 30 a minute is a new puzzle every
 * 2 s, which only a script keeps up.
 */
const DEFAULT_PUZZLE_RATE_LIMIT = 30;
/** Ten players at the per-player limit behind one address (a school, an office, a carrier NAT). */
const DEFAULT_PUZZLE_IP_RATE_LIMIT = 300;
/**
 * The web asks for its stock once at start and once each time the network returns; a stock
 * answers every slot at once and issues nothing while it is full, so 6 a minute is far beyond
 * a player and still bounds the database work of a script (a full stock is one transaction).
 */
const DEFAULT_STOCK_RATE_LIMIT = 6;
/**
 * A game makes a dozen calls and a menu a few: a player at full tilt makes tens a minute, a
 * script flooding one account or one guest hundreds a second. 600 (10 a second) is out of a
 * player's reach and bounds what one player makes the database do.
 */
const DEFAULT_PLAYER_RATE_LIMIT = 600;
/** Five players at their limit behind one address, or a class of 30 at a player's pace many times over. */
const DEFAULT_ADDRESS_RATE_LIMIT = 3_000;
/**
 * A guest is made once per browser; a classroom starting together behind one address makes
 * about 30. 60 an hour bounds a script minting 500-gem guests and fresh banks.
 */
const DEFAULT_GUEST_RATE_LIMIT = 60;
/**
 * The game sends a batch at most every 10 s while events happen (apps/web analytics.ts), and
 * one more when the queue holds over 50: 12 a minute is twice what a player can send.
 */
const DEFAULT_ANALYTICS_RATE_LIMIT = 12;
/** Ten players sending at the game's fastest rate behind one address. */
const DEFAULT_ANALYTICS_IP_RATE_LIMIT = 60;
/**
 * A month of raw events answers what players did since the last release; after that the
 * daily counts per event (no session ids) are all that is kept, so the table stops growing.
 */
const DEFAULT_ANALYTICS_RETENTION_DAYS = 30;
/** Spec section 9: "Ads: 10 s countdown then closable". */
const AD_COUNTDOWN_S = 10;
/** Not in the spec: enough for a player short of gems, too few to farm. */
const DEFAULT_AD_DAILY_CAP = 5;
/**
 * Not in the spec: a backstop against scripts, far above a person's day. A game pays at most
 * its band's prize (200 easy to 500 expert, three stars), once per puzzle, and a person takes
 * a minute or more a game with the countdown and the end screen (harder boards much longer):
 * an eager hour of perfect easy games earns about 12,000. 40,000 is over three hours of such
 * games on new puzzles; a script paced by the least solving time reaches it in minutes.
 */
const DEFAULT_GAME_GEMS_DAILY_CAP = 40_000;
/**
 * About a second of work on a low-end phone (WebCrypto PBKDF2, the widget's workers), a
 * moment for the server: it checks a signature instead of repeating the work.
 */
const DEFAULT_ALTCHA_COST = 1000;
const DEFAULT_ALTCHA_MAX_COUNTER = 3000;
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
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error('REDIS_URL must start with redis:// or rediss:// (leave it unset for one server)');
  }
  const production = env.NODE_ENV === 'production';
  const debug = env.CZEUS_DEBUG === '1';
  if (debug && production) throw new Error('CZEUS_DEBUG=1 opens debug doors: never in production');
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    redisUrl,
    drainSeconds: env.DRAIN_SECONDS === '0' ? 0 : positiveInteger(env.DRAIN_SECONDS, 0, 'DRAIN_SECONDS'),
    dataDir,
    webRoot: path.resolve(cwd, env.WEB_ROOT || 'apps/web/dist'),
    production,
    debug,
    jwtSecret: readJwtSecret(env.JWT_SECRET, production, dataDir),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    frameAncestors: readFrameAncestors(env.FRAME_ANCESTORS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'cZeus <no-reply@czeus.localhost>',
    authRateLimit: positiveInteger(env.AUTH_RATE_LIMIT, DEFAULT_AUTH_RATE_LIMIT, 'AUTH_RATE_LIMIT'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    bankSize:
      env.PUZZLE_BANK_SIZE === '0'
        ? 0
        : positiveInteger(env.PUZZLE_BANK_SIZE, DEFAULT_BANK_SIZE, 'PUZZLE_BANK_SIZE'),
    bankCap: positiveInteger(env.PUZZLE_BANK_CAP, DEFAULT_BANK_CAP, 'PUZZLE_BANK_CAP'),
    puzzleThreads: positiveInteger(env.PUZZLE_THREADS, DEFAULT_PUZZLE_THREADS, 'PUZZLE_THREADS'),
    puzzleRateLimit: positiveInteger(env.PUZZLE_RATE_LIMIT, DEFAULT_PUZZLE_RATE_LIMIT, 'PUZZLE_RATE_LIMIT'),
    stockRateLimit: positiveInteger(env.STOCK_RATE_LIMIT, DEFAULT_STOCK_RATE_LIMIT, 'STOCK_RATE_LIMIT'),
    puzzleIpRateLimit: positiveInteger(
      env.PUZZLE_IP_RATE_LIMIT,
      DEFAULT_PUZZLE_IP_RATE_LIMIT,
      'PUZZLE_IP_RATE_LIMIT',
    ),
    playerRateLimit: positiveInteger(env.PLAYER_RATE_LIMIT, DEFAULT_PLAYER_RATE_LIMIT, 'PLAYER_RATE_LIMIT'),
    addressRateLimit: positiveInteger(
      env.ADDRESS_RATE_LIMIT,
      DEFAULT_ADDRESS_RATE_LIMIT,
      'ADDRESS_RATE_LIMIT',
    ),
    guestRateLimit: positiveInteger(env.GUEST_RATE_LIMIT, DEFAULT_GUEST_RATE_LIMIT, 'GUEST_RATE_LIMIT'),
    analyticsRateLimit: positiveInteger(
      env.ANALYTICS_RATE_LIMIT,
      DEFAULT_ANALYTICS_RATE_LIMIT,
      'ANALYTICS_RATE_LIMIT',
    ),
    analyticsIpRateLimit: positiveInteger(
      env.ANALYTICS_IP_RATE_LIMIT,
      DEFAULT_ANALYTICS_IP_RATE_LIMIT,
      'ANALYTICS_IP_RATE_LIMIT',
    ),
    analyticsRetentionDays: positiveInteger(
      env.ANALYTICS_RETENTION_DAYS,
      DEFAULT_ANALYTICS_RETENTION_DAYS,
      'ANALYTICS_RETENTION_DAYS',
    ),
    adMinSeconds: positiveInteger(env.AD_MIN_SECONDS, AD_COUNTDOWN_S, 'AD_MIN_SECONDS'),
    adDailyCap: positiveInteger(env.AD_DAILY_CAP, DEFAULT_AD_DAILY_CAP, 'AD_DAILY_CAP'),
    gameGemsDailyCap: positiveInteger(
      env.GAME_GEMS_DAILY_CAP,
      DEFAULT_GAME_GEMS_DAILY_CAP,
      'GAME_GEMS_DAILY_CAP',
    ),
    contactEmail: env.CONTACT_EMAIL || 'contact@czeus.localhost',
    altchaCost: positiveInteger(env.ALTCHA_COST, DEFAULT_ALTCHA_COST, 'ALTCHA_COST'),
    altchaMaxCounter: positiveInteger(
      env.ALTCHA_MAX_COUNTER,
      DEFAULT_ALTCHA_MAX_COUNTER,
      'ALTCHA_MAX_COUNTER',
    ),
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

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return n;
}

/**
 * Origins separated by spaces or commas (`https://portal.example`, `http://localhost:*`): each
 * goes into a Content-Security-Policy header as it is, so anything but an origin is refused.
 */
function readFrameAncestors(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins)
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i.test(origin))
      throw new Error(`FRAME_ANCESTORS must list origins such as https://portal.example, got "${origin}"`);
  return origins;
}

/** Unset: no proxy, the socket's address is the client's. */
function readTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
