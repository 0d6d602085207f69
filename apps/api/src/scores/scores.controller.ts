import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { ScoreResponse } from '@czeus/contract';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { ScoreDto } from './dto/score.dto.js';
import { ScoresService } from './scores.service.js';

@Controller('game')
export class ScoresController {
  constructor(private readonly scores: ScoresService) {}

  @Post('score')
  @HttpCode(200)
  record(@CurrentCaller() caller: Caller, @Body() claim: ScoreDto): Promise<ScoreResponse> {
    return this.scores.record(caller, claim);
  }
}
