import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Below about a kilobyte the compressed answer saves less than a packet while every request
 * pays the compressor's set-up; most API answers (a profile, a claim) are smaller than this.
 */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's larger answers (a puzzle, the score board, /api/docs-json) by the
 * client's Accept-Encoding, with @fastify/compress (the Fastify team's own plugin; brotli at
 * its quality 4, fast enough per request). The web app's files come precompressed from the
 * build and already carry their Content-Encoding, which this plugin leaves alone. Must be
 * registered before @fastify/static so its hook covers the files compressed nowhere else
 * (source maps). Request bodies are not inflated: no client sends them compressed, and a
 * small compressed body could otherwise grow past the body limit's intent.
 */
export async function compressResponses(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
