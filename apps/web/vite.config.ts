import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './first-screen';
import { offlineWorker } from './offline-worker';
import { precompress } from './precompress';

/**
 * What every screen needs, in one chunk: Rolldown otherwise splits the modules shared by the
 * entry and the lazy overlays into several small chunks, which the home route loads all the
 * same and which compress worse apart (3 kB brotli more, measured by bench:web). Not in it: RTK
 * Query and the game API (store/api.ts, ProfileFeed), which home loads after its first paint,
 * and libs/contract, whose modules go with the screens that import them.
 */
const FRAMEWORK =
  /node_modules\/(?!@reduxjs\/toolkit\/dist\/query\/)(react|react-dom|scheduler|@reduxjs|immer|redux|reselect|redux-thunk|i18next|react-i18next|react-redux|wouter|use-sync-external-store|regexparam|@standard-schema)\/|libs\/i18n\/dist\/(?!locales)|src\/(store\/(?!api\.|ProfileFeed)|settings\/|session\/)/;

/** Chunks that keep their names in the build (tools/bench/first-frame.mjs finds them by name). */
const NAMED_CHUNKS = ['PlayScreen', 'runtime'];

/**
 * What is worth sending compressed: text. The sounds are MP3, compressed already.
 * Source maps are left out: only devtools fetch them, and the API compresses those on the fly.
 */
const PRECOMPRESSED = /\.(js|css|html|svg|json|wasm)$/;

/**
 * `vite build --mode probes` (the `build:probes` target) writes dist-probes/: the same app with
 * the stage's read-outs for the end-to-end tests and the frame benches (`window.__czeusStage`,
 * the frame and rebuild measures). The production build compiles them out: a player's copy
 * carries no hook into the stage and no patched Pixi method (web.mjs --check holds it to that).
 */
const PROBES_MODE = 'probes';

// `npm start` serves the built app from the API's origin; `vite dev` forwards /api to it.
export default defineConfig(({ mode }) => ({
  plugins: [react(), firstScreen(), offlineWorker(), precompress(PRECOMPRESSED)],
  define: { __CZEUS_PROBES__: JSON.stringify(mode === PROBES_MODE) },
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: {
    outDir: mode === PROBES_MODE ? 'dist-probes' : 'dist',
    target: 'es2022',
    // Maps are written for whoever debugs, but no chunk names its map: the comment's hashed name,
    // new with every build, moved a chunk's brotli size (quality 11 splits the whole file into
    // blocks) by up to 100 bytes, more than most changes cost, and no player's browser needs it.
    sourcemap: 'hidden',
    // The manifest lets tools/bench/web.mjs follow what the home route loads.
    manifest: true,
    // Sounds stay files: inlined as data: URLs, @pixi/sound's fetch of them is refused by the
    // API's Content-Security-Policy (connect-src 'self'), and files are cached apart from code.
    // So does the board's typeface: fetched while Pixi starts, rather than carried in its chunk;
    // and the clips' posters, fetched only with their clip.
    assetsInlineLimit: (file) => (/\.(mp3|woff2)$|assets\/videos\//.test(file) ? false : undefined),
    // Every browser we target preloads modules itself (`<link rel=modulepreload>`: Chromium 66,
    // Firefox 115, Safari 17); an older Safari just fetches a chunk when it is imported. The
    // polyfill was bytes on home's first load for none of our players' browsers.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
        // Each chunk's name is written in the chunks that load it (home's first load names some
        // 130), and neither names nor hashes compress much: a chunk goes by its hash alone, 7
        // characters (42 bits; Rolldown's least for this many chunks), and a file by its name and
        // 6, which took 0.6 kB brotli off home's first load and 0.7 kB off the play screen's
        // (bench:web). The manifest and the source maps still say what each holds; the play
        // screen's and the stage's chunks keep their names, which bench:first-frame looks for.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/c-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:6][extname]',
      },
    },
  },
}));
