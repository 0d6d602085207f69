// Time to the first stage frame on a first visit: `npm run bench:first-frame` (builds api and web
// first). A link straight to /play?level=3&shape=4&difficulty=1 opened in a fresh Debian
// Chromium each time (CHROMIUM_PATH to use another): a new GPU process (WebGL on SwiftShader
// here), no HTTP cache, no compiled-code cache, a new guest who has seen the intro and the
// lands' tutorials; 844 x 390 @2x, headless. Reads the page's mark 'czeus:first-frame' (the
// first board drawn; localStorage `czeus.bench` turns the marks on) and, to tell where the time
// went, when the play screen's chunk, the stage's chunk and the puzzle arrived.
//
// Prints every run and the median per build; target: median ≤ 1.5 s. `--compare <dist>` also
// serves another build of apps/web (a copy of an earlier dist) from its own API and alternates
// the two, run for run, so both see the same machine; it prints this build's median over the
// other's. BENCH_FIRST_FRAME_RUNS sets the runs per build (default 7), BENCH_FIRST_FRAME_PORT
// the first port (default 3420). Exit code 0 on a MISS, 1 when the run itself failed.
// bench:frames takes its row (d) from `coldFirstFrames` here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveBuilds } from './serve-api.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PLAY_PATH = '/play?level=3&shape=4&difficulty=1';
export const VIEWPORT = { width: 844, height: 390 };
export const FIRST_FRAME_TARGET = 1500;
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** A returning guest: past the intro and the lands' first-visit prompts; the stage's bench marks on unless `marks` is false. */
export function guestStorage(origin, { marks = true } = {}) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'czeus.settings',
            value: JSON.stringify({
              analyticsConsent: false,
              seenIntro: true,
              tutorialsSeen: ['summerland', 'autumnland', 'winterland'],
            }),
          },
          ...(marks ? [{ name: 'czeus.bench', value: '1' }] : []),
        ],
      },
    ],
  };
}

/** One first visit in a browser of its own: ms from navigation to the first stage frame, and what arrived when. */
export async function coldFirstFrame(base) {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      storageState: guestStorage(base),
    });
    const page = await context.newPage();
    await page.goto(`${base}${PLAY_PATH}`);
    await page.waitForFunction(() => performance.getEntriesByName('czeus:first-frame').length > 0, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => {
      const arrived = (part) =>
        performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.responseEnd ?? NaN;
      return {
        firstFrame: performance.getEntriesByName('czeus:first-frame')[0].startTime,
        screen: arrived('/assets/PlayScreen-'),
        stage: arrived('/assets/runtime-'),
        puzzle: arrived('/api/game?'),
      };
    });
  } finally {
    await browser.close();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** `runs` first visits of `base`: their figures and the median first frame. */
export async function coldFirstFrames(base, runs) {
  const all = [];
  for (let k = 0; k < runs; k++) all.push(await coldFirstFrame(base));
  return { all, median: median(all.map((r) => r.firstFrame)) };
}

async function main() {
  const runs = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 7);
  const port = Number(process.env.BENCH_FIRST_FRAME_PORT ?? 3420);
  const { builds, close } = await serveBuilds(path.join(ROOT, 'apps/web/dist-probes'), port, 'first-frame');
  try {
    const ms = (n) => (Number.isFinite(n) ? Math.round(n) : '—');
    for (let k = 0; k < runs; k++) {
      for (const build of builds) {
        const r = await coldFirstFrame(build.base);
        build.runs.push(r);
        console.log(
          `${build.name} run ${k + 1}: first frame ${ms(r.firstFrame)} ms (play screen's chunk at ` +
            `${ms(r.screen)}, stage's chunk at ${ms(r.stage)}, puzzle at ${ms(r.puzzle)})`,
        );
      }
    }
    console.log(
      `\nNavigation → first stage frame, first visit in a fresh Chromium, ${PLAY_PATH}, median of ${runs}:`,
    );
    console.table(
      builds.map((b) => {
        const frames = b.runs.map((r) => r.firstFrame);
        return {
          build: b.name,
          'median ms': ms(median(frames)),
          'min ms': ms(Math.min(...frames)),
          'max ms': ms(Math.max(...frames)),
          [`≤ ${FIRST_FRAME_TARGET} ms`]: median(frames) <= FIRST_FRAME_TARGET ? 'PASS' : 'MISS',
        };
      }),
    );
    if (builds.length === 2) {
      const [a, b] = builds.map((x) => median(x.runs.map((r) => r.firstFrame)));
      console.log(`this build / compared: ${(a / b).toFixed(2)}`);
    }
  } finally {
    close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
