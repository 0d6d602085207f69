import type { GameEvent } from '@czeus/game';
import { solvingEvents } from '@czeus/game/testing';
import type { PuzzleRecord } from '@czeus/puzzle';

export { claimFor } from '@czeus/game/testing';

/** A game that enters every solution digit, `gap` ms apart, from t = 100. */
export const solving = (record: PuzzleRecord, gap = 200): GameEvent[] => solvingEvents(record, gap, 100);
