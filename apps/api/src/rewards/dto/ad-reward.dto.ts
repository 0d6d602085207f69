import type { AdRewardRequest } from '@czeus/contract';
import { Matches } from 'class-validator';

export class AdRewardDto implements AdRewardRequest {
  @Matches(/^[A-Za-z0-9_-]{43}$/)
  ticket: string;
}
