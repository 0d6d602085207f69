// Frame costs of the play screen's PixiJS stage: `npm run bench:frames` (builds api and web
// first). Starts the built API (apps/api/dist/main.js, serving a private copy of
// apps/web/dist-probes, the web build with the stage's read-outs)
// on a fresh embedded database, builds the bare PixiJS page tools/bench/frames/ (the same Pixi
// pieces, gsap core and render-on-demand ticker drawing the same kind of load, with nothing of
// the game) with the web app's own Vite into a temporary directory and serves it with node:http,
// then drives Debian's Chromium (CHROMIUM_PATH to use another) headless at phone landscape
// (844 x 390, deviceScaleFactor 2). Each configuration plays a whole 6-squares game on
// /play?level=3&shape=4&difficulty=1 through the accessible grid (from the served record's
// solution: a clue half, then the mystery, then its digit, so the selection, torch, veil and
// answer flashes run) to the end screen (the game's: stars bursting in and 30 gems flying to the
// balance, on the window-wide stage), and runs the same steps on the bare page (its canvas as
// big as the game's; its end: 40 flying gems), interleaved so both see the same machine. Both pages carry the same marks
// (localStorage `czeus.bench` turns them on in the game, see apps/web/src/play/stage/):
// 'czeus:frame' spans the Pixi ticker's update + render submission, 'czeus:first-frame' the
// first board drawn. Prints, game beside bare page:
//   (a) main-thread JS per frame p50/p95, WebGL, at 1x (four games and four bare runs, pooled)
//       and at 4x CPU throttle (CDP Emulation.setCPUThrottlingRate; two of each), during play
//       and during the end screen;
//       targets p95 ≤ 4 ms (1x), ≤ 12 ms (4x), ≤ 1.2x the bare page;
//   (b) frame intervals with Pixi's Canvas 2D renderer at resolution cap 1.5 (a CI proxy for
//       fill cost), target p95 ≤ 17.5 ms at 1x; WebGL intervals beside it for reference;
//   (c) CPU while the board is idle (ticker stopped): renderer processes (CDP
//       SystemInfo.getProcessInfo) and the main thread (Performance.getMetrics), over 5 s,
//       target ≤ 0.1 core;
//   (d) time from navigation start to the first stage frame, target ≤ 1.5 s at 1x: the median of
//       three first visits, each in a fresh Chromium (first-frame.mjs).
// Headless Chromium here has no GPU: WebGL runs on SwiftShader on the CPU, so its frame rates say
// nothing about phones, and CPU throttling slows only the main thread. Exit code 0 on a MISS,
// 1 when the run itself failed. BENCH_FRAMES_PORT moves the servers (default 3400, the bare page on
// the next port); BENCH_FRAMES_PROFILE=1 also profiles both pages' play at 1x (CDP Profiler; those
// runs are extra and their figures are not used) and prints the top functions by self time.
// `--compare <dist>` measures only the 1x play phase, for an A/B of two builds of apps/web (a
// copy of an earlier dist): rounds of a game on this build, a game on the other (its own API)
// and a bare run, interleaved, pooled (BENCH_FRAMES_ROUNDS, default 4); it prints each build's
// p50, p95, ratio to the bare page and JS summed over its frames.
/* global window */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveCopy, startApi } from './serve-api.mjs';
import { launchChromium } from './chromium.mjs';
import { coldFirstFrames, FIRST_FRAME_TARGET, guestStorage, PLAY_PATH, VIEWPORT } from './first-frame.mjs';
import { decodePuzzle, SHAPES, transposePuzzle } from '../../libs/puzzle/dist/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BARE = fileURLToPath(new URL('./frames/', import.meta.url));
const PORT = Number(process.env.BENCH_FRAMES_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const PROFILE = !!process.env.BENCH_FRAMES_PROFILE;
/** Pauses between a player's steps (ms): after the clue, after the mystery, after the digit. */
const STEP_MS = [200, 200, 300];
const END_MS = 3000;
const IDLE_MS = 5000;
const TARGET = {
  frame1x: 4,
  frame4x: 12,
  ratio: 1.2,
  interval: 17.5,
  idleCores: 0.1,
  firstFrame: FIRST_FRAME_TARGET,
};
/**
 * Games and bare runs at 1x whose frames are pooled for row (a): the p95 of one game rests on its
 * dozen moves' frames, and with two of each the bare page's p95 alone moved 1.5–2.1 ms from run
 * to run, the ratio 0.86–1.25 around a pooled 1.06.
 */
const PAIRS_1X = 4;
/** First visits, each in a fresh Chromium, whose median is row (d)'s verdict. */
const COLD_RUNS = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const pct = (x) => `${(100 * x).toFixed(0)} %`;
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'PASS' : 'MISS');

// ---------------------------------------------------------------------------------------------
// Servers: the API on a private copy of the built web app, the bare page built and served here.

async function buildBare(outDir) {
  const fromWeb = createRequire(new URL('../../apps/web/package.json', import.meta.url));
  const { build } = await import(pathToFileURL(fromWeb.resolve('vite')).href);
  await build({
    root: BARE,
    base: './',
    configFile: false,
    logLevel: 'silent',
    build: { outDir, target: 'es2022', emptyOutDir: true, rolldownOptions: { input: `${BARE}bare.html` } },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serveStatic(dir, port) {
  const server = createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not found');
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring a page: marks read back, CDP metrics, renderer CPU.

/** Every frame measured so far: start (ms since navigation), duration, interval (null: first of a run). */
const framesOf = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByName('czeus:frame')
      .map((e) => ({ t: e.startTime, d: e.duration, i: e.detail?.interval ?? null })),
  );
const pageNow = (page) => page.evaluate(() => performance.now());
/** The game's render-group rebuilds so far (the stage's 'czeus:rebuild' measures): start and duration. */
const rebuildsOf = (page) =>
  page.evaluate(() =>
    performance.getEntriesByName('czeus:rebuild').map((e) => ({ t: e.startTime, d: e.duration })),
  );

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** CPU seconds so far per process type (renderer, GPU, browser, ...), all of Chromium's processes. */
async function processCpu(browserCdp) {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  const byType = {};
  for (const p of processInfo) byType[p.type] = (byType[p.type] ?? 0) + p.cpuTime;
  return byType;
}

/** CPU used over `duration` ms while nothing is asked of the page: cores, per process type and main thread. */
async function idle(page, cdp, browserCdp, duration) {
  const ticker = await page.evaluate(() => window.__czeusStage?.tickerStarted() ?? null);
  const [m0, p0, r0, t0] = [
    await metrics(cdp),
    await processCpu(browserCdp),
    await page.evaluate(() => window.__rafCount()),
    performance.now(),
  ];
  await sleep(duration);
  const [m1, p1, r1, t1] = [
    await metrics(cdp),
    await processCpu(browserCdp),
    await page.evaluate(() => window.__rafCount()),
    performance.now(),
  ];
  const seconds = (t1 - t0) / 1000;
  const tickerAfter = await page.evaluate(() => window.__czeusStage?.tickerStarted() ?? null);
  return {
    tickerStarted: ticker || tickerAfter,
    renderer: ((p1.renderer ?? 0) - (p0.renderer ?? 0)) / seconds,
    gpu: ((p1.GPU ?? 0) - (p0.GPU ?? 0)) / seconds,
    all: Object.keys(p1).reduce((sum, k) => sum + (p1[k] - (p0[k] ?? 0)), 0) / seconds,
    task: (m1.TaskDuration - m0.TaskDuration) / seconds,
    script: (m1.ScriptDuration - m0.ScriptDuration) / seconds,
    raf: (r1 - r0) / seconds,
  };
}

/** Main-thread busy share (CDP TaskDuration) between two metric samples taken `wall` ms apart. */
const busy = (m0, m1, wall) => (m1.TaskDuration - m0.TaskDuration) / (wall / 1000);

async function openContext(browser, origin, rate) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: guestStorage(origin),
  });
  // Counts animation-frame callbacks (idle means none), for both pages alike.
  await context.addInitScript(() => {
    let count = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) =>
      raf((t) => {
        count++;
        cb(t);
      });
    window.__rafCount = () => count;
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Self time per function of a CDP profile, largest first. */
async function stopProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const dt = new Map();
  profile.samples.forEach((id, k) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0)));
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([fn, t]) => ({
      function: fn,
      'self ms': t.toFixed(1),
      share: `${((100 * t) / total).toFixed(1)} %`,
    }));
}

// ---------------------------------------------------------------------------------------------
// The two pages, driven alike.

/** The puzzle as the board shows it (6-squares turn to follow the screen's long side). */
function asShown(puzzle) {
  const turns =
    SHAPES[puzzle.shape].transposable &&
    puzzle.width !== puzzle.height &&
    puzzle.width > puzzle.height !== VIEWPORT.width >= VIEWPORT.height;
  return turns ? transposePuzzle(puzzle) : puzzle;
}

/** A whole game on /play: returns frames, phase bounds (page ms), metrics and first frame. */
async function runGame(browser, browserCdp, base, { rate, query = '', withIdle = false, profile = false }) {
  const { context, page, cdp } = await openContext(browser, base, rate);
  try {
    const served = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
    await page.goto(`${base}${PLAY_PATH}${query}`);
    const puzzle = asShown(decodePuzzle(await (await served).json()));
    await page.waitForFunction(() => performance.getEntriesByName('czeus:first-frame').length > 0, null, {
      timeout: 30_000,
    });
    const firstFrame = await page.evaluate(
      () => performance.getEntriesByName('czeus:first-frame')[0].startTime,
    );
    const canvas = await page.locator('.stage-canvas canvas').boundingBox();
    const go = page.getByRole('status').filter({ hasText: /^Go!$/ });
    await go.waitFor({ state: 'visible', timeout: 15_000 });
    await go.waitFor({ state: 'hidden', timeout: 10_000 });
    await sleep(withIdle ? 1000 : 300);
    const idleCpu = withIdle ? await idle(page, cdp, browserCdp, IDLE_MS) : null;

    const labels = await page
      .locator('[role=gridcell]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const clues = labels.flatMap((l, k) => (l.startsWith('mystery') ? [] : [k]));
    const steps = puzzle.mysteries
      .filter((cell) => !puzzle.cells[cell].given)
      .map((cell) => {
        const { y, x, solution } = puzzle.cells[cell];
        const name = `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, empty`;
        return { at: labels.indexOf(name), digit: String(solution) };
      });
    if (steps.some((s) => s.at < 0)) throw new Error('a mystery of the served puzzle is not in the grid');

    if (profile) await startProfile(cdp);
    const play0 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    const cells = page.locator('[role=gridcell]');
    for (const [k, step] of steps.entries()) {
      await cells.nth(clues[(k * 7) % clues.length]).click();
      await sleep(STEP_MS[0]);
      await cells.nth(step.at).click();
      await sleep(STEP_MS[1]);
      await page.keyboard.press(step.digit);
      if (k < steps.length - 1) await sleep(STEP_MS[2]);
    }
    const top = profile ? await stopProfile(cdp) : null;
    // The end screen's timeline starts as it appears (its title shows only at 2.1 s).
    await page.locator('.end-screen').waitFor({ state: 'attached', timeout: 15_000 });
    const end0 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    await sleep(END_MS);
    const end1 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    const ticker = await page.evaluate(() => window.__czeusStage?.tickerStarted() ?? null);
    return {
      frames: await framesOf(page),
      rebuilds: await rebuildsOf(page),
      play: [play0.t, end0.t],
      end: [end0.t, end1.t],
      busy: { play: busy(play0.m, end0.m, end0.wall - play0.wall), end: busy(end0.m, end1.m, END_MS) },
      firstFrame,
      idle: idleCpu,
      steps: steps.length,
      canvas,
      tickerAtEnd: ticker,
      top,
    };
  } finally {
    await context.close();
  }
}

/** The same steps on the bare page: select a cell, another, answer; then 40 flying gems. */
async function runBare(
  browser,
  browserCdp,
  base,
  { rate, size, steps, query = '', withIdle = false, profile },
) {
  const { context, page, cdp } = await openContext(browser, base, rate);
  try {
    const w = Math.round(size?.width ?? 520);
    const h = Math.round(size?.height ?? 320);
    await page.goto(`${base}/bare.html?w=${w}&h=${h}${query}`);
    await page.waitForFunction(() => performance.getEntriesByName('czeus:first-frame').length > 0, null, {
      timeout: 30_000,
    });
    const firstFrame = await page.evaluate(
      () => performance.getEntriesByName('czeus:first-frame')[0].startTime,
    );
    // gsap's own ticker sleeps 120 frames after its last tween, as in the game after the countdown.
    await sleep(withIdle ? 2500 : 300);
    const idleCpu = withIdle ? await idle(page, cdp, browserCdp, IDLE_MS) : null;

    if (profile) await startProfile(cdp);
    const play0 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    const n = await page.evaluate(() => window.__bare.cells);
    for (let k = 0; k < steps; k++) {
      const cell = (k * 11 + 3) % n;
      await page.evaluate((i) => window.__bare.select(i), (k * 7) % n);
      await sleep(STEP_MS[0]);
      await page.evaluate((i) => window.__bare.select(i), cell);
      await sleep(STEP_MS[1]);
      await page.evaluate(([i, d]) => window.__bare.correct(i, d), [cell, 1 + (k % 9)]);
      if (k < steps - 1) await sleep(STEP_MS[2]);
    }
    const top = profile ? await stopProfile(cdp) : null;
    await page.evaluate(() => window.__bare.flyGems());
    const end0 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    await sleep(END_MS);
    const end1 = { t: await pageNow(page), m: await metrics(cdp), wall: performance.now() };
    return {
      frames: await framesOf(page),
      play: [play0.t, end0.t],
      end: [end0.t, end1.t],
      busy: { play: busy(play0.m, end0.m, end0.wall - play0.wall), end: busy(end0.m, end1.m, END_MS) },
      firstFrame,
      idle: idleCpu,
      top,
    };
  } finally {
    await context.close();
  }
}

const within = (frames, [from, to]) => frames.filter((f) => f.t >= from && f.t < to);
const durations = (frames) => frames.map((f) => f.d);
const intervals = (frames) => frames.filter((f) => f.i !== null).map((f) => f.i);

// ---------------------------------------------------------------------------------------------
// The run and its report.

const playFrames = (r) => durations(within(r.frames, r.play));

/** `--compare`: rounds of this build, the other build and the bare page at 1x, interleaved. */
async function compare(browser, browserCdp, builds, bare) {
  const rounds = Number(process.env.BENCH_FRAMES_ROUNDS ?? 4);
  const pooled = builds.map(() => []);
  const barePooled = [];
  for (let round = 0; round < rounds; round++) {
    let size;
    let steps;
    for (const [k, build] of builds.entries()) {
      const run = await runGame(browser, browserCdp, build.base, { rate: 1 });
      ({ canvas: size, steps } = run);
      pooled[k].push(...playFrames(run));
    }
    barePooled.push(...playFrames(await runBare(browser, browserCdp, bare, { rate: 1, size, steps })));
  }
  const bareP95 = quantile(barePooled, 0.95);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  console.log(`\n1x play, ${rounds} rounds of a game on each build and a bare run, interleaved, pooled:`);
  console.table(
    [...builds.map((b, k) => [b.name, pooled[k]]), ['bare page', barePooled]].map(([name, xs]) => ({
      page: name,
      n: xs.length,
      'p50 ms': ms(quantile(xs, 0.5)),
      'p95 ms': ms(quantile(xs, 0.95)),
      'p95 / bare': (quantile(xs, 0.95) / bareP95).toFixed(2),
      'JS summed, ms a run': (sum(xs) / rounds).toFixed(0),
    })),
  );
}

async function main() {
  const at = process.argv.indexOf('--compare');
  const other = at > 0 ? path.resolve(process.argv[at + 1]) : null;
  const tmp = mkdtempSync(path.join(tmpdir(), 'czeus-bench-frames-'));
  const webRoot = path.join(tmp, 'web');
  const bareRoot = path.join(tmp, 'bare');
  let api;
  let otherApi;
  let server;
  let browser;
  const started = performance.now();
  try {
    // A copy: someone rebuilding apps/web/dist-probes meanwhile does not change what is measured.
    cpSync(path.join(ROOT, 'apps/web/dist-probes'), webRoot, { recursive: true });
    [api] = await Promise.all([
      startApi({ port: PORT, webRoot, dataDir: path.join(tmp, 'data'), env: { PUZZLE_BANK_SIZE: '3' } }),
      buildBare(bareRoot),
    ]);
    server = await serveStatic(bareRoot, BARE_PORT);
    const game = `http://127.0.0.1:${PORT}`;
    const bare = `http://127.0.0.1:${BARE_PORT}`;
    browser = await launchChromium();
    const browserCdp = await browser.newBrowserCDPSession();
    const version = browser.version();
    if (other) {
      otherApi = await serveCopy({
        dist: other,
        dir: path.join(tmp, 'other'),
        port: PORT + 2,
        env: { PUZZLE_BANK_SIZE: '3' },
      });
      const builds = [
        { name: 'this build', base: game },
        { name: `compared (${process.argv[at + 1]})`, base: `http://127.0.0.1:${PORT + 2}` },
      ];
      await compare(browser, browserCdp, builds, bare);
      return;
    }

    // Interleaved: game, then bare page, per configuration.
    const CANVAS = '&renderer=canvas&resolution=1.5';
    const runs = {};
    runs.game1 = await runGame(browser, browserCdp, game, { rate: 1, withIdle: true });
    const size = runs.game1.canvas;
    const steps = runs.game1.steps;
    runs.bare1 = await runBare(browser, browserCdp, bare, { rate: 1, size, steps, withIdle: true });
    // More games and bare runs at 1x, pooled: see PAIRS_1X.
    runs.games1 = [runs.game1];
    runs.bares1 = [runs.bare1];
    while (runs.games1.length < PAIRS_1X) {
      runs.games1.push(await runGame(browser, browserCdp, game, { rate: 1 }));
      runs.bares1.push(await runBare(browser, browserCdp, bare, { rate: 1, size, steps }));
    }
    runs.game4 = await runGame(browser, browserCdp, game, { rate: 4 });
    runs.bare4 = await runBare(browser, browserCdp, bare, { rate: 4, size, steps });
    // And at 4x: the bare page's end draws at about 5 fps here (SwiftShader filling its whole
    // board under the gems), so one run leaves its end p95 to a dozen frames.
    runs.game4b = await runGame(browser, browserCdp, game, { rate: 4 });
    runs.bare4b = await runBare(browser, browserCdp, bare, { rate: 4, size, steps });
    runs.gameC = await runGame(browser, browserCdp, game, { rate: 1, query: CANVAS });
    runs.bareC = await runBare(browser, browserCdp, bare, { rate: 1, size, steps, query: CANVAS });
    const visits = await coldFirstFrames(game, COLD_RUNS);
    const cold = { firstFrame: visits.median, all: visits.all.map((r) => Math.round(r.firstFrame)) };
    if (PROFILE) {
      runs.gameP = await runGame(browser, browserCdp, game, { rate: 1, profile: true });
      runs.bareP = await runBare(browser, browserCdp, bare, { rate: 1, size, steps, profile: true });
    }

    console.log(
      `\nChromium ${version} headless, ${VIEWPORT.width}x${VIEWPORT.height} @2x, stage canvas ` +
        `${Math.round(size.width)}x${Math.round(size.height)} CSS px; game ${steps} answers on ` +
        `${PLAY_PATH}; bare page 41 cells, same steps. WebGL is SwiftShader (CPU): no phone figure.`,
    );

    // (a) JS per frame.
    const rowsA = [];
    const misses = [];
    for (const [rate, gs, bs, cap] of [
      [1, runs.games1, runs.bares1, TARGET.frame1x],
      [4, [runs.game4, runs.game4b], [runs.bare4, runs.bare4b], TARGET.frame4x],
    ]) {
      for (const phase of ['play', 'end']) {
        const gd = gs.flatMap((g) => durations(within(g.frames, g[phase])));
        const bd = bs.flatMap((b) => durations(within(b.frames, b[phase])));
        const share = (xs) => xs.reduce((sum, x) => sum + x.busy[phase], 0) / xs.length;
        const gp95 = quantile(gd, 0.95);
        const bp95 = quantile(bd, 0.95);
        const ratio = gp95 / bp95;
        const okAbs = gd.length ? gp95 <= cap : null;
        const okRatio = gd.length && bd.length ? ratio <= TARGET.ratio : null;
        if (okAbs === false || okRatio === false) misses.push(`(a) ${phase} ${rate}x`);
        rowsA.push({
          'CPU phase': `${rate}x ${phase}`,
          'game n': gd.length,
          'game p50': ms(quantile(gd, 0.5)),
          'game p95': ms(gp95),
          'bare n': bd.length,
          'bare p50': ms(quantile(bd, 0.5)),
          'bare p95': ms(bp95),
          'p95 game/bare': gd.length && bd.length ? ratio.toFixed(2) : '—',
          'busy game/bare': `${pct(share(gs))} / ${pct(share(bs))}`,
          'target p95': `≤ ${cap} ms`,
          target: verdict(okAbs),
          [`≤ ${TARGET.ratio}x bare`]: verdict(okRatio),
        });
      }
    }
    console.log(
      '\n(a) main-thread JS per frame, ms (Pixi ticker update + render submission; WebGL, resolution 2).' +
        '\n    n: frames measured; busy: main thread busy share of the phase (CDP TaskDuration, all tasks);' +
        '\n    n/a: no stage frame measured in that phase;' +
        '\n    times step by 0.1 ms (performance.now() is coarsened on a page not cross-origin isolated)',
    );
    console.table(rowsA);
    const extraA = [runs.gameC, runs.bareC].map((r) => durations(within(r.frames, r.play)));
    console.log(
      `    for reference, Canvas 2D renderer, resolution 1.5, 1x, play: JS per frame p50/p95 game ` +
        `${ms(quantile(extraA[0], 0.5))}/${ms(quantile(extraA[0], 0.95))} ms, bare ` +
        `${ms(quantile(extraA[1], 0.5))}/${ms(quantile(extraA[1], 0.95))} ms`,
    );
    // Where a move's frame goes: Pixi's rebuilds of render groups' draw lists.
    const rebuilt = runs.games1.map((g) => durations(within(g.rebuilds, g.play)));
    const allRebuilt = rebuilt.flat();
    console.log(
      `    render-group rebuilds in the game's play at 1x: ${rebuilt.map((r) => r.length).join(', ')} ` +
        `in its ${rebuilt.length} games of ${steps} moves, each p50/max ${ms(quantile(allRebuilt, 0.5))}/` +
        `${ms(Math.max(...allRebuilt))} ms ('czeus:rebuild')`,
    );

    // (b) frame intervals.
    const rowsB = [];
    for (const [label, g, b, target] of [
      ['Canvas 2D, res 1.5, 1x', runs.gameC, runs.bareC, TARGET.interval],
      ['WebGL (SwiftShader), res 2, 1x', runs.game1, runs.bare1, null],
      ['WebGL (SwiftShader), res 2, 4x', runs.game4, runs.bare4, null],
    ]) {
      for (const phase of ['play', 'end']) {
        const gi = intervals(within(g.frames, g[phase]));
        const bi = intervals(within(b.frames, b[phase]));
        const ok = target && gi.length ? quantile(gi, 0.95) <= target : null;
        if (ok === false) misses.push(`(b) ${phase}`);
        rowsB.push({
          'renderer, CPU, phase': `${label} ${phase}`,
          'game n': gi.length,
          'game p50': ms(quantile(gi, 0.5), 1),
          'game p95': ms(quantile(gi, 0.95), 1),
          'game max': ms(Math.max(...gi), 1),
          'bare n': bi.length,
          'bare p50': ms(quantile(bi, 0.5), 1),
          'bare p95': ms(quantile(bi, 0.95), 1),
          'bare max': ms(Math.max(...bi), 1),
          'busy game/bare': `${pct(g.busy[phase])} / ${pct(b.busy[phase])}`,
          [`p95 ≤ ${TARGET.interval} ms`]: target ? verdict(ok) : 'info',
        });
      }
    }
    console.log(
      '\n(b) frame intervals while the ticker runs, ms (rAF time between consecutive ticker frames;' +
        '\n    WebGL rows are SwiftShader on this CPU, for reference only)',
    );
    console.table(rowsB);

    // (c) idle.
    const rowsC = [];
    for (const [name, r] of [
      ['game (play, countdown over, no input)', runs.game1],
      ['bare page (no tween)', runs.bare1],
    ]) {
      const i = r.idle;
      const ok = i.renderer <= TARGET.idleCores && i.tickerStarted === false;
      if (name.startsWith('game') && !ok) misses.push('(c) idle');
      rowsC.push({
        page: name,
        'ticker started': i.tickerStarted,
        'renderer cores': i.renderer.toFixed(3),
        'main thread': i.task.toFixed(3),
        script: i.script.toFixed(3),
        'GPU process': i.gpu.toFixed(3),
        'all Chromium': i.all.toFixed(3),
        'rAF/s': i.raf.toFixed(1),
        [`≤ ${TARGET.idleCores} core, stopped`]: name.startsWith('game') ? verdict(ok) : 'info',
      });
    }
    console.log(
      `\n(c) CPU while the board is idle, cores over ${IDLE_MS / 1000} s at 1x (renderer: its processes' CPU time,` +
        '\n    main thread and script: CDP TaskDuration and ScriptDuration; rAF/s: animation-frame callbacks run)',
    );
    console.table(rowsC);
    if (runs.game1.idle.raf > 1 && runs.game1.idle.tickerStarted === false) {
      console.log(
        '    animation frames run with the stage ticker stopped: Pixi 8 starts Ticker.system for its' +
          '\n    SchedulerSystem (texture and renderable GC), a rAF loop of its own (seen in both pages)',
      );
    }

    // (d) first frame.
    const rowsD = [];
    for (const [name, r, target] of [
      [`game WebGL 1x, first visit (median of ${COLD_RUNS})`, cold, TARGET.firstFrame],
      ['game WebGL 1x, first page of this browser', runs.game1, null],
      ['game WebGL 4x', runs.game4, null],
      ['game Canvas 2D 1x', runs.gameC, null],
      ['bare WebGL 1x', runs.bare1, null],
      ['bare WebGL 4x', runs.bare4, null],
      ['bare Canvas 2D 1x', runs.bareC, null],
    ]) {
      const ok = target ? r.firstFrame <= target : null;
      if (ok === false) misses.push('(d) first frame');
      rowsD.push({
        page: name,
        'navigation → first stage frame ms':
          r.firstFrame.toFixed(0) + (r.all ? ` (${r.all.join(', ')})` : ''),
        [`≤ ${TARGET.firstFrame} ms`]: target ? verdict(ok) : 'info',
      });
    }
    console.log(
      '\n(d) time to the first stage frame (navigation start → mark czeus:first-frame); a first visit' +
        '\n    opens /play in a fresh Chromium (new GPU process, no cache; tools/bench/first-frame.mjs)',
    );
    console.table(rowsD);

    if (PROFILE) {
      console.log('\nCPU profile of the play phase at 1x (extra runs), top self time: game');
      console.table(runs.gameP.top);
      console.log('bare page');
      console.table(runs.bareP.top);
    }
    console.log(
      `\n${misses.length ? `MISS: ${misses.join(', ')}` : 'All targets met.'} ` +
        `(run ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    server?.close();
    for (const child of [api, otherApi]) {
      if (!child || child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
