import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../database/rows.js';
import { RetryLaterException } from '../http/retry-later.exception.js';

/** Attempts an account name gets before any wait: enough for a few typos. */
const FREE_ATTEMPTS = 5;
/** The wait after the last free attempt; each further attempt doubles it… */
const FIRST_LOCK_S = 1;
/**
 * …up to a quarter of an hour. A guesser then gets about 100 tries a day per account, while a
 * griefer who keeps a player's name locked costs that player at most this long per try of theirs.
 */
const MAX_LOCK_S = 15 * 60;
/** A day without attempts forgets the earlier ones, so last week's typos do not add up. */
const FORGET_AFTER_S = 24 * 3600;
/** 2^20 s is far past MAX_LOCK_S; the cap keeps PostgreSQL's power() from overflowing. */
const MAX_DOUBLINGS = 20;

/** The account name as the login looks it up: lower() of PostgreSQL, not of JavaScript. */
const EMAIL_HASH = `sha256(convert_to(lower($2), 'UTF8'))`;
const lockAfter = (attempts: string) =>
  `CASE WHEN ${attempts} >= $4::int
        THEN now() + make_interval(secs => least($5::float8 * 2 ^ least(${attempts} - $4::int, ${MAX_DOUBLINGS}), $6::float8))
   END`;
const NEXT_ATTEMPT = `CASE WHEN t.last_attempt_at < now() - make_interval(secs => $3::float8) THEN 1 ELSE t.attempts + 1 END`;

/**
 * Slows password guessing per account, whichever addresses the guesses come from (the per-IP
 * limit alone let 10 addresses try 200 passwords in seconds). Keyed by tenant and email, known
 * or not, so the answers do not tell which accounts exist. An attempt is counted before its
 * password is checked, in one UPSERT that also decides whether it may run: concurrent guesses
 * cannot slip past the lock, on one server or several. While locked, even the right password
 * is refused, or the guessing would simply go on.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly db: DataSource) {}

  /** Counts an attempt for this account name, or refuses it with 429 while the name is locked. */
  async admit(tenant: string, email: string): Promise<void> {
    const counted = await rows<{ attempts: number }>(
      this.db,
      `INSERT INTO login_throttle AS t (tenant, email_hash, attempts, last_attempt_at, locked_until)
       VALUES ($1, ${EMAIL_HASH}, 1, now(), ${lockAfter('1')})
       ON CONFLICT (tenant, email_hash) DO UPDATE
          SET attempts = ${NEXT_ATTEMPT}, last_attempt_at = now(), locked_until = ${lockAfter(NEXT_ATTEMPT)}
        WHERE t.locked_until IS NULL OR t.locked_until <= now()
       RETURNING attempts`,
      [tenant, email, FORGET_AFTER_S, FREE_ATTEMPTS, FIRST_LOCK_S, MAX_LOCK_S],
    );
    if (counted.length === 1) return;
    const [lock] = await rows<{ wait: number | string | null }>(
      this.db,
      `SELECT ceil(extract(epoch FROM locked_until - now())) AS wait
         FROM login_throttle WHERE tenant = $1 AND email_hash = ${EMAIL_HASH}`,
      [tenant, email],
    );
    throw new RetryLaterException(Math.max(1, Number(lock?.wait ?? 1)));
  }

  /** A successful login starts the count anew. */
  async forgive(tenant: string, email: string): Promise<void> {
    await this.db.query(`DELETE FROM login_throttle WHERE tenant = $1 AND email_hash = ${EMAIL_HASH}`, [
      tenant,
      email,
    ]);
  }
}
