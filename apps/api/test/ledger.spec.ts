import fc from 'fast-check';
import type { AdTicketResponse, DailyClaimResponse, GemsResponse, TokenResponse } from '@czeus/contract';
import { ApiClient, newSessionId, registerForm } from './api-client.js';
import { advanceClock, MOVABLE_CLOCK } from './clock.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const START = 500;
const PRICES = { 'smart-hint': 100, reveal: 200 } as const;
const AD_GEMS = 400;
const DAILY_GEMS = 800;
type Reason = keyof typeof PRICES;

/** One movement a player may ask for, as a client (honest or not) sends it. */
type Step =
  | { kind: 'spend'; reason: Reason; stale: boolean }
  | { kind: 'retry' }
  | { kind: 'race'; reason: Reason; tabs: number }
  | { kind: 'ad' }
  | { kind: 'daily' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('spend' as const),
    reason: fc.constantFrom<Reason>('smart-hint', 'reveal'),
    stale: fc.boolean(),
  }),
  fc.constant({ kind: 'retry' as const }),
  fc.record({
    kind: fc.constant('race' as const),
    reason: fc.constantFrom<Reason>('smart-hint', 'reveal'),
    tabs: fc.integer({ min: 2, max: 5 }),
  }),
  fc.constant({ kind: 'ad' as const }),
  fc.constant({ kind: 'daily' as const }),
);

describe.each(DATABASE_KINDS)('one ledger on %s', (kind) => {
  // The server is stopped at the end on PGlite to read its tables (one session); stopping twice is fine.
  const suite = serverForSuite(kind, {
    ...MOVABLE_CLOCK,
    AD_MIN_SECONDS: '1',
    AD_DAILY_CAP: '100',
    PLAYER_RATE_LIMIT: '100000',
  });

  it('keeps every balance equal to its ledger over random sequences of every movement', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        async (account, steps) => {
          runs++;
          const player = new ApiClient(suite.server.url, newSessionId());
          let balance = START;
          if (account) {
            const made = await player.post<TokenResponse>(
              '/auth/register',
              registerForm(`ledger${runs}x${Date.now()}`),
            );
            expect(made.status).toBe(201);
            player.token = made.body.token;
          }
          // Ad tickets started now are due by the time a step claims them.
          const tickets: string[] = [];
          for (let i = 0; i < steps.filter((s) => s.kind === 'ad').length; i++)
            tickets.push((await player.post<AdTicketResponse>('/user/ad-start', {})).body.ticket);
          if (tickets.length) await advanceClock(suite.server.url, 1000);
          let spent = 0;
          let lastKey: string | undefined;
          let claimedDaily = false;

          for (const s of steps) {
            if (s.kind === 'spend') {
              const price = PRICES[s.reason];
              const key = `ledgerrun${runs}:${s.reason}:${++spent}`;
              const answer = await player.post<GemsResponse>('/user/gems', {
                // A balance is never negative: a client short of gems sends 0 (and hears 402).
                gems: Math.max(0, balance - price) + (s.stale ? 100 : 0),
                reason: s.reason,
                idempotencyKey: key,
              });
              const expected = balance < price ? 402 : s.stale ? 409 : 200;
              expect({ step: s, status: answer.status }).toEqual({ step: s, status: expected });
              if (expected === 200) {
                balance -= price;
                lastKey = key;
                expect(answer.body.gems).toBe(balance);
              }
            } else if (s.kind === 'retry') {
              if (!lastKey) continue;
              const [, reason] = lastKey.split(':') as [string, Reason];
              // A retried key charges nothing and answers the balance as it is.
              const answer = await player.post<GemsResponse>('/user/gems', {
                gems: Math.max(0, balance - PRICES[reason]),
                reason,
                idempotencyKey: lastKey,
              });
              expect({ step: s, answer: answer.body }).toEqual({ step: s, answer: { gems: balance } });
            } else if (s.kind === 'race') {
              const price = PRICES[s.reason];
              const answers = await Promise.all(
                Array.from({ length: s.tabs }, () =>
                  player.post<GemsResponse>('/user/gems', {
                    gems: Math.max(0, balance - price),
                    reason: s.reason,
                    idempotencyKey: `ledgerrun${runs}:${s.reason}:${++spent}`,
                  }),
                ),
              );
              const paid = answers.filter((a) => a.status === 200).length;
              expect(paid).toBe(balance >= price ? 1 : 0);
              expect(answers.every((a) => [200, 402, 409].includes(a.status))).toBe(true);
              balance -= paid * price;
            } else if (s.kind === 'ad') {
              const answer = await player.post<GemsResponse>('/user/ad-reward', { ticket: tickets.pop() });
              expect({ step: s, status: answer.status }).toEqual({ step: s, status: 200 });
              balance += AD_GEMS;
              expect(answer.body.gems).toBe(balance);
            } else {
              const answer = await player.get<DailyClaimResponse>('/user/claim-daily');
              if (!account) {
                expect(answer.status).toBe(401);
                continue;
              }
              expect(answer.body.claimed).toBe(!claimedDaily);
              if (!claimedDaily) balance += DAILY_GEMS;
              claimedDaily = true;
              expect(answer.body.gems).toBe(balance);
            }
          }
          expect((await player.get<{ gems: number }>('/user/profile')).body.gems).toBe(balance);
        },
      ),
      { numRuns: 25 },
    );
    expect(runs).toBe(25);

    // Every balance is its ledger's sum, and every entry's balance_after the running sum.
    if (kind === 'pglite') await suite.server.stop();
    const [{ off }] = await suite.db.query<{ off: string }>(
      `SELECT count(*) AS off FROM player p
        WHERE p.gems <> (SELECT coalesce(sum(amount), 0) FROM gem_entry e WHERE e.player_id = p.id)`,
    );
    const [{ broken }] = await suite.db.query<{ broken: string }>(
      `SELECT count(*) AS broken FROM (
         SELECT balance_after, sum(amount) OVER (PARTITION BY player_id ORDER BY id) AS running FROM gem_entry
       ) t WHERE balance_after <> running`,
    );
    const [{ players }] = await suite.db.query<{ players: string }>(`SELECT count(*) AS players FROM player`);
    expect({ off: Number(off), broken: Number(broken) }).toEqual({ off: 0, broken: 0 });
    expect(Number(players)).toBeGreaterThanOrEqual(25);
  });
});
