// Time to the first stage frame on a first visit: `npm run bench:first-frame` (builds api and web
// first). A link straight to /play?level=3&shape=4&difficulty=1 opened in a fresh Debian
// Chromium each time (CHROMIUM_PATH to use another): a new GPU process (WebGL on SwiftShader
// here), no HTTP cache, no compiled-code cache, a new guest who has seen the intro and the
// lands' tutorials; 844 x 390 @2x, headless. Reads the page's mark 'czeus:first-frame' (the
// first board drawn; localStorage `czeus.bench` turns the marks on) and, to tell where the time
// went, when the play screen's chunk, the stage's chunk and the puzzle arrived.
//
// Beside each first visit of the game, the bare stage of bench:frames (tools/bench/frames: the
// same Pixi pieces and gsap core drawing a board's load, in a window-wide canvas as the game's),
// built here and served by the same server, opened the same way: the baseline of the same minute.
// Prints every run and the medians; target: the game's median ≤ 1.0 s. `--compare <dist>` also
// serves another build of apps/web (a copy of an earlier dist) from its own API and alternates
// the two, run for run, so both see the same machine; it prints this build's median over the
// other's. BENCH_FIRST_FRAME_RUNS sets the runs per build (default 7), BENCH_FIRST_FRAME_PORT
// the first port (default 3420). Exit code 0 on a MISS, 1 when the run itself failed.
// bench:frames takes its row (d) from `coldFirstFrames` here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE, buildBare } from './bare-pages.mjs';
import { launchChromium } from './chromium.mjs';
import { serveBuilds } from './serve-api.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PLAY_PATH = '/play?level=3&shape=4&difficulty=1';
export const VIEWPORT = { width: 844, height: 390 };
export const BARE_STAGE_PATH = `${BARE}/bare.html?w=844&h=390`;
export const FIRST_FRAME_TARGET = 1000;

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
export async function coldFirstFrame(base, page_ = PLAY_PATH) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      storageState: guestStorage(base),
    });
    const page = await context.newPage();
    await page.goto(`${base}${page_}`);
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
        // The stage's start (play/stage/runtime.tsx): asked for, Pixi's Application made, the
        // board's typeface there, the stage ready (shaders warmed), the first board drawn.
        ...Object.fromEntries(
          ['start', 'app', 'typeface', 'ready'].map((step) => [
            step,
            performance.getEntriesByName(`czeus:stage-${step}`)[0]?.startTime ?? NaN,
          ]),
        ),
        build: performance.getEntriesByName('czeus:board-build')[0] ?? { startTime: NaN, duration: NaN },
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
  const { builds, close } = await serveBuilds(
    path.join(ROOT, 'apps/web/dist-probes'),
    port,
    'first-frame',
    (webRoot) => buildBare(path.join(webRoot, BARE.slice(1))),
  );
  try {
    const ms = (n) => (Number.isFinite(n) ? Math.round(n) : '—');
    for (const build of builds) build.bare = [];
    for (let k = 0; k < runs; k++) {
      for (const build of builds) {
        const r = await coldFirstFrame(build.base);
        const bare = await coldFirstFrame(build.base, BARE_STAGE_PATH);
        build.runs.push(r);
        build.bare.push(bare.firstFrame);
        console.log(
          `${build.name} run ${k + 1}: first frame ${ms(r.firstFrame)} ms (play screen's chunk at ` +
            `${ms(r.screen)}, stage's chunk at ${ms(r.stage)}, puzzle at ${ms(r.puzzle)}; stage ` +
            `started ${ms(r.start)}, Pixi's app ${ms(r.app)}, typeface ${ms(r.typeface)}, ready ${ms(r.ready)}, board built at ${ms(r.build.startTime)} in ${ms(r.build.duration)}); ` +
            `bare stage ${ms(bare.firstFrame)} ms`,
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
          'bare stage median ms': ms(median(b.bare)),
          'game ÷ bare': (median(frames) / median(b.bare)).toFixed(2),
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
