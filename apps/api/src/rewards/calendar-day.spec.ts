import fc from 'fast-check';
import { calendarDay, dailyZone, ZONE_CHANGE_GAP_S } from './calendar-day.js';

const ZONES = [
  'Etc/GMT+12',
  'Pacific/Kiritimati',
  'UTC',
  'Asia/Tokyo',
  'America/New_York',
  'Nowhere/Atlantis',
];
const HOUR_MS = 3600_000;

/** The service's decision, claim after claim: the credits a player gets. */
function credits(claims: { at: number; zone: string }[]): { at: number; zone: string }[] {
  let settled: string | null = null;
  let lastDay: string | null = null;
  let lastAt: number | null = null;
  const paid: { at: number; zone: string }[] = [];
  for (const claim of claims) {
    const zone: string = dailyZone(claim.zone, settled, lastAt === null ? null : (claim.at - lastAt) / 1000);
    const today = calendarDay(new Date(claim.at), zone);
    if (lastDay !== null && lastDay >= today) continue;
    paid.push({ at: claim.at, zone });
    settled = zone;
    lastDay = today;
    lastAt = claim.at;
  }
  return paid;
}

describe('the daily reward day', () => {
  const start = Date.UTC(2026, 10, 23, 11, 0);

  it('pays once for two claims a minute apart under zones a day apart, in either order', () => {
    for (const [a, b] of [
      ['Etc/GMT+12', 'Pacific/Kiritimati'],
      ['Pacific/Kiritimati', 'Etc/GMT+12'],
    ]) {
      expect(
        credits([
          { at: start, zone: a },
          { at: start + 60_000, zone: b },
        ]),
      ).toHaveLength(1);
    }
  });

  it("pays on the player's next calendar day, and takes a traveller's zone after 20 h", () => {
    const tokyo = { at: Date.UTC(2026, 10, 23, 14, 30), zone: 'Asia/Tokyo' }; // 23:30 in Tokyo
    const nextMorning = { at: tokyo.at + 9 * HOUR_MS, zone: 'Asia/Tokyo' };
    expect(credits([tokyo, nextMorning])).toHaveLength(2);
    const landed = { at: tokyo.at + 21 * HOUR_MS, zone: 'America/New_York' };
    expect(credits([tokyo, landed])).toEqual([tokyo, landed]);
  });

  it('an unknown zone counts as UTC', () => {
    expect(dailyZone('Nowhere/Atlantis', null, null)).toBe('UTC');
    expect(dailyZone(undefined, null, null)).toBe('UTC');
  });

  it('no choice of zones pays twice within 20 h unless both credits count days in one zone', () => {
    const claims = fc
      .array(fc.record({ gap: fc.integer({ min: 0, max: 30 * HOUR_MS }), zone: fc.constantFrom(...ZONES) }), {
        maxLength: 40,
      })
      .map((steps) => {
        let at = start;
        return steps.map(({ gap, zone }) => ({ at: (at += gap), zone }));
      });
    fc.assert(
      fc.property(claims, (list) => {
        const paid = credits(list);
        for (let i = 1; i < paid.length; i++) {
          if (paid[i].at - paid[i - 1].at < ZONE_CHANGE_GAP_S * 1000)
            expect(paid[i].zone).toBe(paid[i - 1].zone);
        }
      }),
      { numRuns: 300 },
    );
  });
});
