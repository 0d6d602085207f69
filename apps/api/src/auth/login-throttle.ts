import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaptchaService } from '../contact/captcha.service.js';
import { rows } from '../database/rows.js';
import { RetryLaterException } from '../http/retry-later.exception.js';
import { SpentProofs } from './proofs/spent-proofs.js';

/** Attempts an account name gets without a proof of work: enough for a few typos. */
const FREE_ATTEMPTS = 5;
/** A day without attempts forgets the earlier ones, so last week's typos do not add up. */
const FORGET_AFTER_S = 24 * 3600;
/** A solved challenge is spent by the attempt it came with; it would have expired by then anyway. */
const PROOF_KEPT_MS = 30 * 60_000;

/** The account name as the login looks it up: lower() of PostgreSQL, not of JavaScript. */
const EMAIL_HASH = `sha256(convert_to(lower($2), 'UTF8'))`;

/** 429 asking for a solved challenge of `/auth/challenge` with the next attempt. */
const proofRequired = () => new RetryLaterException(1, ['altcha']);

/**
 * Slows password guessing per account, whichever addresses the guesses come from (the per-IP
 * limit alone let 10 addresses try 200 passwords in seconds), without ever locking the owner
 * out. Keyed by tenant and email, known or not, so the answers do not tell which accounts
 * exist. After FREE_ATTEMPTS each attempt must bring a solved proof-of-work challenge (the
 * contact form's ALTCHA: about a second of a phone's CPU), spent by that attempt: the right
 * password with a proof always gets in, a guesser pays a second of work per guess. A lock did
 * the opposite: 15 wrong guesses kept the right password out, and one guess every 15 minutes
 * kept any account locked. The count is one UPSERT, so concurrent guesses count exactly, on one
 * server or several.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly db: DataSource,
    private readonly captcha: CaptchaService,
    private readonly spent: SpentProofs,
  ) {}

  /** Counts an attempt for this account name; past the free ones, it needs an unspent solved challenge. */
  async admit(tenant: string, email: string, proof: string | undefined): Promise<void> {
    const [counted] = await rows<{ attempts: number }>(
      this.db,
      `INSERT INTO login_throttle AS t (tenant, email_hash, attempts, last_attempt_at)
       VALUES ($1, ${EMAIL_HASH}, 1, now())
       ON CONFLICT (tenant, email_hash) DO UPDATE
          SET attempts = CASE WHEN t.last_attempt_at < now() - make_interval(secs => $3::float8)
                              THEN 1 ELSE t.attempts + 1 END,
              last_attempt_at = now()
       RETURNING attempts`,
      [tenant, email, FORGET_AFTER_S],
    );
    if (counted.attempts <= FREE_ATTEMPTS) return;
    const nonce = proof === undefined ? undefined : await this.captcha.verify(proof);
    const fresh =
      nonce !== undefined &&
      (await this.spent.spend('login-challenge', nonce, new Date(Date.now() + PROOF_KEPT_MS)));
    if (!fresh) throw proofRequired();
  }

  /** A successful login starts the count anew. */
  async forgive(tenant: string, email: string): Promise<void> {
    await this.db.query(`DELETE FROM login_throttle WHERE tenant = $1 AND email_hash = ${EMAIL_HASH}`, [
      tenant,
      email,
    ]);
  }
}
