import fc from 'fast-check';
import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_MAX_FIELDS,
  ANALYTICS_MAX_VALUE_LENGTH,
  SESSION_HEADER,
  TENANT_HEADER,
} from '@czeus/contract';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const SESSION = 'analytics-session-1';

/** The largest events the per-field bounds allow: 20 fields of 200 characters each. */
const widestData = Object.fromEntries(
  Array.from({ length: ANALYTICS_MAX_FIELDS }, (_, i) => [
    `field${i}`,
    'x'.repeat(ANALYTICS_MAX_VALUE_LENGTH),
  ]),
);

describe.each(DATABASE_KINDS)('POST /api/analytics on %s', (kind) => {
  const suite = serverForSuite(kind);

  const post = (body: unknown, headers: Record<string, string> = { [SESSION_HEADER]: SESSION }) =>
    fetch(`${suite.server.url}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores a consenting batch under the tenant and session of the headers', async () => {
    const res = await post(
      { consent: true, events: [{ eventName: 'startplay', data: { level: 2, shape: 4, difficulty: 3 } }] },
      { [SESSION_HEADER]: SESSION, [TENANT_HEADER]: 'school-7' },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: 1 });
  });

  it("stores a full batch of the game's own events", async () => {
    const events = Array.from({ length: ANALYTICS_MAX_EVENTS }, (_, i) => ({
      eventName: 'screen_view',
      data: { screen: `/tutorial/summerland/${i}`, level: 2, shape: 4, difficulty: 3 },
    }));
    const res = await post({ consent: true, events });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: ANALYTICS_MAX_EVENTS });
  });

  it('stores the session start, a login with its method and a play_finish as the web sends them', async () => {
    const res = await post({
      consent: true,
      events: [
        { eventName: 'session_start' },
        { eventName: 'screen_view', data: { screen: 'intro' } },
        { eventName: 'login', data: { method: 'linkedin' } },
        {
          eventName: 'play_finish',
          data: {
            difficulty: 2,
            land: 'autumnland',
            shape: 4,
            stars: 3,
            id: 'p-2-4-2-abc',
            score: 2875,
            time: 61.25,
          },
        },
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: 4 });
  });

  it('stores nothing without consent', async () => {
    const res = await post({
      consent: false,
      events: [{ eventName: 'screen_view' }, { eventName: 'login' }],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: 0 });
  });

  it.each([
    ['an unknown field', { consent: true, events: [], extra: 1 }],
    ['an unknown field in an event', { consent: true, events: [{ eventName: 'a', admin: true }] }],
    ['a missing consent', { events: [] }],
    ['a nested object in data', { consent: true, events: [{ eventName: 'a', data: { x: { y: 1 } } }] }],
    [
      'too many events',
      { consent: true, events: Array.from({ length: ANALYTICS_MAX_EVENTS + 1 }, () => ({ eventName: 'a' })) },
    ],
    [
      'a batch of the widest events the field bounds allow (over the byte cap)',
      {
        consent: true,
        events: Array.from({ length: ANALYTICS_MAX_EVENTS }, () => ({ eventName: 'a', data: widestData })),
      },
    ],
    [
      'two of the widest events (8.4 kB, just over the byte cap)',
      {
        consent: true,
        events: [
          { eventName: 'a', data: widestData },
          { eventName: 'b', data: widestData },
        ],
      },
    ],
    ['malformed JSON', '{"consent": tru'],
  ])('refuses %s with 400 and the catalogue key', async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; stack?: unknown };
    expect(answer.message).toBe('error');
    expect(answer.stack).toBeUndefined();
  });

  it('refuses a call without a session id', async () => {
    const res = await post({ consent: true, events: [] }, {});
    expect(res.status).toBe(400);
  });

  it('answers every malformed body with a 4xx, never a 5xx', async () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const nearlyValid = fc.record(
      {
        consent: fc.oneof(fc.boolean(), anyJson),
        events: fc.array(fc.record({ eventName: anyJson, data: anyJson }, { requiredKeys: [] }), {
          maxLength: 3,
        }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, nearlyValid, fc.string()), async (body) => {
        const res = await post(typeof body === 'string' ? body : JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
