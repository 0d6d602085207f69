import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { GAME_PATH, STOCK_PATH, type StockResponse } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { GameQueryDto } from './dto/game-query.dto.js';
import { StockRequestDto } from './dto/stock-request.dto.js';
import { PuzzleRateGuard } from './puzzle-rate.guard.js';
import { PuzzleStockService } from './puzzle-stock.service.js';
import { PuzzlesService } from './puzzles.service.js';
import { StockRateGuard } from './stock-rate.guard.js';

@Controller()
export class PuzzlesController {
  constructor(
    private readonly puzzles: PuzzlesService,
    private readonly stocks: PuzzleStockService,
  ) {}

  @Get(GAME_PATH)
  @UseGuards(PuzzleRateGuard)
  serve(@CurrentCaller() caller: Caller, @Query() query: GameQueryDto): Promise<PuzzleRecord> {
    return this.puzzles.serve(caller, query);
  }

  @Post(STOCK_PATH)
  @HttpCode(200)
  @UseGuards(StockRateGuard)
  stock(
    @CurrentCaller() caller: Caller,
    @Body() body: StockRequestDto,
  ): Promise<StockResponse<PuzzleRecord>> {
    return this.stocks.stock(caller, body.slots);
  }
}
