import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { CONTACT_CHALLENGE_PATH, CONTACT_PATH } from '@czeus/contract';
import { solvedChallenge } from './altcha.js';
import { ApiClient, newSessionId } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const OPERATOR = 'operator@example.org';

describe.each(DATABASE_KINDS)('POST /api/contact on %s', (kind) => {
  // PGlite keeps its files in the test database's data directory; the outbox lives beside them.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-contact-'));
  const outbox = () => path.join(suite.db.env.DATA_DIR ?? dataDir, 'outbox');
  // A small proof of work keeps the suite quick; the production figures are the defaults.
  const suite = serverForSuite(kind, {
    ...(kind === 'postgres' && { DATA_DIR: dataDir }),
    CONTACT_EMAIL: OPERATOR,
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '60',
  });
  const browser = () => new ApiClient(suite.server.url, newSessionId());
  const stored: { subject: string; session_id: string }[] = [];
  const refused: string[] = [];

  const solved = (client: ApiClient, change?: (c: Challenge) => void) =>
    solvedChallenge(client, CONTACT_CHALLENGE_PATH, change);
  const form = (altcha: string, extra: Record<string, unknown> = {}) => ({
    name: 'Ada',
    email: 'ada@example.org',
    subject: 'Level 3 is great',
    message: 'The square clues made my day.\nThank you!',
    altcha,
    ...extra,
  });

  it('stores a message with a solved captcha and mails it to the operator', async () => {
    const client = browser();
    const subject = `Hello ${kind}`;
    const answer = await client.post(CONTACT_PATH, form(await solved(client), { subject }));
    expect(answer).toEqual({ status: 201, body: { success: true, message: 'contact-success' } });
    stored.push({ subject, session_id: client.sessionId });
    const mail = readdirSync(outbox())
      .map((f) => readFileSync(path.join(outbox(), f), 'utf8'))
      .find((m) => m.includes(subject));
    expect(mail).toContain(`To: ${OPERATOR}`);
    expect(mail).toContain('Reply-To: ada@example.org');
  });

  it('refuses a captcha solution used before', async () => {
    const client = browser();
    const altcha = await solved(client);
    expect((await client.post(CONTACT_PATH, form(altcha, { id: 'first' }))).status).toBe(201);
    const again = await client.post(CONTACT_PATH, form(altcha, { id: 'second' }));
    expect(again).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'puzzle-fail', details: ['altcha'] },
    });
  });

  it('stores a retried message (same client id) once and answers success again', async () => {
    const client = browser();
    const altcha = await solved(client);
    const subject = `Retry ${kind}`;
    const body = form(altcha, { id: 'msg-1', subject });
    expect((await client.post(CONTACT_PATH, body)).status).toBe(201);
    expect((await client.post(CONTACT_PATH, body)).status).toBe(201);
    stored.push({ subject, session_id: client.sessionId });
  });

  it.each([
    ['no proof', ''],
    ['base64 of nonsense', Buffer.from('{"challenge":1}').toString('base64')],
    ['not base64 JSON', '%%%'],
  ])('refuses %s with puzzle-fail', async (_, altcha) => {
    const answer = await browser().post(CONTACT_PATH, form(altcha));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'puzzle-fail' });
  });

  it('refuses a wrong solution and a challenge the client made easier', async () => {
    const client = browser();
    const good = JSON.parse(Buffer.from(await solved(client), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    good.solution.derivedKey = good.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const wrong = Buffer.from(JSON.stringify(good)).toString('base64');
    expect((await client.post(CONTACT_PATH, form(wrong))).body).toMatchObject({ message: 'puzzle-fail' });
    // A shorter key prefix would let a later solver finish sooner; the signature covers it.
    const easier = await solved(client, (c) => {
      c.parameters.keyPrefix = c.parameters.keyPrefix.slice(0, 2);
    });
    expect((await client.post(CONTACT_PATH, form(easier))).body).toMatchObject({ message: 'puzzle-fail' });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['an email that is not one', { email: 'ada-at-example' }, 'email'],
    ['a subject with a line break', { subject: 'Hi\nBcc: all@example.org' }, 'subject'],
    ['an empty message', { message: '' }, 'message'],
    ['an unknown field', { admin: true }, 'admin'],
  ])('refuses %s and stores nothing', async (_, change, field) => {
    const client = browser();
    const answer = await client.post(CONTACT_PATH, form(await solved(client), change));
    expect(answer).toEqual({ status: 400, body: { statusCode: 400, message: 'error', details: [field] } });
    refused.push(client.sessionId);
  });

  it('stored each accepted message once and none refused (checked with the server stopped)', async () => {
    expect(await suite.server.stop()).toBe(0);
    const rows = await suite.db.query<{ subject: string; session_id: string }>(
      `SELECT subject, session_id FROM contact_message ORDER BY id`,
    );
    expect(rows).toEqual(expect.arrayContaining(stored));
    for (const s of stored) expect(rows.filter((r) => r.subject === s.subject)).toHaveLength(1);
    expect(rows.filter((r) => refused.includes(r.session_id))).toEqual([]);
  });
});
