import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthResponse } from '@czeus/contract';
import { DATABASE_KINDS, serverForSuite } from './server.js';

const version = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;

describe.each(DATABASE_KINDS)('health on %s', (kind) => {
  const suite = serverForSuite(kind);

  it('answers ok with the database it runs on and the package version', async () => {
    const res = await fetch(`${suite.server.url}/api/health`);
    expect(res.status).toBe(200);
    expect((await res.json()) as HealthResponse).toEqual({ status: 'ok', db: kind, version });
  });

  it('answers an unknown API path with a catalogue key and no stack trace', async () => {
    const res = await fetch(`${suite.server.url}/api/no-such-call`);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ statusCode: 404, message: 'error' });
  });
});
