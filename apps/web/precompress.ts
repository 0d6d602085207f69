import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes file.br and file.gz beside every built file `include` matches, at the strongest
 * settings: compressed once at build, they cost the server nothing per request (the API serves
 * them by Accept-Encoding, apps/api/src/web/web-app.ts). A variant no smaller than its file is
 * not written. vite-plugin-compression2: maintained, node:zlib underneath, no native code.
 * The benches' bare pages (tools/bench/bare-pages.mjs) are built with it too, so both are
 * measured as the server sends them.
 */
export function precompress(include: RegExp) {
  return compression({
    include,
    threshold: 0,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
