import type { PuzzleRecord } from '@czeus/puzzle';
import { ApiClient, newSessionId } from './api-client.js';
import { MOVABLE_CLOCK } from './clock.js';
import { claimFor, solving, ripen } from './game-log.js';
import {
  BANK_FILLED,
  createTestDatabase,
  DATABASE_KINDS,
  type RunningServer,
  startServer,
} from './server.js';

/** Every (land, shape, difficulty ≤ land + 1). */
const SLOTS = 8 + 12 + 16;
const SLOT = '/game?level=2&shape=1&difficulty=1';
const IN_SLOT = `SELECT count(*) AS n FROM puzzle WHERE level = 2 AND shape = 1 AND band = 1`;
const ALL = `SELECT count(*) AS n FROM puzzle`;

/**
 * Runs `use` on a server of a fresh database, then stops it (PGlite admits one session) and
 * answers the row counts of `queries`.
 */
async function countAfter(
  kind: (typeof DATABASE_KINDS)[number],
  env: Record<string, string>,
  use: (server: RunningServer) => Promise<void>,
  queries: string[],
): Promise<number[]> {
  const db = await createTestDatabase(kind);
  try {
    const server = await startServer({ ...db.env, ...MOVABLE_CLOCK, ...env });
    try {
      await use(server);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const counts: number[] = [];
    for (const sql of queries) counts.push(Number((await db.query<{ n: string }>(sql))[0].n));
    return counts;
  } finally {
    await db.drop();
  }
}

const next = async (player: ApiClient): Promise<PuzzleRecord> => {
  const answer = await player.get<PuzzleRecord>(SLOT);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe.each(DATABASE_KINDS)('a player who has had the whole bank of a slot on %s', (kind) => {
  it('is served the puzzle they have not scored that was served to them longest ago; none is made', async () => {
    const [all] = await countAfter(
      kind,
      // The cap at the bank's size: the bank cannot grow, so the order is the test's alone.
      { PUZZLE_BANK_SIZE: '3', PUZZLE_BANK_CAP: '3' },
      async (server) => {
        await server.printed(BANK_FILLED);
        const player = new ApiClient(server.url, newSessionId());
        const servedAt = Date.now();
        const [scored, second, third] = [await next(player), await next(player), await next(player)];
        expect(new Set([scored.puzzleId, second.puzzleId, third.puzzleId]).size).toBe(3);
        const claim = claimFor(scored, solving(scored), `bank-${process.pid}-${Date.now().toString(36)}`);
        await ripen(server.url, servedAt, claim.playTime);
        expect((await player.post('/game/score', claim)).status).toBe(200);
        const then: string[] = [];
        for (let i = 0; i < 4; i++) then.push((await next(player)).puzzleId);
        expect(then).toEqual([second.puzzleId, third.puzzleId, second.puzzleId, third.puzzleId]);
      },
      [ALL],
    );
    expect(all).toBe(SLOTS * 3);
  });

  it('gets new puzzles once the bank has grown in the background, and a flood grows it no further than the cap', async () => {
    const [inSlot, all] = await countAfter(
      kind,
      { PUZZLE_BANK_SIZE: '2', PUZZLE_BANK_CAP: '4' },
      async (server) => {
        await server.printed(BANK_FILLED);
        const player = new ApiClient(server.url, newSessionId());
        const bank = new Set([(await next(player)).puzzleId, (await next(player)).puzzleId]);
        expect(bank.size).toBe(2);
        // The third asks for the growth; the grown puzzles come some requests later.
        let grown: string | undefined;
        for (let asked = 0; asked < 200 && !grown; asked++) {
          const id = (await next(player)).puzzleId;
          if (!bank.has(id)) grown = id;
        }
        expect(grown).toBeDefined();
        const flood = await Promise.all(
          Array.from({ length: 40 }, () => player.get<PuzzleRecord>(SLOT).then((a) => a.status)),
        );
        expect(flood).toEqual(flood.map(() => 200));
        // Whatever the flood asked for is made before the server stops (it finishes the puzzle in hand).
        expect((await player.get<PuzzleRecord>(SLOT)).status).toBe(200);
      },
      [IN_SLOT, ALL],
    );
    expect(inSlot).toBe(4);
    expect(all).toBe(SLOTS * 2 + 2);
  });
});

describe.each(DATABASE_KINDS)('a slot with no puzzle on %s', (kind) => {
  it('makes one puzzle for a flood of requests of one player, not one each', async () => {
    let served: string[] = [];
    const [inSlot] = await countAfter(
      kind,
      // No bank, and no growth: only what requests make themselves.
      { PUZZLE_BANK_SIZE: '0', PUZZLE_BANK_CAP: '1' },
      async (server) => {
        const player = new ApiClient(server.url, newSessionId());
        await player.get('/user/profile'); // the guest exists before the flood
        const answers = await Promise.all(Array.from({ length: 20 }, () => player.get<PuzzleRecord>(SLOT)));
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
        served = answers.map((a) => a.body.puzzleId);
      },
      [IN_SLOT],
    );
    // Requests share the puzzle being made; one that read the empty slot just as it was stored
    // may make a second on PostgreSQL, whose queries run side by side.
    expect(inSlot).toBeLessThanOrEqual(2);
    expect(new Set(served).size).toBe(inSlot);
  });
});
