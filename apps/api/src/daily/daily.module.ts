import { Module } from '@nestjs/common';
import { PuzzlesModule } from '../puzzles/puzzles.module.js';
import { DailyController } from './daily.controller.js';
import { DailyPuzzles } from './daily-puzzles.js';
import { DailyService } from './daily.service.js';
import { LeaderboardService } from './leaderboard.service.js';

/**
 * The daily puzzle: `GET /api/daily` and its leaderboard. Its games are scored by the ordinary
 * score post, which ranks them (`daily-results.ts`, inside the score's transaction).
 */
@Module({
  imports: [PuzzlesModule],
  controllers: [DailyController],
  providers: [DailyService, DailyPuzzles, LeaderboardService],
})
export class DailyModule {}
