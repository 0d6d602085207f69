import { DEBUG_PATHS } from '@czeus/contract';
import { MOVABLE_CLOCK } from './clock.js';
import { serverForSuite } from './server.js';

const move = (url: string, body: unknown) =>
  fetch(`${url}/api${DEBUG_PATHS.clock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server clock a test moves on', () => {
  const plain = serverForSuite('pglite');
  const debug = serverForSuite('pglite', MOVABLE_CLOCK);

  it('does not exist on a default start', async () => {
    expect((await move(plain.server.url, { advanceMs: 1000 })).status).toBe(404);
  });

  it('moves only forward, by at most a day a call, and says the time it shows', async () => {
    const before = Date.now();
    const moved = await move(debug.server.url, { advanceMs: 3_600_000 });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3_600_000);
    for (const advanceMs of [-1, 86_400_001, 1.5, '10', null])
      expect({ advanceMs, status: (await move(debug.server.url, { advanceMs })).status }).toEqual({
        advanceMs,
        status: 400,
      });
  });
});
