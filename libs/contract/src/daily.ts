/**
 * The daily puzzle: one puzzle per UTC date for every player. `daily` answers a date's puzzle
 * (today's, or one of the archive), `leaderboard` its ranking.
 */
export const DAILY_PATHS = {
  daily: '/daily',
  leaderboard: '/daily/leaderboard',
} as const;

/** Past dates `GET /api/daily?date=` answers: yesterday back to 30 days ago. */
export const DAILY_ARCHIVE_DAYS = 30;
/** Entries a leaderboard page holds at most, and by default. */
export const LEADERBOARD_MOST = 100;
export const LEADERBOARD_DEFAULT = 10;

/** `GET /api/daily`: today's daily, or `date` (a UTC date, e.g. "2026-11-27") of the archive. */
export interface DailyQuery {
  date?: string;
  /**
   * `'1'`: only a look (home's card, the end's streak): the answer records no serving, so it
   * neither lets a game of it be scored nor fills the player's rows.
   */
  peek?: '1';
}

/** Consecutive UTC days with a daily solved on its date, and the freezes held to cover a missed one. */
export interface DailyStreak {
  /** Days in the streak as it stands today (0 once it is broken), e.g. 12. */
  current: number;
  /** The longest streak the player ever had. */
  best: number;
  /** Freezes held, 0..2: one earned each 7 days of streak, spent by itself on a missed day. */
  freezes: number;
}

/** The caller's game of a date's daily: the one that ranks, else the best they played. */
export interface DailyState {
  solved: boolean;
  /** Seconds of play, as the server's replay measured them. */
  playTime: number;
  /** Smart hints and reveals together. */
  hints: number;
  /** True when this game is the caller's ranked one (the first finished on the daily's own date). */
  ranked: boolean;
}

/**
 * `GET /api/daily`. `Puzzle` is the puzzle record exactly as `GET /api/game` answers it
 * (`PuzzleRecord` of @czeus/puzzle; the contract imports no engine type).
 */
export interface DailyResponse<Puzzle = unknown> {
  /** The daily's UTC date, "YYYY-MM-DD". */
  date: string;
  puzzle: Puzzle;
  /** When the next daily comes: the next UTC midnight, ISO 8601. */
  next: string;
  streak: DailyStreak;
  state: DailyState | null;
}

/** `GET /api/daily/leaderboard`: `date` defaults to today; `around=me` answers the entries around the caller. */
export interface LeaderboardQuery {
  date?: string;
  limit?: number;
  around?: 'me';
}

export interface LeaderboardEntry {
  /** 1 for the best; ranks count listed players (accounts) only. */
  rank: number;
  /** null only in a guest's own `me` row: guests are not listed to others. */
  username: string | null;
  playTime: number;
  hints: number;
  errors: number;
  stars: number;
}

export interface LeaderboardResponse {
  date: string;
  entries: LeaderboardEntry[];
  /** The caller's ranked result (a guest's with the rank it would have), or null without one. */
  me: LeaderboardEntry | null;
}
