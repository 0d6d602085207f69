import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { type RunningServer, startServer } from './server.js';

/** The web build the api test target depends on (`web:build` in apps/api/package.json). */
const WEB_ROOT = path.resolve(__dirname, '../../web/dist');
const ENCODINGS = [
  { accept: 'br, gzip', variant: 'br' },
  { accept: 'gzip', variant: 'gzip' },
  { accept: '', variant: undefined },
] as const;
const EXTENSION = { br: '.br', gzip: '.gz' } as const;
/** What the web build uses (apps/web/vite.config.ts). */
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
/** The API's compression threshold (apps/api/src/http/compression.ts). */
const THRESHOLD_BYTES = 1024;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch inflates bodies itself and would hide what went over the wire. */
function getRaw(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

function decode(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
}

/** Every file the build's manifest names, and the page itself. */
function builtFiles(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; assets?: string[] }
  >;
  const files = Object.values(manifest).flatMap((chunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ]);
  return ['index.html', ...new Set(files)];
}

describe('compressed delivery', () => {
  let server: RunningServer;
  beforeAll(async () => {
    if (!existsSync(path.join(WEB_ROOT, '.vite/manifest.json'))) {
      throw new Error(`no web build in ${WEB_ROOT}: run nx run api:test, or build web first`);
    }
    server = await startServer({ WEB_ROOT });
  });
  afterAll(() => server?.stop());

  it('the build precompressed every script, style and page that brotli makes smaller', () => {
    const text = builtFiles().filter((file) => /\.(js|css|html)$/.test(file));
    expect(text.length).toBeGreaterThan(10);
    const missing = text.filter((file) => !existsSync(path.join(WEB_ROOT, `${file}.br`)));
    // Left out only where compressing would not pay (a file of a few dozen bytes).
    const worthIt = missing.filter((file) => {
      const bytes = readFileSync(path.join(WEB_ROOT, file));
      return brotliCompressSync(bytes, BEST_BROTLI).length < bytes.length;
    });
    expect(worthIt).toEqual([]);
    expect(missing.length).toBeLessThan(text.length / 10);
  });

  it.each(ENCODINGS)(
    'serves every built file to "Accept-Encoding: $accept" in the best variant, decoding to its bytes',
    async ({ accept, variant }) => {
      const files = builtFiles();
      for (const file of files) {
        const answer = await getRaw(`${server.url}/${file}`, accept);
        const bytes = readFileSync(path.join(WEB_ROOT, file));
        const precompressed =
          variant !== undefined && existsSync(path.join(WEB_ROOT, file + EXTENSION[variant]));
        expect({ file, status: answer.status }).toEqual({ file, status: 200 });
        expect({ file, vary: answer.headers.vary }).toEqual({
          file,
          vary: expect.stringMatching(/accept-encoding/i),
        });
        if (precompressed) {
          expect({ file, encoding: answer.headers['content-encoding'] }).toEqual({ file, encoding: variant });
        }
        if (variant === undefined) expect(answer.headers['content-encoding']).toBeUndefined();
        expect(decode(answer).equals(bytes)).toBe(true);
      }
    },
  );

  it('answers a client route with index.html, compressed too', async () => {
    const answer = await getRaw(`${server.url}/play`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(answer).equals(readFileSync(path.join(WEB_ROOT, 'index.html')))).toBe(true);
  });

  it('answers a missing file with a 404, not with the page', async () => {
    for (const file of ['/favicon.ico', '/assets/c-gone1234.js', '/icons/none.webp?v=1']) {
      const answer = await getRaw(`${server.url}${file}`, 'br, gzip');
      expect({ file, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        file,
        status: 404,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(JSON.parse(decode(answer).toString('utf8'))).toMatchObject({ statusCode: 404 });
    }
    // A client route keeps its page, however its query is written.
    const route = await getRaw(`${server.url}/daily/2026-11-28?from=mail.v2`, '');
    expect(route.status).toBe(200);
    expect(route.body.equals(readFileSync(path.join(WEB_ROOT, 'index.html')))).toBe(true);
  });

  it("allows the page's own inline script by its SHA-256, and no other inline script", async () => {
    const answer = await getRaw(`${server.url}/play`, '');
    const html = answer.body.toString('utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    // The first screen's chooser and its land (apps/web/first-screen.ts) are written into the page.
    expect(inline).toHaveLength(2);
    expect(inline[0]).toContain('data-first-screen');
    expect(inline[1]).toContain('first-screen-land');
    const scriptSrc = String(answer.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hashes = inline.map(
      (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
    );
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });

  it('compresses a JSON answer above the threshold (the OpenAPI document), not a small one', async () => {
    const docs = await getRaw(`${server.url}/api/docs-json`, 'br, gzip');
    expect(docs.headers['content-encoding']).toBe('br');
    const json = decode(docs);
    expect(json.length).toBeGreaterThan(THRESHOLD_BYTES);
    expect(docs.body.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(json.toString()).openapi).toMatch(/^3\./);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");

    const gzipOnly = await getRaw(`${server.url}/api/docs-json`, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipOnly).equals(json)).toBe(true);
    const identity = await getRaw(`${server.url}/api/docs-json`, '');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(json)).toBe(true);

    const health = await getRaw(`${server.url}/api/health`, 'br, gzip');
    expect(health.body.length).toBeLessThan(THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
