import type { PuzzleRecord } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, ripen, solving } from './game-log.js';
import { createTestDatabase, DATABASE_KINDS, startServer } from './server.js';

const PLAYERS = 24;

describe.each(DATABASE_KINDS)('SIGTERM during a burst of score posts on %s', (kind) => {
  it('loses no acknowledged game: a restart finds every one the server answered 200 for', async () => {
    const db = await createTestDatabase(kind);
    try {
      const server = await startServer({ ...db.env, ...MOVABLE_CLOCK, PUZZLE_BANK_SIZE: '2' });
      const servedAt = Date.now();
      const claims = await Promise.all(
        Array.from({ length: PLAYERS }, async (_, i) => {
          const player = new ApiClient(server.url, newSessionId());
          const record = (await player.get<PuzzleRecord>('/game?level=2&shape=1&difficulty=1')).body;
          return { player, claim: claimFor(record, solving(record), `burst-${process.pid}-${i}`) };
        }),
      );
      await ripen(server.url, servedAt, Math.max(...claims.map(({ claim }) => claim.playTime)));
      const burst = claims.map(({ player, claim }) =>
        player.post('/game/score', claim).then(
          (answer) => answer.status === 200,
          () => false, // refused once the server stopped listening: not acknowledged
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await server.stop('SIGTERM')).toBe(0);
      const acknowledged = (await Promise.all(burst)).filter(Boolean).length;
      expect(acknowledged).toBeGreaterThan(0);

      const again = await startServer(db.env);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
      const [{ games }] = await db.query<{ games: number | string }>(`SELECT count(*) AS games FROM game`);
      expect(Number(games)).toBe(acknowledged);
      const [{ credited }] = await db.query<{ credited: number | string }>(
        `SELECT count(*) AS credited FROM gem_entry WHERE reason = 'game'`,
      );
      expect(Number(credited)).toBe(acknowledged);
    } finally {
      await db.drop();
    }
  });
});
