import type { GemSpendReason, SpendGemsRequest } from '@czeus/contract';
import { IsIn, IsInt, IsString, Matches, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { GEM_PRICES } from '../economy.js';

const REASONS = Object.keys(GEM_PRICES);

/**
 * `purchaseKey(gameId, reason, n)`, the n-th purchase of a game. The score check looks each
 * hint and reveal up by exactly this key, and the shape can never be one of the server's own
 * ledger keys ('start', 'daily:…', 'ad:…', 'game:…'): a client spending under the key of a
 * future ad reward made that reward fail.
 */
const SPEND_KEY = new RegExp(`^[A-Za-z0-9_-]{8,64}:(${REASONS.join('|')}):[1-9][0-9]{0,5}$`);

/** The reason named in the key is the one charged, so the score check counts the right purchases. */
function KeyNamesTheReason(): PropertyDecorator {
  return ValidateBy({
    name: 'keyNamesTheReason',
    validator: {
      validate: (key: unknown, args?: ValidationArguments) =>
        typeof key === 'string' && key.split(':')[1] === (args?.object as SpendGemsDto).reason,
    },
  });
}

export class SpendGemsDto implements SpendGemsRequest {
  @IsInt()
  @Min(0)
  gems: number;

  @IsIn(REASONS)
  reason: GemSpendReason;

  @IsString()
  @Matches(SPEND_KEY)
  @KeyNamesTheReason()
  idempotencyKey: string;
}
