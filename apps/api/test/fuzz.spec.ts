import fc from 'fast-check';
import type { TokenResponse } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { serverForSuite } from './server.js';

/** Every call that takes a body, and its fields, so the fuzz also sends near-valid bodies. */
const BODIES: [string, string[]][] = [
  ['/auth/register', ['email', 'username', 'password', 'password2', 'GDPRConfirmed']],
  ['/auth/login', ['email', 'password']],
  ['/auth/requestResetPassword', ['email']],
  ['/auth/resetPassword', ['resetPasswordCode', 'password', 'password2']],
  ['/user/rename', ['newName']],
  ['/user/gems', ['gems', 'reason', 'idempotencyKey']],
  [
    '/game/score',
    [
      'gameId',
      'puzzleId',
      'playTime',
      'score',
      'startTime',
      'endTime',
      'hintsUsed',
      'timeStar',
      'noerrorsStar',
      'finishedStar',
      'difficulty',
      'finishType',
      'errorsMade',
      'events',
    ],
  ],
  ['/analytics', ['consent', 'events']],
  ['/contact', ['name', 'email', 'subject', 'message', 'id', 'sessionId', 'altcha']],
];

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    null,
    true,
    false,
    '',
    'x'.repeat(5000),
    -1,
    1e308,
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
  ),
);

describe('malformed input across the API', () => {
  const suite = serverForSuite('pglite');
  let player: ApiClient;

  beforeAll(async () => {
    player = new ApiClient(suite.server.url, newSessionId());
    const form = {
      email: 'fuzz@example.org',
      username: 'fuzz',
      password: 'secret1',
      password2: 'secret1',
      GDPRConfirmed: true,
    };
    player.token = (await player.post<TokenResponse>('/auth/register', form)).body.token;
  });

  it('answers 1,200 malformed bodies and queries with a 4xx and a catalogue key, never a 5xx', async () => {
    const body = fc.constantFrom(...BODIES).chain(([path, fields]) =>
      fc.tuple(
        fc.constant(path),
        fc.oneof(
          value,
          fc.dictionary(fc.constantFrom(...fields, 'admin', '__proto__', 'constructor'), value, {
            maxKeys: fields.length + 1,
          }),
        ),
      ),
    );
    const query = fc.tuple(
      fc.constant('/game'),
      fc.dictionary(fc.constantFrom('level', 'shape', 'difficulty', 'id', 'x'), fc.string({ maxLength: 20 })),
    );
    let count = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, query), async ([path, payload]) => {
        count++;
        const answer =
          path === '/game'
            ? await player.get(`/game?${new URLSearchParams(payload as Record<string, string>)}`)
            : await player.call('POST', path, payload);
        expect({ path, status: answer.status < 500 }).toEqual({ path, status: true });
        if (answer.status >= 400)
          expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
      }),
      { numRuns: 1200 },
    );
    expect(count).toBe(1200);
    // The player is untouched by all of it: the balance is still the start balance.
    expect((await player.get<{ gems: number }>('/user/profile')).body.gems).toBe(500);
  });
});
