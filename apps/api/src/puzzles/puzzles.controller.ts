import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { GAME_PATH } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { GameQueryDto } from './dto/game-query.dto.js';
import { PuzzleRateGuard } from './puzzle-rate.guard.js';
import { PuzzlesService } from './puzzles.service.js';

@Controller()
export class PuzzlesController {
  constructor(private readonly puzzles: PuzzlesService) {}

  @Get(GAME_PATH)
  @UseGuards(PuzzleRateGuard)
  serve(@CurrentCaller() caller: Caller, @Query() query: GameQueryDto): Promise<PuzzleRecord> {
    return this.puzzles.serve(caller, query);
  }
}
