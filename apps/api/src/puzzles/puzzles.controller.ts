import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { PuzzleRecord } from '@czeus/puzzle';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { GameQueryDto } from './dto/game-query.dto.js';
import { PuzzleRateGuard } from './puzzle-rate.guard.js';
import { PuzzlesService } from './puzzles.service.js';

@Controller('game')
export class PuzzlesController {
  constructor(private readonly puzzles: PuzzlesService) {}

  @Get()
  @UseGuards(PuzzleRateGuard)
  serve(@CurrentCaller() caller: Caller, @Query() query: GameQueryDto): Promise<PuzzleRecord> {
    return this.puzzles.serve(caller, query);
  }
}
