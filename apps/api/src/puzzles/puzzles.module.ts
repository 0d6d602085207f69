import { Module } from '@nestjs/common';
import { FreshPuzzles } from './fresh-puzzles.js';
import { PuzzleBankService } from './puzzle-bank.service.js';
import { PuzzleGenerator } from './puzzle-generator.js';
import { PuzzleRateGuard } from './puzzle-rate.guard.js';
import { PuzzlesController } from './puzzles.controller.js';
import { PuzzleStockService } from './puzzle-stock.service.js';
import { PuzzlesService } from './puzzles.service.js';
import { StockRateGuard } from './stock-rate.guard.js';

/** The puzzle bank, `GET /api/game` and the offline stock (`POST /api/game/stock`). */
@Module({
  controllers: [PuzzlesController],
  providers: [
    PuzzlesService,
    PuzzleStockService,
    PuzzleBankService,
    PuzzleGenerator,
    FreshPuzzles,
    PuzzleRateGuard,
    StockRateGuard,
  ],
  // The daily puzzle is made by the same worker pool, and served under the same limits;
  // a marathon's puzzles are picked as a slot's are.
  exports: [PuzzleGenerator, PuzzleRateGuard, PuzzlesService],
})
export class PuzzlesModule {}
