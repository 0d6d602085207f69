import { GAME_MODES, type GameMode, type GameQuery } from '@czeus/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class GameQueryDto implements GameQuery {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3)
  level: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(4)
  shape: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(4)
  difficulty: number;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_.-]{1,100}$/)
  id?: string;

  @IsOptional()
  @IsIn(GAME_MODES)
  mode?: GameMode;
}
