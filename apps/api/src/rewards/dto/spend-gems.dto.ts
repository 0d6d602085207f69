import type { GemSpendReason, SpendGemsRequest } from '@czeus/contract';
import { IsIn, IsInt, IsString, Matches, Min } from 'class-validator';
import { GEM_PRICES } from '../economy.js';

export class SpendGemsDto implements SpendGemsRequest {
  @IsInt()
  @Min(0)
  gems: number;

  @IsIn(Object.keys(GEM_PRICES))
  reason: GemSpendReason;

  @IsString()
  @Matches(/^[A-Za-z0-9_:-]{8,100}$/)
  idempotencyKey: string;
}
