import type { GameQuery } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { deviceStorage } from '../offline/device-storage';
import { takeStocked } from '../offline/puzzle-stock';
import { pendingScores } from './pending-scores';

/** The stocked puzzle given to each request the network failed, so a render asks once. */
const given = new Map<string, PuzzleRecord | null>();

/**
 * A puzzle of the slot from the offline stock, for a request of GET /game that never reached
 * the server (`failed`, its request id): taken out of the stock once per failed request, so a
 * second render, or React's strict double render, plays the same one. A puzzle named by id and
 * a zen game have no stock: the first needs its serving, the second would use up a scored one.
 */
export function stockedPuzzleFor(failed: string | undefined, request: GameQuery): PuzzleRecord | undefined {
  if (!failed || request.id !== undefined || request.mode === 'zen') return undefined;
  if (!given.has(failed)) {
    const storage = deviceStorage();
    const waiting = new Set(pendingScores(storage).map((s) => s.puzzleId));
    given.set(failed, takeStocked(storage, request, waiting));
  }
  return given.get(failed) ?? undefined;
}
