import { randomInt } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type ErrorResponse, type TokenResponse, USERNAME_MAX_LENGTH } from '@czeus/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { listDailyResults } from '../../daily/daily-results.js';
import { rows } from '../../database/rows.js';
import { uniqueViolation } from '../../database/unique-violation.js';
import type { ClientContext } from '../../http/client.decorator.js';
import { NewPlayers } from '../../players/new-players.js';
import { credit } from '../../ledger/ledger.js';
import { START_GEMS } from '../../rewards/economy.js';
import { TokenService } from '../token.service.js';
import type { VerifiedIdentity } from './verified-identity.js';

interface Account {
  id: string;
  token_generation: number;
  /** The provider's email names an account that never proved it owns it (not joined). */
  emailAccountExists?: boolean;
}

/**
 * Two first logins of one person at once, or a name taken in between: tried again, then given
 * up. From the second try on a taken name gets a random number, so any number of first logins
 * with one name at once (14 made 7 × 500 when every try walked the same "Ada 2" … "Ada 9") each
 * find a free one.
 */
const ATTEMPTS = 4;
/** What a provider's name becomes when it has nothing usable. */
const FALLBACK_NAME = 'player';

/**
 * Social identities → players. The same identity always finds the same player; a new one
 * finds the account of its email only when both sides proved the address: the provider vouches
 * for it and the account proved it too (made by a provider that vouched, or a mailed reset link
 * used). Registering proves nothing, so an account someone registered with another person's
 * address never receives that person's social login (and with it their play). Otherwise the
 * identity becomes an account of its own, made from the session's guest as registering does, so
 * what the guest earned is kept.
 */
@Injectable()
export class SocialAccounts {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly newPlayers: NewPlayers,
  ) {}

  async login(client: ClientContext, identity: VerifiedIdentity): Promise<TokenResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        const account = await this.db.transaction((tx) => this.accountOf(tx, client, identity, attempt));
        const issued = await this.tokens.issue(account.id, client.tenant, account.token_generation);
        return account.emailAccountExists ? { ...issued, emailAccountExists: true } : issued;
      } catch (error) {
        // A concurrent login made the identity, the email's account or the username first.
        if (uniqueViolation(error) === undefined || attempt === ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A logged-in player adds an identity to their account (how an email account gains a
   * Facebook login: its email is never enough). An identity already on another account stays there.
   */
  async link(tenant: string, playerId: string, identity: VerifiedIdentity): Promise<TokenResponse> {
    const [owner] = await rows<{ player_id: string }>(
      this.db,
      `INSERT INTO player_identity (tenant, provider, subject, player_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant, provider, subject) DO UPDATE SET tenant = player_identity.tenant
       RETURNING player_id`,
      [tenant, identity.provider, identity.subject, playerId],
    );
    if (owner.player_id !== playerId) throw identityTaken();
    const [account] = await rows<Account>(this.db, `SELECT id, token_generation FROM player WHERE id = $1`, [
      playerId,
    ]);
    return this.tokens.issue(account.id, tenant, account.token_generation);
  }

  private async accountOf(
    tx: EntityManager,
    client: ClientContext,
    identity: VerifiedIdentity,
    attempt: number,
  ): Promise<Account> {
    const [known] = await rows<Account>(
      tx,
      `SELECT p.id, p.token_generation FROM player_identity i JOIN player p ON p.id = i.player_id
        WHERE i.tenant = $1 AND i.provider = $2 AND i.subject = $3 AND p.registered_at IS NOT NULL`,
      [client.tenant, identity.provider, identity.subject],
    );
    if (known) return known;

    const [byEmail] =
      identity.emailVerified && identity.email
        ? await rows<Account & { proved: boolean }>(
            tx,
            `SELECT id, token_generation, email_verified_at IS NOT NULL AS proved FROM player
              WHERE tenant = $1 AND lower(email) = lower($2) AND registered_at IS NOT NULL`,
            [client.tenant, identity.email],
          )
        : [];
    const account = byEmail?.proved
      ? byEmail
      : await this.newAccount(tx, client, identity, attempt, byEmail !== undefined);
    await tx.query(
      `INSERT INTO player_identity (tenant, provider, subject, player_id) VALUES ($1, $2, $3, $4)`,
      [client.tenant, identity.provider, identity.subject, account.id],
    );
    return account;
  }

  /**
   * The session's guest becomes the account; without one, a fresh account with the start gems.
   * It keeps the provider's email as proved, unless an unproved account holds that address.
   */
  private async newAccount(
    tx: EntityManager,
    client: ClientContext,
    identity: VerifiedIdentity,
    attempt: number,
    emailAccountExists: boolean,
  ): Promise<Account> {
    const username = await this.freeUsername(tx, client.tenant, identity.name, attempt);
    const email = identity.emailVerified && !emailAccountExists ? (identity.email ?? null) : null;
    const [guest] = await rows<Account>(
      tx,
      `UPDATE player SET email = $3, username = $4, registered_at = now(), session_id = NULL,
                         email_verified_at = CASE WHEN $5 THEN now() END
        WHERE tenant = $1 AND session_id = $2 AND registered_at IS NULL
        RETURNING id, token_generation`,
      [client.tenant, client.sessionId, email, username, email !== null],
    );
    if (guest) {
      await listDailyResults(tx, guest.id);
      return { ...guest, emailAccountExists };
    }
    await this.newPlayers.admit(client);
    const [created] = await rows<Account>(
      tx,
      `INSERT INTO player (tenant, email, username, registered_at, email_verified_at)
       VALUES ($1, $2, $3, now(), CASE WHEN $4 THEN now() END)
       RETURNING id, token_generation`,
      [client.tenant, email, username, email !== null],
    );
    await credit(tx, created.id, START_GEMS, 'start', 'start');
    return { ...created, emailAccountExists };
  }

  /**
   * The provider's name as a username, made unique: "Ada Lovelace", then "Ada Lovelace 2" …
   * "Ada Lovelace 9", then a random number; always at most USERNAME_MAX_LENGTH characters.
   */
  private async freeUsername(
    tx: EntityManager,
    tenant: string,
    name: string | undefined,
    attempt: number,
  ): Promise<string> {
    const base = usernameFrom(name);
    const numbered = (n: string) => `${cut(base, USERNAME_MAX_LENGTH - n.length - 1)} ${n}`;
    const random = () => numbered(String(randomInt(10_000, 100_000_000)));
    const candidates =
      attempt === 1 ? [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => numbered(String(n)))] : [base];
    const taken = await rows<{ name: string }>(
      tx,
      `SELECT lower(username) AS name FROM player WHERE tenant = $1 AND lower(username) = ANY($2::text[])`,
      [tenant, candidates.map((c) => c.toLowerCase())],
    );
    const takenNames = new Set(taken.map((row) => row.name));
    return candidates.find((c) => !takenNames.has(c.toLowerCase())) ?? random();
  }
}

function identityTaken(): ConflictException {
  const body: ErrorResponse = { statusCode: 409, message: 'error', details: ['identity'] };
  return new ConflictException(body);
}

/** Letters, digits, spaces and a little punctuation: a name shown on the profile, not markup. */
export function usernameFrom(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} .'_-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(cleaned, USERNAME_MAX_LENGTH) || FALLBACK_NAME;
}

/** At most `length` UTF-16 units, as the register form counts, never half a character; no trailing space. */
function cut(text: string, length: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > length) break;
    kept += character;
  }
  return kept.trim();
}
