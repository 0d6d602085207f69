import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { type ErrorKey, type ErrorResponse, isEmail, newPasswordError } from '@czeus/contract';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { rows } from '../database/rows.js';
import type { ClientContext } from '../http/client.decorator.js';
import { Mailer } from '../mail/mailer.js';
import { PasswordHasher } from './password-hasher.js';

/** A mailed code works for an hour, once. */
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
/** 32 random bytes: guessing a live code is hopeless. */
const RESET_CODE_BYTES = 32;

const refuse = (message: ErrorKey): never => {
  const body: ErrorResponse = { statusCode: 400, message };
  throw new BadRequestException(body);
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  /**
   * Mails a one-time link when the email belongs to an account. The caller learns nothing
   * either way: the answer is the same, and the mail is sent after the answer.
   */
  async request(client: ClientContext, email: string | undefined): Promise<void> {
    const address = email?.trim() ?? '';
    if (!isEmail(address)) refuse('forgot-password-not-email');
    const [player] = await rows<{ id: string; email: string }>(
      this.db,
      `SELECT id, email FROM player WHERE tenant = $1 AND lower(email) = lower($2) AND registered_at IS NOT NULL`,
      [client.tenant, address],
    );
    if (!player) return;
    const code = randomBytes(RESET_CODE_BYTES).toString('base64url');
    await this.db.query(`INSERT INTO password_reset (code_hash, player_id, expires_at) VALUES ($1, $2, $3)`, [
      hashCode(code),
      player.id,
      new Date(Date.now() + RESET_CODE_LIFETIME_MS),
    ]);
    const link = `${this.config.publicUrl}/resetPassword/${code}`;
    void this.mailer
      .send({
        to: player.email,
        subject: 'cZeus: set a new password',
        text: `Someone asked to set a new password for your cZeus account.\n\nOpen this link within an hour to choose one:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      })
      .catch(() => undefined); // logged by the mailer; the player can ask again
  }

  /** Sets the new password, uses up the code, and ends every login made with the old password. */
  async reset(
    client: ClientContext,
    code: string | undefined,
    password: string | undefined,
    password2: string | undefined,
  ): Promise<void> {
    const problem = newPasswordError(password, password2);
    if (problem) refuse(problem);
    if (!code) refuse('reset-password-fail');
    const passwordHash = await this.hasher.hash(password as string, client.address);
    const used = await this.db.transaction(async (tx) => {
      const [reset] = await rows<{ player_id: string }>(
        tx,
        `UPDATE password_reset SET used_at = now()
          WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING player_id`,
        [hashCode(code as string)],
      );
      if (!reset) return false;
      await tx.query(
        `UPDATE player SET password_hash = $2, token_generation = token_generation + 1,
                           email_verified_at = coalesce(email_verified_at, now())
          WHERE id = $1`,
        [reset.player_id, passwordHash],
      );
      return true;
    });
    if (!used) refuse('reset-password-fail');
  }
}
