import { Inject, Injectable } from '@nestjs/common';
import {
  CALENDAR_WEEKS,
  DAILY_HISTORY_DAYS,
  type DailyHistoryEntry,
  type SlotStats,
  SOLVE_TIME_BUCKET_SECONDS,
  SOLVE_TIME_BUCKETS,
  type StatsResponse,
} from '@czeus/contract';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { rows } from '../database/rows.js';
import { addDays, type Day, dayOf, weekdayOf } from '../daily/daily-dates.js';
import { type StoredStreak, streakOn } from '../daily/streak.js';
import { bestRun } from '../marathon/marathon-runs.js';
import { frozenDays } from './freeze-days.js';

interface SlotRow {
  land: number;
  band: number;
  games: number;
  wins: number;
  best: number | null;
  average: number | null;
}

interface HistoryRow {
  day: Day;
  solved: boolean;
  play_time: number;
  hints: number;
  rank: number | string | null;
}

/**
 * `GET /api/user/stats`: every figure read by the player's id through an index
 * (`game_player`, `daily_result_player`, `daily_streak`'s key, `marathon_run_player`), six small
 * reads at once.
 */
@Injectable()
export class StatsService {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(caller: Caller): Promise<StatsResponse> {
    const today = dayOf(this.clock.now());
    const from = addDays(today, -weekdayOf(today) - 7 * (CALENDAR_WEEKS - 1));
    const [slots, solveTimes, solvedDays, stored, daily, marathon] = await Promise.all([
      this.slots(caller.playerId),
      this.solveTimes(caller.playerId),
      this.solvedDays(caller.playerId),
      this.storedStreak(caller.playerId),
      this.history(caller, today),
      bestRun(this.db, caller.playerId),
    ]);
    const inGrid = (day: Day) => day >= from && day <= today;
    return {
      games: slots.reduce((sum, s) => sum + s.games, 0),
      wins: slots.reduce((sum, s) => sum + s.wins, 0),
      slots,
      solveTimes,
      calendar: {
        from,
        today,
        solved: solvedDays.filter(inGrid),
        frozen: frozenDays(solvedDays).filter(inGrid),
      },
      streak: streakOn(stored, today),
      daily,
      marathon: { best: marathon },
    };
  }

  private async slots(playerId: string): Promise<SlotStats[]> {
    const found = await rows<SlotRow>(
      this.db,
      `SELECT p.level AS land, p.band, count(*)::int AS games,
              count(*) FILTER (WHERE g.finish_type = 'success')::int AS wins,
              min(g.play_time) FILTER (WHERE g.finish_type = 'success') AS best,
              avg(g.play_time) FILTER (WHERE g.finish_type = 'success') AS average
         FROM game g JOIN puzzle p ON p.id = g.puzzle_id
        WHERE g.player_id = $1
        GROUP BY p.level, p.band ORDER BY p.level, p.band`,
      [playerId],
    );
    return found.map((row) => ({
      land: row.land,
      band: row.band,
      games: row.games,
      wins: row.wins,
      bestTime: row.best === null ? null : Number(row.best),
      averageTime: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    }));
  }

  /** Solves per bar; the last bar is open (`least` folds every longer solve into it). */
  private async solveTimes(playerId: string): Promise<number[]> {
    const found = await rows<{ bar: number; solves: number }>(
      this.db,
      `SELECT least(floor(play_time / $2)::int, $3) AS bar, count(*)::int AS solves
         FROM game WHERE player_id = $1 AND finish_type = 'success'
        GROUP BY 1`,
      [playerId, SOLVE_TIME_BUCKET_SECONDS, SOLVE_TIME_BUCKETS - 1],
    );
    const bars = new Array<number>(SOLVE_TIME_BUCKETS).fill(0);
    for (const row of found) bars[row.bar] = row.solves;
    return bars;
  }

  /** Every date with a daily solved on it: the freezes a calendar shows go back to the first. */
  private async solvedDays(playerId: string): Promise<Day[]> {
    const found = await rows<{ day: Day }>(
      this.db,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM daily_result
        WHERE player_id = $1 AND solved ORDER BY day`,
      [playerId],
    );
    return found.map((row) => row.day);
  }

  private async storedStreak(playerId: string): Promise<StoredStreak | undefined> {
    const [stored] = await rows<StoredStreak>(
      this.db,
      `SELECT current, best, freezes, to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
         FROM daily_streak WHERE player_id = $1`,
      [playerId],
    );
    return stored;
  }

  /**
   * Per date of the last 30 days, the caller's game of its daily as `GET /api/daily` shows it
   * (the ranked one, else the first solve, else the first game), with the rank the
   * leaderboard gives it: listed players of the tenant ahead of it in the leaderboard's order.
   */
  private async history(caller: Caller, today: Day): Promise<DailyHistoryEntry[]> {
    const found = await rows<HistoryRow>(
      this.db,
      `SELECT DISTINCT ON (d.day) to_char(d.day, 'YYYY-MM-DD') AS day,
              g.finish_type = 'success' AS solved, g.play_time, g.hints_used + g.reveals_used AS hints,
              CASE WHEN r.solved THEN 1 + (
                SELECT count(*) FROM daily_result o JOIN player op ON op.id = o.player_id
                 WHERE o.solved AND o.tenant = $2 AND o.day = r.day AND op.username IS NOT NULL
                   AND (o.hints, o.errors, o.play_time, o.finished_at, o.player_id)
                     < (r.hints, r.errors, r.play_time, r.finished_at, r.player_id)
              ) END AS rank
         FROM game g
         JOIN daily_puzzle d ON d.puzzle_id = g.puzzle_id
         LEFT JOIN daily_result r ON r.game_id = g.id
        WHERE g.player_id = $1 AND d.day BETWEEN $3::date AND $4::date
        ORDER BY d.day DESC, r.game_id IS NULL, g.finish_type = 'success' DESC, g.created_at`,
      [caller.playerId, caller.tenant, addDays(today, -DAILY_HISTORY_DAYS), today],
    );
    return found.map((row) => ({
      date: row.day,
      solved: row.solved,
      playTime: row.play_time,
      hints: Number(row.hints),
      rank: row.rank === null ? null : Number(row.rank),
    }));
  }
}
