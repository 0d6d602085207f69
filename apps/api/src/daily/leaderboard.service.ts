import { Inject, Injectable } from '@nestjs/common';
import { LEADERBOARD_DEFAULT, type LeaderboardEntry, type LeaderboardResponse } from '@czeus/contract';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { rows } from '../database/rows.js';
import { type Day, dayOf } from './daily-dates.js';
import { refuseOutsideWindow } from './daily-window.js';

interface EntryRow {
  username: string | null;
  play_time: number;
  hints: number;
  errors: number;
  stars: number;
}

/** A ranked row, or the caller's own (with `rank`, counted among listed players). */
interface MineRow extends EntryRow {
  rank: number | string;
}

/**
 * The leaderboard's order, best first: fewest smart hints and reveals, fewest errors, the
 * shortest verified play, who finished first (and the player's id, so no two rows tie). The
 * partial index `daily_result_rank` has exactly these columns.
 */
const ORDER = 'r.hints, r.errors, r.play_time, r.finished_at, r.player_id';
const ORDER_DESC = 'r.hints DESC, r.errors DESC, r.play_time DESC, r.finished_at DESC, r.player_id DESC';
/** The row of `r` as a value comparable with the caller's (`m`). */
const KEY = '(r.hints, r.errors, r.play_time, r.finished_at, r.player_id)';
const MY_KEY = '(m.hints, m.errors, m.play_time, m.finished_at, m.player_id)';
/**
 * Who is listed: solved, in the caller's tenant, an account's (guests are not shown to others;
 * `listed` is set when a player has a username). The partial index `daily_result_rank` holds
 * exactly these rows.
 */
const LISTED = `r.solved AND r.listed AND r.tenant = $2 AND r.day = $1::date`;

export interface LeaderboardAsk {
  date?: Day;
  limit?: number;
  around?: 'me';
}

/** `GET /api/daily/leaderboard`: the top of a date's ranking, or the rows around the caller, and the caller's own. */
@Injectable()
export class LeaderboardService {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(caller: Caller, ask: LeaderboardAsk): Promise<LeaderboardResponse> {
    const today = dayOf(this.clock.now());
    const day = ask.date ?? today;
    refuseOutsideWindow(day, today);
    const limit = ask.limit ?? LEADERBOARD_DEFAULT;
    const me = await this.mine(caller, day);
    const entries =
      ask.around === 'me' && me
        ? await this.around(caller, day, me, limit)
        : await this.top(caller, day, limit);
    return { date: day, entries, me };
  }

  private async top(caller: Caller, day: Day, limit: number): Promise<LeaderboardEntry[]> {
    const found = await rows<EntryRow>(
      this.db,
      `SELECT p.username, r.play_time, r.hints, r.errors, r.stars
         FROM daily_result r JOIN player p ON p.id = r.player_id
        WHERE ${LISTED}
        ORDER BY ${ORDER} LIMIT $3`,
      [day, caller.tenant, limit],
    );
    return found.map((row, i) => entryOf(row, i + 1));
  }

  /**
   * About half the page above the caller and the rest below, read from the index on either
   * side of their row (no counting past them). A guest's own row is not among the entries.
   */
  private async around(
    caller: Caller,
    day: Day,
    me: LeaderboardEntry,
    limit: number,
  ): Promise<LeaderboardEntry[]> {
    const listed = me.username !== null;
    const above = Math.min(me.rank - 1, Math.floor((limit - 1) / 2));
    const below = limit - above - (listed ? 1 : 0);
    const side = (op: '<' | '>', order: string, count: number) =>
      rows<EntryRow>(
        this.db,
        // Lateral, so the caller's row is a parameter of the scan and the comparison bounds the
        // ranking index; as a join it was a filter over every row of the date (3.6 s at a million).
        `SELECT x.* FROM daily_result m CROSS JOIN LATERAL (
           SELECT p.username, r.play_time, r.hints, r.errors, r.stars
             FROM daily_result r JOIN player p ON p.id = r.player_id
            WHERE ${LISTED} AND ${KEY} ${op} ${MY_KEY}
            ORDER BY ${order} LIMIT $4) x
          WHERE m.day = $1::date AND m.player_id = $3`,
        [day, caller.tenant, caller.playerId, count],
      );
    const [before, after] = await Promise.all([side('<', ORDER_DESC, above), side('>', ORDER, below)]);
    // A guest would stand at `rank`: the rows after them are ranked from there on.
    const firstAfter = listed ? me.rank + 1 : me.rank;
    return [
      ...before.reverse().map((row, i) => entryOf(row, me.rank - before.length + i)),
      ...(listed ? [me] : []),
      ...after.map((row, i) => entryOf(row, firstAfter + i)),
    ];
  }

  /**
   * The caller's ranked result and its rank among listed players (a guest's: where it would
   * stand). The rows ahead are counted from `daily_rank_count` (listed results per hints,
   * errors and whole second of play) and, within the caller's own second, from the ranking's
   * index: a read of a few hundred rows at most where counting every row ahead read half a
   * million in the middle of a million. Within the second, hints and errors are equal and stay
   * out of the row comparison: with them in it, the scan started at the date's first row.
   */
  private async mine(caller: Caller, day: Day): Promise<LeaderboardEntry | null> {
    const [found] = await rows<MineRow>(
      this.db,
      `SELECT p.username, m.play_time, m.hints, m.errors, m.stars,
              1 + (SELECT coalesce(sum(c.n), 0) FROM daily_rank_count c
                    WHERE c.tenant = $2 AND c.day = $1::date
                      AND (c.hints, c.errors, c.play_second) < (m.hints, m.errors, floor(m.play_time)::integer))
                + (SELECT count(*) FROM daily_result r
                    WHERE ${LISTED} AND r.hints = m.hints AND r.errors = m.errors
                      AND r.play_time >= floor(m.play_time)
                      AND (r.play_time, r.finished_at, r.player_id) < (m.play_time, m.finished_at, m.player_id)) AS rank
         FROM daily_result m JOIN player p ON p.id = m.player_id
        WHERE m.day = $1::date AND m.player_id = $3 AND m.solved AND m.tenant = $2`,
      [day, caller.tenant, caller.playerId],
    );
    return found ? entryOf(found, Number(found.rank)) : null;
  }
}

const entryOf = (row: EntryRow, rank: number): LeaderboardEntry => ({
  rank,
  username: row.username,
  playTime: row.play_time,
  hints: row.hints,
  errors: row.errors,
  stars: row.stars,
});
