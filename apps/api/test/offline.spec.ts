import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type RunningServer, startServer } from './server.js';

/** The web build the api test target depends on (`web:build` in apps/api/package.json). */
const WEB_ROOT = path.resolve(__dirname, '../../web/dist');

/** The constants the web build writes before the worker's code (apps/web/offline-worker.ts). */
function workerConstants(source: string): { cache: string; precache: string[] } {
  const cache = /^const CACHE = (".*");$/m.exec(source)?.[1];
  const precache = /^const PRECACHE = (\[.*\]);$/m.exec(source)?.[1];
  if (!cache || !precache) throw new Error('sw.js: no CACHE or PRECACHE constant');
  return { cache: JSON.parse(cache) as string, precache: JSON.parse(precache) as string[] };
}

describe('the offline worker and the manifest, as the API serves them', () => {
  let server: RunningServer;
  beforeAll(async () => {
    if (!existsSync(path.join(WEB_ROOT, 'sw.js'))) {
      throw new Error(`no web build in ${WEB_ROOT}: run nx run api:test, or build web first`);
    }
    server = await startServer({ WEB_ROOT });
  });
  afterAll(() => server?.stop());

  it('serves /sw.js at the root (scope /) as a script, revalidated on every update check', async () => {
    const answer = await fetch(`${server.url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep players on an old version for the cache's lifetime.
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    // Its own folder is the root: the scope / needs no Service-Worker-Allowed.
    expect(answer.headers.get('service-worker-allowed')).toBeNull();
    expect(await answer.text()).toBe(readFileSync(path.join(WEB_ROOT, 'sw.js'), 'utf8'));
  });

  it("lists files the server has, never a compressed copy, a source map or the lands' music", async () => {
    const { cache, precache } = workerConstants(readFileSync(path.join(WEB_ROOT, 'sw.js'), 'utf8'));
    expect(cache).toMatch(/^czeus-shell-[0-9a-f]{12}$/);
    expect(precache[0]).toBe('/');
    expect(precache).toEqual([...new Set(precache)]);
    expect(precache.filter((file) => /\.(br|gz|map|mp4|webm)$/.test(file))).toEqual([]);
    const music = readdirSync(path.join(WEB_ROOT, 'assets')).filter((file) =>
      /^(summer|autumn|winter)land-.*\.mp3$/.test(file),
    );
    expect(music).toHaveLength(3);
    expect(precache.filter((file) => music.some((name) => file.endsWith(name)))).toEqual([]);
    // The play screen, the tutorials and practice (chunks named by their hash alone: found through
    // the build's manifest), the board's type, the sounds and the lands' art are in it.
    const built = JSON.parse(readFileSync(path.join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const source of [
      'src/play/PlayScreen.tsx',
      'src/tutorial/TutorialRoute.tsx',
      'src/practice/PracticeScreen.tsx',
      'src/practice/PracticeSelect.tsx',
    ])
      expect({ source, kept: precache.includes(`/${built[source]?.file}`) }).toEqual({ source, kept: true });
    for (const kind of [/\.woff2$/, /\/tap-.*\.mp3$/, /\.svg$/])
      expect({ kind: String(kind), found: precache.some((file) => kind.test(file)) }).toEqual({
        kind: String(kind),
        found: true,
      });
    for (const file of precache) {
      const answer = await fetch(`${server.url}${file}`, { method: 'HEAD' });
      expect({ file, status: answer.status }).toEqual({ file, status: 200 });
    }
  });

  it('answers the page the worker falls back to with index.html and its Content-Security-Policy', async () => {
    const answer = await fetch(`${server.url}/`);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(await answer.text()).toBe(readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'));
  });

  it('serves the manifest as application/manifest+json, with icons the server has', async () => {
    const answer = await fetch(`${server.url}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'fullscreen' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const icons = [...manifest.icons, { src: '/icons/apple-touch-icon-180.png', type: 'image/png' }];
    for (const { src, type } of icons) {
      const icon = await fetch(`${server.url}${src}`);
      expect({ src, status: icon.status, type: icon.headers.get('content-type') }).toEqual({
        src,
        status: 200,
        type,
      });
    }
  });
});
