import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SCORE_PATH, type ScoreResponse } from '@czeus/contract';
import { type Caller, CurrentCaller } from '../auth/caller.js';
import { ScoreDto } from './dto/score.dto.js';
import { ScoresService } from './scores.service.js';

@Controller()
export class ScoresController {
  constructor(private readonly scores: ScoresService) {}

  @Post(SCORE_PATH)
  @HttpCode(200)
  record(@CurrentCaller() caller: Caller, @Body() claim: ScoreDto): Promise<ScoreResponse> {
    return this.scores.record(caller, claim);
  }
}
