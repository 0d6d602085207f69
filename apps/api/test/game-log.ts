import { COUNTDOWN_SECONDS, type GameEvent } from '@czeus/game';
import { solvingEvents, wrongDigit } from '@czeus/game/testing';
import type { Profile } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';

import type { ApiClient } from './api-client.js';
import { advanceClock } from './clock.js';

export { claimFor } from '@czeus/game/testing';

/**
 * A game that enters every solution digit, `gap` ms apart, from t = 100. Half a second a
 * number is above the least solving time of the band-1 puzzles the suites play (at most
 * 0.31 s a number: `npm run -s puzzles -- pace`), so these games are paid.
 */
export const solving = (record: PuzzleRecord, gap = 500): GameEvent[] => solvingEvents(record, gap, 100);

/** The same game with one wrong digit first: it loses the no-errors star. */
export function solvingWithMistake(record: PuzzleRecord): GameEvent[] {
  const [countdown, select, enter, ...rest] = solving(record);
  if (enter?.type !== 'digitEntered') throw new Error('a game starts with a selection and an entry');
  const wrong: GameEvent = { type: 'digitEntered', at: select.at, digit: wrongDigit(enter.digit) };
  return [countdown, select, wrong, ...[enter, ...rest].map((e) => ({ ...e, at: e.at + 200 }))];
}

/**
 * Moves the server's clock (CZEUS_DEBUG=1) on until a serving made at `servedAt` (ms) could
 * hold the countdown and `playTime` seconds of play: the server refuses a score sooner, as it
 * would a real game's. No test sleeps for it.
 */
export async function ripen(serverUrl: string, servedAt: number, playTime: number): Promise<void> {
  const short = servedAt + (COUNTDOWN_SECONDS + playTime) * 1000 - Date.now();
  if (short > 0) await advanceClock(serverUrl, Math.ceil(short));
}

/** A puzzle served to `player` for `query` (`level=…&shape=…`), and when (for `ripen`). */
export async function serve(player: ApiClient, query: string) {
  const servedAt = Date.now();
  const answer = await player.get<PuzzleRecord>(`/game?${query}`);
  expect(answer.status).toBe(200);
  return { record: answer.body, servedAt };
}

/** `player`'s profile as the server keeps it. */
export const profileOf = async (player: ApiClient) => (await player.get<Profile>('/user/profile')).body;

/** Game ids unique to this run, with the suite's own prefix. */
export function gameIds(prefix: string): () => string {
  let games = 0;
  return () => `${prefix}-${process.pid}-${Date.now().toString(36)}-${games++}`;
}
