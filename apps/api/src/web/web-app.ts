import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@czeus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A path whose last segment has an extension names a file; no client route has one. */
const FILE_NAME = /\.[^/]*$/;

/**
 * Serves the built web app on the same origin as the API. Hashed bundles under /assets are
 * cached for a year; index.html is revalidated so a new release reaches players at once.
 * Returns the fallback that answers client-side routes (`/play`, `/tutorial/…`) with
 * index.html, or undefined when there is no build (API-only runs). A missing file (a name with
 * an extension: `/favicon.ico`, a chunk of an older release) is a 404, not the page: a browser
 * would otherwise download the page as an icon, and a stale chunk would fail on HTML.
 */
export async function serveWebApp(
  fastify: FastifyInstance,
  webRoot: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return undefined;
  await fastify.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    // file.br / file.gz written by the web build (apps/web/vite.config.ts), chosen by the
    // request's Accept-Encoding, with Vary: Accept-Encoding; the SPA fallback's index.html too.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?', 1)[0];
    const isPage =
      isRead &&
      !pathname.startsWith(`${API_PREFIX}/`) &&
      pathname !== API_PREFIX &&
      !FILE_NAME.test(pathname);
    if (!isPage) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
