import type { GemSpendReason } from '@czeus/contract';
import type { EntityManager } from 'typeorm';
import { rows } from '../database/rows.js';

/** Why gems moved: what a player buys, and what the game gives. */
export type GemReason = GemSpendReason | 'start' | 'daily' | 'ad' | 'game';

/**
 * The one place that writes gems. Every movement is one statement: the player's balance moves
 * in place (`gems = gems + amount`, which takes the row's lock) and the ledger row records it
 * with the balance after, or neither happens. So `player.gems` is always the sum of the
 * player's `gem_entry` rows, whatever a caller forgets; a debit never overdraws; and a key
 * already used by the player fails the whole statement (unique `gem_entry_once`), which
 * `refuseLedgerClash` answers as a 409. Callers pass their transaction.
 */
async function move(
  tx: EntityManager,
  playerId: string,
  amount: number,
  reason: GemReason,
  key: string,
): Promise<number | undefined> {
  const [entry] = await rows<{ balance_after: number }>(
    tx,
    `WITH moved AS (
       UPDATE player SET gems = gems + $2 WHERE id = $1 AND gems + $2 >= 0 RETURNING gems
     )
     INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after)
     SELECT $1, $2, $3, $4, gems FROM moved
     RETURNING balance_after`,
    [playerId, amount, reason, key],
  );
  return entry?.balance_after;
}

/** A movement's size: gems come whole, and the sign is the movement's (credit or debit). */
function wholeGems(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`gems move by a positive whole number, not ${amount}`);
}

/** Adds `amount` (> 0) gems; answers the balance after. */
export async function credit(
  tx: EntityManager,
  playerId: string,
  amount: number,
  reason: GemReason,
  key: string,
): Promise<number> {
  wholeGems(amount);
  const balance = await move(tx, playerId, amount, reason, key);
  if (balance === undefined) throw new Error(`no player ${playerId} to credit`);
  return balance;
}

/** Takes `amount` (> 0) gems; answers the balance after, or undefined when the player has too few. */
export function debit(
  tx: EntityManager,
  playerId: string,
  amount: number,
  reason: GemReason,
  key: string,
): Promise<number | undefined> {
  wholeGems(amount);
  return move(tx, playerId, -amount, reason, key);
}
