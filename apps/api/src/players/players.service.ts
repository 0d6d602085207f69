import { ConflictException, Injectable } from '@nestjs/common';
import { type ErrorResponse, type Profile, TUTORIAL_LANDS, type TutorialLand } from '@czeus/contract';
import { DataSource } from 'typeorm';
import { rows } from '../database/rows.js';
import { uniqueViolation } from '../database/unique-violation.js';
import type { ClientContext } from '../http/client.decorator.js';
import { credit } from '../ledger/ledger.js';
import { START_GEMS } from '../rewards/economy.js';
import { NewPlayers } from './new-players.js';

interface ProfileRow {
  username: string | null;
  registered: boolean;
  gems: number;
  last_daily: string | null;
  tutorials_seen: string[];
  /** Aggregates: bigint from count/sum arrive as strings from pg. */
  games: number | string;
  total: number | string;
  stars: number | string;
  top_score: number;
  top_difficulty: number;
  slot_stars: Record<string, number>;
}

@Injectable()
export class PlayersService {
  constructor(
    private readonly db: DataSource,
    private readonly newPlayers: NewPlayers,
  ) {}

  /** The id of the guest of this session, if it has been made. */
  async guestOf(client: ClientContext): Promise<string | undefined> {
    const [guest] = await rows<{ id: string }>(
      this.db,
      `SELECT id FROM player WHERE tenant = $1 AND session_id = $2`,
      [client.tenant, client.sessionId],
    );
    return guest?.id;
  }

  /**
   * The id of the guest of this session, made on first use with the start balance credited
   * through the ledger. A unique index makes concurrent first calls of a session make one guest:
   * the others wait for its transaction, then find it. Only the call that makes it is counted
   * (`newPlayers`), inside that transaction, so a refusal leaves no guest behind.
   */
  async guestFor(client: ClientContext): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [created] = await rows<{ id: string }>(
        tx,
        `INSERT INTO player (tenant, session_id) VALUES ($1, $2)
         ON CONFLICT (tenant, session_id) WHERE session_id IS NOT NULL DO NOTHING
         RETURNING id`,
        [client.tenant, client.sessionId],
      );
      if (!created) {
        const [made] = await rows<{ id: string }>(
          tx,
          `SELECT id FROM player WHERE tenant = $1 AND session_id = $2`,
          [client.tenant, client.sessionId],
        );
        return made.id;
      }
      await this.newPlayers.admit(client);
      await credit(tx, created.id, START_GEMS, 'start', 'start');
      return created.id;
    });
  }

  /**
   * Is the token's player a registered player of the tenant, and is the token neither
   * logged out nor issued before the player's last password change?
   */
  async isActiveAccount(tenant: string, token: { sub: string; jti: string; gen: number }): Promise<boolean> {
    const found = await rows<unknown>(
      this.db,
      `SELECT 1 FROM player p
        WHERE p.id = $1 AND p.tenant = $2 AND p.registered_at IS NOT NULL
          AND p.token_generation = $4
          AND NOT EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = $3)`,
      [token.sub, tenant, token.jti, token.gen],
    );
    return found.length === 1;
  }

  /**
   * Totals count each puzzle once, at its best score and stars: playing a puzzle again may
   * better a result, never add it twice (a replayed log would otherwise farm the total).
   */
  async profile(tenant: string, playerId: string): Promise<Profile> {
    const [row] = await rows<ProfileRow>(
      this.db,
      `SELECT p.username, p.registered_at IS NOT NULL AS registered, p.gems,
              to_char(p.last_daily, 'YYYY-MM-DD') AS last_daily, p.tutorials_seen,
              coalesce(g.games, 0) AS games, coalesce(g.total, 0) AS total, coalesce(g.stars, 0) AS stars,
              coalesce(top.score, 0) AS top_score, coalesce(top.difficulty, 0) AS top_difficulty,
              coalesce(slots.bests, '{}'::jsonb) AS slot_stars
         FROM player p
         LEFT JOIN LATERAL (SELECT sum(n) AS games, sum(best_score) AS total, sum(best_stars) AS stars
                              FROM (SELECT count(*) AS n, max(score) AS best_score, max(stars) AS best_stars
                                      FROM game WHERE player_id = p.id GROUP BY puzzle_id) per_puzzle) g ON true
         LEFT JOIN LATERAL (SELECT score, difficulty FROM game WHERE player_id = p.id
                             ORDER BY score DESC, created_at LIMIT 1) top ON true
         LEFT JOIN LATERAL (SELECT jsonb_object_agg(slot.level || '-' || slot.shape, slot.best) AS bests
                              FROM (SELECT z.level, z.shape, max(gm.stars) AS best
                                      FROM game gm JOIN puzzle z ON z.id = gm.puzzle_id
                                     WHERE gm.player_id = p.id GROUP BY z.level, z.shape) slot) slots ON true
        WHERE p.id = $1 AND p.tenant = $2`,
      [playerId, tenant],
    );
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
      tutorialsSeen: TUTORIAL_LANDS.filter((land) => row.tutorials_seen.includes(land)),
      slotStars: row.slot_stars,
    };
  }

  /** Marks a land's tutorial seen (once: a second call changes nothing). */
  async markTutorialSeen(tenant: string, playerId: string, land: TutorialLand): Promise<void> {
    await this.db.query(
      `UPDATE player SET tutorials_seen = array_append(tutorials_seen, $3::text)
        WHERE id = $1 AND tenant = $2 AND NOT ($3::text = ANY (tutorials_seen))`,
      [playerId, tenant, land],
    );
  }

  async rename(tenant: string, playerId: string, newName: string): Promise<void> {
    try {
      await this.db.query(`UPDATE player SET username = $3 WHERE id = $1 AND tenant = $2`, [
        playerId,
        tenant,
        newName,
      ]);
    } catch (error) {
      if (uniqueViolation(error) === 'player_username') {
        const body: ErrorResponse = { statusCode: 409, message: 'error-register-usernameexists' };
        throw new ConflictException(body);
      }
      throw error;
    }
  }
}
