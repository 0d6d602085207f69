// The bare pages of the fixed stack, built with the web app's own Vite, React plugin and
// compression (apps/web/precompress.ts) into a served copy of the game (under BARE): the shell of bench:web
// (tools/bench/web-baseline: React 19, RTK with RTK Query, react-redux, i18next drawing a menu)
// and the stage of bench:frames (tools/bench/frames: the same Pixi pieces and gsap core).
// bench:lighthouse and bench:main-thread measure the game beside them.
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The bare pages live under this path of the served copy. */
export const BARE = '/bench-bare';

export async function buildBare(outDir) {
  const fromWeb = createRequire(new URL('../../apps/web/package.json', import.meta.url));
  const { build } = await import(pathToFileURL(fromWeb.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
  const { precompress } = await import(new URL('../../apps/web/precompress.ts', import.meta.url).href);
  const bench = fileURLToPath(new URL('.', import.meta.url));
  await build({
    root: bench,
    base: `${BARE}/`,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), precompress(/\.(js|css|html)$/)],
    build: {
      outDir,
      target: 'es2022',
      emptyOutDir: true,
      rolldownOptions: {
        input: { shell: `${bench}web-baseline/shell.html`, bare: `${bench}frames/bare.html` },
      },
    },
  });
  // Vite keeps each page's folder under the root: bring them to the top of the bare folder.
  for (const [from, to] of [
    ['web-baseline/shell.html', 'shell.html'],
    ['frames/bare.html', 'bare.html'],
  ])
    for (const ext of ['', '.br', '.gz'])
      if (existsSync(path.join(outDir, from + ext)))
        copyFileSync(path.join(outDir, from + ext), path.join(outDir, to + ext));
}
