import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  type ErrorKey,
  type ErrorResponse,
  loginFormError,
  registerFormError,
  type TokenResponse,
} from '@czeus/contract';
import { DataSource } from 'typeorm';
import { listDailyResults } from '../daily/daily-results.js';
import { rows } from '../database/rows.js';
import { uniqueViolation } from '../database/unique-violation.js';
import type { ClientContext } from '../http/client.decorator.js';
import { NewPlayers } from '../players/new-players.js';
import { credit } from '../ledger/ledger.js';
import { START_GEMS } from '../rewards/economy.js';
import type { Caller } from './caller.js';
import type { LoginDto, RegisterDto } from './dto/register.dto.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

const fail = (status: 400 | 401 | 409, message: ErrorKey): never => {
  const body: ErrorResponse = { statusCode: status, message };
  throw status === 400
    ? new BadRequestException(body)
    : status === 401
      ? new UnauthorizedException(body)
      : new ConflictException(body);
};

const DUPLICATE_KEYS: Record<string, ErrorKey> = {
  player_email: 'error-register-useremailexists',
  player_username: 'error-register-usernameexists',
};

@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly newPlayers: NewPlayers,
  ) {}

  /**
   * Makes the session's guest an account, so it keeps the gems and games it earned; a session
   * without a guest gets a fresh account. The guest row lets go of the session id, so the
   * next guest of this browser (after a logout) starts anew instead of reading the account.
   */
  async register(client: ClientContext, form: RegisterDto): Promise<TokenResponse> {
    const problem = registerFormError(form);
    if (problem) fail(400, problem);
    const email = (form.email as string).trim();
    const username = (form.username as string).trim();
    await this.refuseTaken(client.tenant, email, username);
    const passwordHash = await this.hasher.hash(form.password as string, client.address);

    let playerId: string;
    try {
      playerId = await this.db.transaction(async (tx) => {
        const [guest] = await rows<{ id: string }>(
          tx,
          `UPDATE player SET email = $3, username = $4, password_hash = $5, registered_at = now(), session_id = NULL
            WHERE tenant = $1 AND session_id = $2 AND registered_at IS NULL
            RETURNING id`,
          [client.tenant, client.sessionId, email, username, passwordHash],
        );
        if (guest) {
          await listDailyResults(tx, guest.id);
          return guest.id;
        }
        // A new player without a guest draws from the address's budget, as a new guest would.
        await this.newPlayers.admit(client);
        const [created] = await rows<{ id: string }>(
          tx,
          `INSERT INTO player (tenant, email, username, password_hash, registered_at)
           VALUES ($1, $2, $3, $4, now()) RETURNING id`,
          [client.tenant, email, username, passwordHash],
        );
        await credit(tx, created.id, START_GEMS, 'start', 'start');
        return created.id;
      });
    } catch (error) {
      const key = DUPLICATE_KEYS[uniqueViolation(error) ?? ''];
      if (key) fail(409, key);
      throw error;
    }
    return this.tokens.issue(playerId, client.tenant, 0);
  }

  async login(client: ClientContext, form: LoginDto): Promise<TokenResponse> {
    const problem = loginFormError(form);
    if (problem) fail(400, problem);
    const email = (form.email as string).trim();
    await this.throttle.admit(client.tenant, email, form.altcha);
    const [row] = await rows<{ id: string; password_hash: string; token_generation: number }>(
      this.db,
      `SELECT id, password_hash, token_generation FROM player
        WHERE tenant = $1 AND lower(email) = lower($2) AND registered_at IS NOT NULL`,
      [client.tenant, email],
    );
    if (!(await this.hasher.verify(row?.password_hash ?? null, form.password as string, client.address))) {
      fail(401, 'wrong-credential');
    }
    await this.throttle.forgive(client.tenant, email);
    return this.tokens.issue(row.id, client.tenant, row.token_generation);
  }

  /** The token stops working at once, everywhere; it is forgotten after it would have expired. */
  async logout(caller: Caller): Promise<void> {
    if (!caller.token) return;
    await this.db.query(
      `INSERT INTO revoked_token (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING`,
      [caller.token.jti, caller.token.exp],
    );
  }

  private async refuseTaken(tenant: string, email: string, username: string): Promise<void> {
    const [taken] = await rows<{ email_taken: boolean; username_taken: boolean }>(
      this.db,
      `SELECT bool_or(lower(email) = lower($2)) AS email_taken, bool_or(lower(username) = lower($3)) AS username_taken
         FROM player WHERE tenant = $1 AND (lower(email) = lower($2) OR lower(username) = lower($3))`,
      [tenant, email, username],
    );
    if (taken?.email_taken) fail(409, 'error-register-useremailexists');
    if (taken?.username_taken) fail(409, 'error-register-usernameexists');
  }
}
