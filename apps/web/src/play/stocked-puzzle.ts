import { useEffect, useState } from 'react';
import type { GameQuery } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { deviceStorage } from '../offline/device-storage';
import { takeStocked } from '../offline/puzzle-stock';
import { pendingScores } from './pending-scores';

/** The stocked puzzle given to each request the network failed, so a render asks once. */
const given = new Map<string, Promise<PuzzleRecord | null>>();

/**
 * A puzzle of the slot from the offline stock, for a request of GET /game that never reached
 * the server (`failed`, its request id): taken out of the stock once per failed request, so a
 * second render, or React's strict double effect, plays the same one. Never one whose game
 * waits to be posted. A puzzle named by id and a zen game have no stock: the first needs its
 * serving, the second would use up a scored one.
 */
export function stockedPuzzleFor(failed: string, request: GameQuery): Promise<PuzzleRecord | null> {
  if (request.id !== undefined || request.mode === 'zen') return Promise.resolve(null);
  let puzzle = given.get(failed);
  if (!puzzle) {
    puzzle = pendingScores().then((waiting) =>
      takeStocked(deviceStorage(), request, new Set(waiting.map((s) => s.puzzleId))),
    );
    given.set(failed, puzzle);
  }
  return puzzle;
}

/**
 * The stocked puzzle for a failed request (see stockedPuzzleFor): `undefined` while it is
 * looked for (the waiting games are read from IndexedDB), then the puzzle or `null` for none.
 */
export function useStockedPuzzle(
  failed: string | undefined,
  request: GameQuery,
): PuzzleRecord | null | undefined {
  const [found, setFound] = useState<{ failed: string; puzzle: PuzzleRecord | null }>();
  useEffect(() => {
    if (!failed) return;
    let mounted = true;
    void stockedPuzzleFor(failed, request).then((puzzle) => mounted && setFound({ failed, puzzle }));
    return () => {
      mounted = false;
    };
  }, [failed, request]);
  return failed && found?.failed === failed ? found.puzzle : undefined;
}
