import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** An answer for a request: status and JSON body. */
export type Answer = { status: number; body: unknown };

/**
 * A stand-in for the API on loopback, for the store's effects over real HTTP (fetch and RTK
 * Query as the app uses them): `answer` decides each reply, `seen` lists what came in. The real
 * API is tested by apps/api's suites and the end-to-end tests; here the point is what the
 * client does with each kind of answer.
 */
export async function standInApi(answer: (request: Seen) => Answer) {
  const seen: Seen[] = [];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    seen,
    /** Resolves once `count` requests have come in. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (seen.length >= count ? resolve() : waiting.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
