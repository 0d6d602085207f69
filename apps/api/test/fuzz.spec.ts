import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type AdTicketResponse, ERROR_KEYS, type TokenResponse } from '@czeus/contract';
import { type Answer, ApiClient, newSessionId, registerForm } from './api-client.js';
import { createTestDatabase, DATABASE_KINDS, serverForSuite, startServer } from './server.js';
import { advanceClock, MOVABLE_CLOCK } from './clock.js';
import { signToken } from './sign-token.js';

/** The server's token key, so the fuzz can sign tokens the server will check claim by claim. */
const JWT_SECRET = randomBytes(32).toString('hex');
/** One past what the server admits (http/well-formed-input.ts). */
const TOO_DEEP = 9;

/** Every call that takes a body, and its fields, so the fuzz also sends near-valid bodies. */
const BODIES: [string, string[]][] = [
  ['/auth/register', ['email', 'username', 'password', 'password2', 'GDPRConfirmed']],
  ['/auth/login', ['email', 'password']],
  ['/auth/requestResetPassword', ['email']],
  ['/auth/resetPassword', ['resetPasswordCode', 'password', 'password2']],
  ['/user/rename', ['newName']],
  ['/user/gems', ['gems', 'reason', 'idempotencyKey']],
  ['/game/stock', ['slots']],
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

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` containers deep. */
const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
};
const deep = fc
  .tuple(fc.integer({ min: TOO_DEEP, max: 2000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, kind));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** Text with a lone surrogate somewhere: valid JSON (`"\ud800"`), but not a string of characters. */
const illFormed = fc
  .tuple(fc.string({ maxLength: 20 }), loneSurrogate, fc.string({ maxLength: 20 }))
  .map(([before, unit, after]) => `${before}${unit}${after.replace(/^[\udc00-\udfff]/, 'x')}`);
/** Text with a NUL somewhere: valid JSON (`"\u0000"`), refused by PostgreSQL in any text column. */
const withNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([before, after]) => `${before}\0${after}`);
/** The query forms of a lone surrogate: its UTF-8-like bytes, the old %u escape, or both halves reversed. */
const illFormedQuery = fc.constantFrom('%ED%A0%80', '%uD800', '%ED%B0%80%ED%A0%80', '%C0%AF', '%');

/** Every 4xx carries a key of the catalogue, and nothing is a 5xx. */
const expectCatalogueAnswer = (where: unknown, answer: Answer) => {
  expect({ where, status: answer.status < 500 }).toEqual({ where, status: true });
  if (answer.status >= 400) expect(ERROR_KEYS).toContain((answer.body as { message?: unknown }).message);
};

describe.each(DATABASE_KINDS)('malformed input across the API on %s', (kind) => {
  // The fuzz sends thousands of calls as one player in a minute: far past a player's limit.
  const suite = serverForSuite(kind, {
    ...MOVABLE_CLOCK,
    JWT_SECRET,
    AD_MIN_SECONDS: '1',
    PLAYER_RATE_LIMIT: '100000',
    STOCK_RATE_LIMIT: '100000',
  });
  let player: ApiClient;
  let playerId: string;

  beforeAll(async () => {
    player = new ApiClient(suite.server.url, newSessionId());
    player.token = (await player.post<TokenResponse>('/auth/register', registerForm('fuzz'))).body.token;
    playerId = JSON.parse(Buffer.from(player.token.split('.')[1], 'base64url').toString()).sub;
  });

  /** A token with the server's key and the given claims, over a well-formed default. */
  const tokenWith = (claims: Record<string, unknown>) =>
    signToken(
      {
        sub: playerId,
        jti: randomUUID(),
        tenant: 'czeus',
        gen: 0,
        iss: 'czeus',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...claims,
      },
      JWT_SECRET,
    );
  const profileWith = (token: string) => {
    const client = new ApiClient(suite.server.url, newSessionId());
    client.token = token;
    return client.get('/user/profile');
  };

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
      fc.dictionary(
        fc.constantFrom('level', 'shape', 'difficulty', 'id', 'mode', 'x'),
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.constantFrom('zen', 'ZEN', 'zen ', '__proto__', 'constructor'),
        ),
      ),
    );
    let count = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, query), async ([path, payload]) => {
        count++;
        const answer =
          path === '/game'
            ? await player.get(`/game?${new URLSearchParams(payload as Record<string, string>)}`)
            : await player.call('POST', path, payload);
        expectCatalogueAnswer(path, answer);
      }),
      { numRuns: 1200 },
    );
    expect(count).toBe(1200);
    // The player is untouched by all of it: the balance is still the start balance.
    expect((await player.get<{ gems: number }>('/user/profile')).body.gems).toBe(500);
  });

  it('answers hostile shapes (deep nesting, lone surrogates, odd queries) with a 400 and a catalogue key', async () => {
    const hostile = fc.oneof(deep, illFormed, withNul);
    const body = fc.constantFrom(...BODIES).chain(([path, fields]) =>
      fc.tuple(
        fc.constant(path),
        fc.oneof(
          hostile,
          fc.dictionary(fc.constantFrom(...fields), fc.oneof(value, hostile), { minKeys: 1 }),
          fc.oneof(illFormed, withNul).map((key) => ({ [key]: 'x' })),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async ([path, payload]) => {
        const answer = await player.call('POST', path, payload);
        expectCatalogueAnswer(path, answer);
      }),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('id', 'level', 'shape', 'difficulty', 'mode'),
        illFormedQuery,
        fc.string({ maxLength: 10 }),
        async (name, odd, rest) => {
          const answer = await player.get(`/game?${name}=${odd}${encodeURIComponent(rest)}`);
          expectCatalogueAnswer(name, answer);
          expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers tokens signed with the real key but malformed claims with a 401, never a 5xx', async () => {
    const claim = fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      illFormed,
      fc.constantFrom(null, true, -1, 0.5, 1e20, 2 ** 31, 'czeus', [], {}),
    );
    const claims = fc.record(
      { sub: claim, jti: claim, tenant: claim, gen: claim, exp: claim, iat: claim },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(claims, fc.boolean(), async (odd, logout) => {
        const client = new ApiClient(suite.server.url, newSessionId());
        client.token = tokenWith(odd);
        const answer = await client.get(logout ? '/auth/logout' : '/user/profile');
        expectCatalogueAnswer(odd, answer);
      }),
      { numRuns: 300 },
    );
    // The player's own token still works: none of it logged them out.
    expect((await player.get('/user/profile')).status).toBe(200);
  });

  it('refuses JSON nested 1,500 deep (a 3 kB body that overflowed the stack) with a 400', async () => {
    for (const [path] of BODIES) {
      const answer = await player.call('POST', path, nested(1500, 'array'));
      expect({ path, answer }).toEqual({
        path,
        answer: { status: 400, body: expect.objectContaining({ message: 'error' }) },
      });
    }
    // As deep as a real analytics batch is still fine.
    const batch = { consent: true, events: [{ eventName: 'fuzz', data: { depth: 4 } }] };
    expect((await player.post('/analytics', batch)).status).toBe(202);
  });

  it('refuses a lone surrogate in the contact email, and in any string field, with a 400', async () => {
    const contact = { name: 'A', email: 'a\ud800@example.org', subject: 'S', message: 'M', altcha: 'x' };
    expect(await player.post('/contact', contact)).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'error', details: ['body'] },
    });
    const login = await player.post('/auth/login', { email: 'fuzz@example.org', password: 'secret1\udfff' });
    expect(login.status).toBe(400);
    expect((await player.get('/game?id=%ED%A0%80')).status).toBe(400);
  });

  it('refuses a NUL in every text a request carries with a 400, and the player is untouched', async () => {
    const nul = 'a\0b';
    const posts: [string, Record<string, unknown>][] = [
      ['/auth/login', { email: `x${nul}@example.org`, password: 'secret12' }],
      ['/auth/requestResetPassword', { email: `x${nul}@example.org` }],
      ['/auth/register', { ...registerForm('nul'), email: `x${nul}@example.org` }],
      ['/auth/register', { ...registerForm('nul'), username: nul }],
      ['/analytics', { consent: true, events: [{ eventName: 'fuzz', data: { value: nul } }] }],
      ['/analytics', { consent: true, events: [{ eventName: nul, data: {} }] }],
      ['/user/rename', { newName: nul }],
      ['/contact', { name: nul, email: 'a@example.org', subject: 'S', message: 'M', altcha: 'x' }],
    ];
    for (const [path, body] of posts) {
      const answer = await player.post(path, body);
      expect({ path, answer }).toEqual({
        path,
        answer: { status: 400, body: { statusCode: 400, message: 'error', details: ['body'] } },
      });
    }
    expect((await player.get('/game?id=a%00b')).status).toBe(400);
    expect((await player.get('/game?level=1&shape=1&difficulty=1&mode=zen%00')).status).toBe(400);
    expect((await player.get<{ gems: number }>('/user/profile')).body.gems).toBe(500);
  });

  it('refuses a query or body key named after an Object.prototype member with a 400, as any unknown key', async () => {
    const queries = [
      '/game?__proto__=1',
      '/game?level=1&shape=1&difficulty=1&constructor=x',
      // A mode is one of the game's modes, not whatever an object answers to.
      '/game?level=1&shape=1&difficulty=1&mode=__proto__',
      '/game?level=1&shape=1&difficulty=1&mode=constructor',
      '/game?level=1&shape=1&difficulty=1&mode=toString',
      '/daily?__proto__=1',
      '/daily/leaderboard?constructor=x',
      '/user/stats?hasOwnProperty=1',
      '/user/profile?toString=1',
    ];
    for (const path of queries) {
      const answer = await player.get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expectCatalogueAnswer(path, answer);
    }
    const bodies: [string, string][] = [
      ['/user/rename', '{"newName":"protoname","constructor":1}'],
      ['/user/rename', '{"newName":"protoname","__proto__":{"admin":true}}'],
      ['/analytics', '{"consent":true,"events":[{"eventName":"fuzz","data":{"valueOf":1}}]}'],
      ['/user/gems', '{"gems":-1,"reason":"hint","idempotencyKey":"protokey","prototype":{}}'],
    ];
    for (const [path, text] of bodies) {
      const answer = await player.post(path, JSON.parse(text));
      expect({ path, text, status: answer.status }).toEqual({ path, text, status: 400 });
      expectCatalogueAnswer(path, answer);
    }
    const profile = (await player.get<{ gems: number; username: string }>('/user/profile')).body;
    expect(profile.username).not.toBe('protoname');
    expect(profile.gems).toBe(500);
  });

  it('refuses a score log with an event named after an Object.prototype member with a 400', async () => {
    const record = (await player.get<{ id: string }>('/game?level=1&shape=1&difficulty=1')).body;
    for (const type of ['toString', '__proto__', 'constructor', 'valueOf']) {
      const events = JSON.parse(`[{"type":"countdownFinished","at":0},{"type":"${type}","at":5}]`);
      const answer = await player.post('/game/score', {
        gameId: 'aaaaaaaaaaaaaaaa',
        puzzleId: record.id,
        playTime: 1,
        score: 0,
        startTime: 0,
        endTime: 1,
        hintsUsed: 0,
        timeStar: false,
        noerrorsStar: false,
        finishedStar: false,
        difficulty: 1,
        finishType: 'success',
        errorsMade: 0,
        events,
      });
      expect({ type, status: answer.status }).toEqual({ type, status: 400 });
      expectCatalogueAnswer(type, answer);
    }
  });

  it('refuses spending under the key of a future ad reward, so the reward still pays', async () => {
    const guest = new ApiClient(suite.server.url, newSessionId());
    const { ticket } = (await guest.post<AdTicketResponse>('/user/ad-start', {})).body;
    const adKey = `ad:${createHash('sha256').update(ticket).digest('hex')}`;
    const squat = await guest.post('/user/gems', { gems: 400, reason: 'smart-hint', idempotencyKey: adKey });
    expect(squat.status).toBe(400);
    for (const key of ['start', 'daily:2026-01-01:x', 'game:abcdefgh', 'abcdefgh:reveal:1'])
      expect(
        (await guest.post('/user/gems', { gems: 400, reason: 'smart-hint', idempotencyKey: key })).status,
      ).toBe(400);
    await advanceClock(suite.server.url, 1000);
    expect((await guest.post('/user/ad-reward', { ticket })).body).toEqual({ gems: 900 });
  });

  it('answers an ad reward whose ledger key is already taken with a 409', async () => {
    // A row from before spend keys had a shape, written with the server stopped (PGlite admits
    // one session), on a database of this test's own.
    const db = await createTestDatabase(kind);
    const env = { ...db.env, ...MOVABLE_CLOCK, JWT_SECRET, AD_MIN_SECONDS: '1' };
    try {
      const first = await startServer(env);
      const guest = new ApiClient(first.url, newSessionId());
      const { ticket } = (await guest.post<AdTicketResponse>('/user/ad-start', {})).body;
      expect(await first.stop()).toBe(0);
      const adKey = `ad:${createHash('sha256').update(ticket).digest('hex')}`;
      await db.query(
        `INSERT INTO gem_entry (player_id, amount, reason, idempotency_key, balance_after)
         SELECT id, -100, 'smart-hint', '${adKey}', 400 FROM player WHERE session_id = '${guest.sessionId}'`,
      );
      const again = await startServer(env);
      try {
        await advanceClock(again.url, 1000);
        const answer = await new ApiClient(again.url, guest.sessionId).post('/user/ad-reward', { ticket });
        expect(answer).toEqual({
          status: 409,
          body: { statusCode: 409, message: 'error', details: ['idempotencyKey'] },
        });
      } finally {
        await again.stop();
      }
    } finally {
      await db.drop();
    }
  });

  it('refuses tokens signed with our key whose claims are malformed, and accepts a well-formed one', async () => {
    expect((await profileWith(tokenWith({}))).status).toBe(200);
    const malformed: Record<string, Record<string, unknown>> = {
      'sub not a UUID': { sub: 'player-1' },
      'jti not a UUID': { jti: "1' OR '1'='1" },
      'gen fractional': { gen: 0.5 },
      'gen negative': { gen: -1 },
      'gen past an integer column': { gen: 2 ** 31 },
      'tenant not a slug': { tenant: 'Czeus School' },
      'no expiry': { exp: undefined },
      'expiry past what we issue': { exp: 1e20 },
    };
    for (const [why, claims] of Object.entries(malformed)) {
      const answer = await profileWith(tokenWith(claims));
      expect({ why, answer }).toEqual({
        why,
        answer: { status: 401, body: { statusCode: 401, message: 'error-login-wrongcredentials' } },
      });
    }
  });
});
