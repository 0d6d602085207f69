import { Inject, Injectable } from '@nestjs/common';
import type { DailyResponse, DailyState } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { rows } from '../database/rows.js';
import { addDays, type Day, dayOf, nextMidnight } from './daily-dates.js';
import { DailyPuzzles } from './daily-puzzles.js';
import { refuseOutsideWindow } from './daily-window.js';
import { type StoredStreak, streakOn } from './streak.js';

interface PlayedRow {
  solved: boolean;
  play_time: number;
  hints: number;
  ranked: boolean;
}

/** `GET /api/daily`: a date's daily, served to the caller, with their streak and their game of it. */
@Injectable()
export class DailyService {
  constructor(
    private readonly db: DataSource,
    private readonly puzzles: DailyPuzzles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Every answer but a peek is a serving (`served_puzzle`), as `GET /api/game`'s are: the
   * ordinary score post takes the daily's game on it. A peek (home's card) serves nothing, so
   * looking at the daily leaves no row and opens no game. Answering today's daily chooses
   * tomorrow's ahead.
   */
  async serve(caller: Caller, date: Day | undefined, peek = false): Promise<DailyResponse<PuzzleRecord>> {
    const now = this.clock.now();
    const today = dayOf(now);
    const day = date ?? today;
    refuseOutsideWindow(day, today);
    const puzzle = await this.puzzles.of(day);
    if (!peek)
      await this.db.query(`INSERT INTO served_puzzle (player_id, puzzle_id, served_at) VALUES ($1, $2, $3)`, [
        caller.playerId,
        puzzle.puzzleId,
        now,
      ]);
    if (day === today) this.puzzles.prepare(addDays(today, 1));
    const [streak, state] = await Promise.all([this.streak(caller, today), this.state(caller, day, puzzle)]);
    return { date: day, puzzle, next: nextMidnight(today), streak, state };
  }

  private async streak(caller: Caller, today: Day) {
    const [stored] = await rows<StoredStreak>(
      this.db,
      `SELECT current, best, freezes, to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
         FROM daily_streak WHERE player_id = $1`,
      [caller.playerId],
    );
    return streakOn(stored, today);
  }

  /** The ranked game of the date if there is one, else the first solve of its puzzle (archive play), else the first game. */
  private async state(caller: Caller, day: Day, puzzle: PuzzleRecord): Promise<DailyState | null> {
    const [played] = await rows<PlayedRow>(
      this.db,
      `SELECT g.finish_type = 'success' AS solved, g.play_time, g.hints_used + g.reveals_used AS hints,
              r.game_id IS NOT NULL AS ranked
         FROM game g
         LEFT JOIN daily_result r ON r.game_id = g.id AND r.day = $3::date
        WHERE g.player_id = $1 AND g.puzzle_id = $2
        ORDER BY r.game_id IS NULL, g.finish_type = 'success' DESC, g.created_at
        LIMIT 1`,
      [caller.playerId, puzzle.puzzleId, day],
    );
    if (!played) return null;
    return {
      solved: played.solved,
      playTime: played.play_time,
      hints: Number(played.hints),
      ranked: played.ranked,
    };
  }
}
