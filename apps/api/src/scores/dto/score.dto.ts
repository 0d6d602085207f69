import { MAX_GAME_EVENTS, type ScoreRequest } from '@czeus/contract';
import { parseEventLog } from '@czeus/game';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';

export class ScoreDto implements ScoreRequest {
  /** Made by the client once per game, e.g. a UUID; a retried post with it counts once. */
  @Matches(/^[A-Za-z0-9_-]{8,64}$/)
  gameId: string;

  @Matches(/^[A-Za-z0-9_.-]{1,100}$/)
  puzzleId: string;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(24 * 3600)
  playTime: number;

  @IsInt()
  @Min(0)
  @Max(10_000_000)
  score: number;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  startTime: number;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  endTime: number;

  @IsInt()
  @Min(0)
  @Max(100)
  hintsUsed: number;

  @IsBoolean()
  timeStar: boolean;

  @IsBoolean()
  noerrorsStar: boolean;

  @IsBoolean()
  finishedStar: boolean;

  @IsInt()
  @Min(1)
  @Max(100)
  difficulty: number;

  @IsIn(['success', 'errors_fail'])
  finishType: 'success' | 'errors_fail';

  @IsInt()
  @Min(0)
  @Max(100)
  errorsMade: number;

  @IsArray()
  @ArrayMaxSize(MAX_GAME_EVENTS)
  @ValidateBy({ name: 'isEventLog', validator: { validate: (v: unknown) => parseEventLog(v).ok } })
  events: unknown[];

  /**
   * A marathon game: the run it belongs to (the server replays it with the run's lives).
   * Absent for any other game; null is not absent (a malformed claim, refused).
   */
  @ValidateIf((claim: ScoreDto) => claim.runId !== undefined)
  @IsUUID()
  runId?: string;
}
