import type { DailyStreak } from './daily.js';
import type { MarathonResult } from './marathon.js';

/**
 * `GET /api/user/stats`: the caller's own figures, for the stats screen. Apart from USER_PATHS,
 * which home loads: only the stats chunk needs it.
 */
export const STATS_PATH = '/user/stats';

/** Seconds each bar of the solve-time histogram spans: 0–30 s, 30–60 s, … */
export const SOLVE_TIME_BUCKET_SECONDS = 30;
/**
 * Bars of the histogram: 20 of 30 s up to 10 minutes, then one open bar for every longer solve
 * (most solves of the bank's puzzles take 1–6 minutes, so a finer or longer scale says no more).
 */
export const SOLVE_TIME_BUCKETS = 21;
/** Weeks of the streak calendar, this one included: a GitHub-style grid of 7 × 12 days. */
export const CALENDAR_WEEKS = 12;
/** Days of the daily's history: the archive's reach. */
export const DAILY_HISTORY_DAYS = 30;

/** The caller's games of one land (level 1..3) and difficulty band (1 the easiest). */
export interface SlotStats {
  land: number;
  band: number;
  games: number;
  /** Games solved (finish type success). */
  wins: number;
  /** Shortest solve in seconds of verified play, e.g. 95.5; null without a win. */
  bestTime: number | null;
  /** Mean of the solves' play time in seconds; null without a win. */
  averageTime: number | null;
}

/** One UTC date of the daily's history that the caller played. */
export interface DailyHistoryEntry {
  /** "YYYY-MM-DD". */
  date: string;
  solved: boolean;
  /** Seconds of play. */
  playTime: number;
  /** Smart hints and reveals together. */
  hints: number;
  /** Rank among listed players (a guest's: where it would stand) when this game ranked and solved, else null. */
  rank: number | null;
}

/**
 * `GET /api/user/stats`: the caller's own figures, guest or account. Days are UTC dates,
 * the daily's calendar.
 */
export interface StatsResponse {
  games: number;
  wins: number;
  /** Lands and bands the caller has played, land then band ascending. */
  slots: SlotStats[];
  /**
   * Solves per bar of the histogram, `SOLVE_TIME_BUCKETS` counts: bar i holds solves of
   * [30·i, 30·(i+1)) seconds, the last one every solve of 10 minutes or more.
   */
  solveTimes: number[];
  calendar: {
    /** The Monday the grid starts on, 11 weeks before this week's. */
    from: string;
    /** Today (UTC): days after it in the grid are not yet. */
    today: string;
    /** Days with a daily solved on its date, ascending. */
    solved: string[];
    /** Missed days a freeze covered (spent by the next solve), ascending. */
    frozen: string[];
  };
  streak: DailyStreak;
  /** The last 30 days' dailies the caller played, newest first. */
  daily: DailyHistoryEntry[];
  /** The best marathon run (most puzzles, then fewest seconds); null before any solved. */
  marathon: { best: MarathonResult | null };
}
