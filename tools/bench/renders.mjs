// React renders while a game's clock runs: `npm run bench:renders` (builds api and web first).
// Serves a private copy of apps/web/dist from the built API (fresh embedded database), opens
// /play?level=1&shape=1&difficulty=1 in Debian's Chromium (CHROMIUM_PATH to use another) as a
// returning guest, 844 x 390 @2x, headless, waits for "3, 2, 1, Go!" to end, then counts for
// BENCH_RENDERS_SECONDS (default 5) with nobody touching the board: the only thing happening is
// the clock's tick once a second. Prints, per second of play, the components that rendered
// (function, class, forwardRef and memo components) and React's commits; then, as a check that
// the count sees renders at all, what one tap on a cell rendered.
//
// The count comes from a stand-in for React DevTools' global hook, installed before the page's
// scripts: production React calls its onCommitFiberRoot on every commit. A component rendered in
// that commit when its fiber carries PerformedWork (flag 1, set by updateFunctionComponent,
// updateClassComponent, updateForwardRef and updateMemoComponent in react-dom 19; a fiber cloned
// for the commit starts without it). Subtrees React reused untouched keep their old fibers, flags
// and all: the walk skips a fiber's children when they are the ones its previous version had,
// as DevTools does.
//
// BENCH_RENDERS_RUNS sets the runs (default 3; the median is printed), BENCH_RENDERS_PORT the first
// port (default 3440). `--compare <dist>` also serves another build of apps/web (a copy of an
// earlier dist) from its own API and alternates the two, run for run. Exit code 1 when the run
// itself failed.
/* global window */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBuilds } from './serve-api.mjs';
import { launchChromium } from './chromium.mjs';
import { guestStorage, median, VIEWPORT } from './first-frame.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RENDERS_PATH = '/play?level=1&shape=1&difficulty=1';
const SECONDS = Number(process.env.BENCH_RENDERS_SECONDS ?? 5);

/** Runs in the page before its scripts: counts commits and the components each one rendered. */
export function installRenderCount() {
  // FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (a MemoComponent's own
  // render is its inner function component's, counted there).
  const COMPONENTS = new Set([0, 1, 11, 15]);
  const PERFORMED_WORK = 1;
  const count = { commits: 0, components: 0 };
  const walk = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENTS.has(f.tag) && (f.flags & PERFORMED_WORK) !== 0) count.components++;
      if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child);
    }
  };
  window.__czeusRenders = count;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      count.commits++;
      const current = root.current;
      if (!(current.alternate && current.alternate.child === current.child)) walk(current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

const counted = (page) => page.evaluate(() => ({ ...window.__czeusRenders }));

/** One game: renders and commits per second over the idle window, and what one tap rendered. */
export async function rendersWhileIdle(base, seconds = SECONDS) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      storageState: guestStorage(base, { marks: false }),
    });
    const page = await context.newPage();
    await page.addInitScript(installRenderCount);
    await page.goto(`${base}${RENDERS_PATH}`);
    const go = page.getByRole('status').filter({ hasText: /^Go!$/ });
    await go.waitFor({ state: 'visible', timeout: 20_000 });
    await go.waitFor({ state: 'hidden', timeout: 10_000 });
    const before = await counted(page);
    await page.waitForTimeout(seconds * 1000);
    const after = await counted(page);
    await page.locator('[role=gridcell]').first().click();
    await page.waitForTimeout(300);
    const tapped = await counted(page);
    return {
      rendersPerSecond: (after.components - before.components) / seconds,
      commitsPerSecond: (after.commits - before.commits) / seconds,
      tap: { renders: tapped.components - after.components, commits: tapped.commits - after.commits },
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const runs = Number(process.env.BENCH_RENDERS_RUNS ?? 3);
  const port = Number(process.env.BENCH_RENDERS_PORT ?? 3440);
  const { builds, close } = await serveBuilds(path.join(ROOT, 'apps/web/dist'), port, 'renders');
  try {
    for (let k = 0; k < runs; k++) {
      for (const build of builds) {
        const r = await rendersWhileIdle(build.base);
        build.runs.push(r);
        console.log(
          `${build.name} run ${k + 1}: ${r.rendersPerSecond.toFixed(1)} components and ` +
            `${r.commitsPerSecond.toFixed(1)} commits a second; a tap on a cell: ${r.tap.renders} ` +
            `components in ${r.tap.commits} commits`,
        );
      }
    }
    console.log(
      `\nReact renders per second of play, clock running, nobody touching the board, ${RENDERS_PATH}, ` +
        `${SECONDS} s, median of ${runs}:`,
    );
    console.table(
      builds.map((b) => ({
        build: b.name,
        'components / s': median(b.runs.map((r) => r.rendersPerSecond)),
        'commits / s': median(b.runs.map((r) => r.commitsPerSecond)),
        'a tap: components': median(b.runs.map((r) => r.tap.renders)),
      })),
    );
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
