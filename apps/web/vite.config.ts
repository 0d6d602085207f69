import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * What every screen needs, in one chunk: Rolldown otherwise splits the modules shared by the
 * entry and the lazy overlays into several small chunks, which the home route loads all the
 * same and which compress worse apart (3 kB brotli more, measured by bench:web).
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@reduxjs|immer|redux|reselect|redux-thunk|i18next|react-i18next|react-redux|wouter|use-sync-external-store|regexparam|@standard-schema)\/|libs\/contract\/|libs\/i18n\/dist\/(?!locales)|src\/(store|settings|session)\//;

// `npm start` serves the built app from the API's origin; `vite dev` forwards /api to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest lets tools/bench/web.mjs follow what the home route loads.
    manifest: true,
    // Sounds stay files: inlined as data: URLs, @pixi/sound's fetch of them is refused by the
    // API's Content-Security-Policy (connect-src 'self'), and files are cached apart from code.
    assetsInlineLimit: (file) => (file.endsWith('.wav') ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
