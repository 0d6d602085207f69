import { ConflictException } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import { uniqueViolation } from '../database/unique-violation.js';

/** The ledger's unique (player, idempotency key) constraint (migration players-and-gems). */
const LEDGER_ONCE = 'gem_entry_once';

/**
 * Runs a ledger write; a key already taken by another entry of the player is a 409, not a 500.
 * Client keys and server keys have different shapes, so this guards against rows written
 * before that rule and against any shape a later change lets overlap.
 */
export async function refuseLedgerClash<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (uniqueViolation(error) !== LEDGER_ONCE) throw error;
    const body: ErrorResponse = { statusCode: 409, message: 'error', details: ['idempotencyKey'] };
    throw new ConflictException(body);
  }
}
