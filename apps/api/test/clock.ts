import { DEBUG_PATHS } from '@czeus/contract';

/** The settings of a server whose clock a test may move on (`POST /api/debug/clock`). */
export const MOVABLE_CLOCK = { CZEUS_DEBUG: '1' };

/** Moves the server's clock `ms` on: what a sleep of that long would have done to its rules. */
export async function advanceClock(serverUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${serverUrl}/api${DEBUG_PATHS.clock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (res.status !== 200) throw new Error(`the clock did not move: ${res.status} ${await res.text()}`);
}
