// Writes /sw.js, the service worker (worker/service-worker.ts), with this build's list of files
// to keep for offline play: docs/decisions/0037-offline-and-install.md.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { API_PREFIX } from '@czeus/contract';
import { type Plugin, transformWithOxc } from 'vite';

const SOURCE = new URL('./worker/service-worker.ts', import.meta.url);
/** The one listed file that is neither hashed nor the page: copied from public/ as it is. */
const MANIFEST = new URL('./public/manifest.webmanifest', import.meta.url);

/**
 * What is never kept: the compressed copies (the cache holds what the browser decoded), source
 * maps (only devtools fetch them), the lands' music (three files of 40–45 kB each, streamed by
 * an <audio> element that asks for ranges; played online only) and the clips (assets/videos).
 */
const NEVER = /\.(br|gz|map|mp4|webm)$|(^|\/)\.vite\//;
/** Sources that are never kept either: the music (above) and the clips' posters, shown with a clip only. */
const ONLINE_SOURCES = /assets\/(music|videos)\//;
/**
 * The contact form's proof of work (ALTCHA, 38 kB brotli with its languages): the form sends a
 * message, which needs the network anyway.
 */
const ONLINE_ONLY = /node_modules\/altcha\//;

interface Output {
  type: string;
  originalFileNames?: readonly string[];
  moduleIds?: readonly string[];
}

/** Files of the build the game can open offline, and the page itself. */
function precacheList(bundle: Record<string, Output>) {
  const files = Object.entries(bundle)
    .filter(([name, file]) => {
      if (NEVER.test(name) || name === 'index.html' || name === 'sw.js') return false;
      if ((file.originalFileNames ?? []).some((source) => ONLINE_SOURCES.test(source))) return false;
      const modules = file.moduleIds ?? [];
      return !(modules.length > 0 && modules.every((id) => ONLINE_ONLY.test(id)));
    })
    .map(([name]) => `/${name}`)
    .sort();
  return ['/', '/manifest.webmanifest', ...files];
}

/**
 * The worker's code: the source without its types, after the build's constants. The cache's name
 * is a hash of the list, the page (whose inline script can change with no file's name changing)
 * and the manifest, so any new build installs a new cache and an unchanged one keeps its own.
 */
export function offlineWorker(): Plugin {
  return {
    name: 'czeus-offline-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const list = precacheList(bundle as Parameters<typeof precacheList>[0]);
      const page = bundle['index.html'];
      // Vite writes the page before this plugin's turn (enforce: 'post'); without it the hash
      // would miss a change to the page's inline script.
      if (page?.type !== 'asset') this.error('index.html is not in the bundle yet');
      const pageText = String(page.source);
      const version = createHash('sha256')
        .update(JSON.stringify(list))
        .update(pageText)
        .update(await readFile(MANIFEST))
        .digest('hex')
        .slice(0, 12);
      const { code } = await transformWithOxc(await readFile(SOURCE, 'utf8'), SOURCE.pathname, {
        lang: 'ts',
      });
      const constants =
        `const CACHE = ${JSON.stringify(`czeus-shell-${version}`)};\n` +
        `const PRECACHE = ${JSON.stringify(list)};\n` +
        `const API_PREFIX = ${JSON.stringify(API_PREFIX)};\n`;
      // A classic worker script: the module marker the source needs for its types goes.
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: constants + code.replace(/^export\s*\{\s*\};?\s*$/m, ''),
      });
    },
  };
}
