// Lighthouse's mobile preset on the built game: `npm run bench:lighthouse` (builds api and web
// first). Serves a private copy of apps/web/dist with the real API (apps/api/dist/main.js, an
// embedded database in a temporary directory), and beside it, from the same server and so with
// the same compression, caching and CSP, two bare pages of the same stack built here with the web
// app's own Vite and compression plugin: the bare shell of bench:web (tools/bench/web-baseline:
// React 19, RTK with RTK Query, react-redux, i18next drawing a menu) and the bare stage of
// bench:frames (tools/bench/frames: the same Pixi pieces and gsap core drawing a board's load).
// The `lighthouse` package drives Debian's Chromium (CHROMIUM_PATH to use another): the default
// (mobile) preset, simulated slow 4G and 4x CPU, performance only, three runs a page, interleaved
// so every page sees the same machine; prints the medians of score, FCP, LCP, TBT, time to
// interactive, scripting and main-thread time and bytes transferred side by side, against the
// targets (TARGET), home's against the bare shell's of the same run.
// In the same run, "tap on Play": Playwright on the same Chromium opens home as a returning
// player (phone portrait), taps Play, and reads the time from the mark czeus:play-tap (home's
// Play) to czeus:countdown (the countdown's first number) and to czeus:board-ready (the
// countdown ends, the board takes moves), three times at 1x and three at 4x CPU (CDP
// throttling; the network is not throttled). BENCH_LIGHTHOUSE_PAGES="home,bare shell" runs only
// the pages named ("taps" for the taps), for a quicker look at one comparison.
// It is a benchmark, not a test: exit code 0 on a MISS, 1 when the run itself failed.
// BENCH_LIGHTHOUSE_PORT moves the server (default 3410); BENCH_LIGHTHOUSE_RUNS the runs a page.
// `--compare <dist>` (an earlier build of apps/web) adds its home and its /play, "home (compared)"
// and "/play (compared)", served by a second API on the next port and audited in the same
// interleaved runs: a change's effect on this noisy machine is read within one run, not across two.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BARE, buildBare } from './bare-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FEATURES_OFF, launchChromium } from './chromium.mjs';
import { guestStorage } from './first-frame.mjs';
import { settledHomePlay } from './home-play.mjs';
import { serveCopy, startApi } from './serve-api.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3410);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// chrome-launcher's own flags are left out (ignoreDefaultFlags), so this list is the whole of them.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  ...CHROMIUM_ARGS,
  `--disable-features=${FEATURES_OFF.join(',')}`,
];
/** The bare stage's canvas: a phone's board in portrait (Lighthouse's Moto G Power is 412 wide). */
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: '/play', path: '/play?level=1&shape=1&difficulty=1' },
  { name: 'bare shell', path: `${BARE}/shell.html` },
  { name: 'bare stage', path: `${BARE}/bare.html?w=380&h=380` },
];
const COMPARE_AT = process.argv.indexOf('--compare');
const COMPARED = COMPARE_AT > 0 ? path.resolve(process.argv[COMPARE_AT + 1]) : undefined;
const COMPARED_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
if (COMPARED)
  for (const name of ['/play', 'home']) {
    const at = ALL_PAGES.findIndex((p) => p.name === name);
    ALL_PAGES.splice(at + 1, 0, {
      ...ALL_PAGES[at],
      name: `${name} (compared)`,
      base: name,
      origin: COMPARED_ORIGIN,
    });
  }
/**
 * BENCH_LIGHTHOUSE_PAGES=home,bare shell runs only those pages, each with its compared build's
 * (and no taps unless named "taps").
 */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((p) => !ONLY || ONLY.includes(p.base ?? p.name));
const TAPS = !ONLY || ONLY.includes('taps');
/** What a slow phone on a mobile network needs (Lighthouse's mobile preset). */
const TARGET = {
  homeScore: 95,
  homeFcp: 1800,
  playFcp: 2000,
  homeKiB: 150,
  playKiB: 450,
  tapToBoard: 4000,
  tapToCountdown1x: 500,
  tapToCountdown4x: 1000,
  // Home against the bare shell of the same stack, in the same run: a score no more than 2 below
  // it, and no more than 1.5 times its blocking and scripting time.
  homeScoreBelowShell: 2,
  homeWorkRatio: 1.5,
};

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

// ---------------------------------------------------------------------------------------------
// Lighthouse runs.

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is run again. */
async function audit(url, tries = 3) {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`  again (${error.message.split('\n')[0]})`);
    return audit(url, tries - 1);
  }
}

const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** Lighthouse's own list of the run's long tasks (long-tasks), as "file duration@start": what blocks. */
function longTasks(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((item) => `${shortUrl(item.url)} ${Math.round(item.duration)}@${Math.round(item.startTime)}`)
    .join(', ');
}

/** What Lighthouse took for the largest paint, and where its time went (lcp-breakdown-insight). */
function lcpElement(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const phases = (parts.find((part) => part.type === 'table')?.items ?? [])
    .map((phase) => `${phase.subpart} ${Math.round(phase.duration)}`)
    .join(', ');
  return node ? `${node.selector} (${phases} ms)` : 'none';
}

/** Lighthouse's own split of the scripting by file (bootup-time), largest first: where it goes. */
function scriptingByFile(lhr) {
  return (lhr.audits['bootup-time']?.details?.items ?? [])
    .map((item) => `${shortUrl(item.url)} ${Math.round(item.scripting)}`)
    .join(', ');
}

async function auditOnce(url) {
  // A fresh browser a run: one left over from a heavy page (/play's long tasks) has broken the
  // next run's trace here (NO_NAVSTART, CHROME_INTERSTITIAL_ERROR).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
    ignoreDefaultFlags: true,
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sounds = requests.filter((r) => /\.(wav|mp3|m4a|ogg)$/.test(new URL(r.url).pathname));
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const workOf = (...groups) =>
    work.filter((i) => groups.includes(i.group)).reduce((sum, i) => sum + i.duration, 0);
  return {
    score: Math.round(100 * (lhr.categories.performance.score ?? NaN)),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    scripting: workOf('scriptEvaluation', 'scriptParseCompile'),
    mainThread: work.reduce((sum, i) => sum + i.duration, 0),
    bytes: value('total-byte-weight'),
    sounds: sounds.length,
    observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    byFile: scriptingByFile(lhr),
    byKind: work
      .toSorted((a, b) => b.duration - a.duration)
      .map((i) => `${i.group} ${Math.round(i.duration)}`)
      .join(', '),
    longTasks: longTasks(lhr),
    lcpElement: lcpElement(lhr),
  };
}

// ---------------------------------------------------------------------------------------------
// Tap on Play → board accepts input.

async function tapToBoard(browser, rate) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: guestStorage(ORIGIN, { marks: false }),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const play = await settledHomePlay(page, ORIGIN);
    await play.tap();
    await page.waitForFunction(() => performance.getEntriesByName('czeus:board-ready').length > 0, null, {
      timeout: 30_000,
      polling: 50,
    });
    return await page.evaluate(() => ({
      countdown: performance.measure('czeus:tap-to-countdown', 'czeus:play-tap', 'czeus:countdown').duration,
      board: performance.measure('czeus:tap-to-board', 'czeus:play-tap', 'czeus:board-ready').duration,
    }));
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

const work = mkdtempSync(path.join(tmpdir(), 'czeus-lighthouse-'));
let api;
let comparedApi;
let browser;
try {
  const webRoot = path.join(work, 'web');
  cpSync(path.join(ROOT, 'apps/web/dist'), webRoot, { recursive: true });
  await buildBare(path.join(webRoot, BARE.slice(1)));
  api = await startApi({ port: PORT, webRoot, dataDir: path.join(work, 'data') });
  if (COMPARED)
    comparedApi = await serveCopy({ dist: COMPARED, dir: path.join(work, 'compared'), port: PORT + 1 });

  const results = Object.fromEntries(PAGES.map((p) => [p.name, []]));
  for (let run = 1; run <= RUNS; run++)
    for (const page of PAGES) {
      const r = await audit((page.origin ?? ORIGIN) + page.path);
      results[page.name].push(r);
      console.log(
        `run ${run} ${page.name}: score ${r.score}, FCP ${seconds(r.fcp)}, TBT ${Math.round(r.tbt)} ms, ${(r.bytes / 1024).toFixed(1)} KiB`,
      );
      console.log(`  scripting by file (ms): ${r.byFile}`);
      console.log(`  main thread by kind (ms): ${r.byKind}`);
      console.log(`  long tasks (ms@ms): ${r.longTasks || 'none'}`);
      console.log(`  largest paint: ${r.lcpElement}`);
    }

  browser = await launchChromium({ args: ['--disable-gpu'] });
  const taps = { 1: [], 4: [] };
  for (let run = 1; TAPS && run <= RUNS; run++)
    for (const rate of [1, 4]) {
      const tap = await tapToBoard(browser, rate);
      taps[rate].push(tap);
      console.log(
        `run ${run} at ${rate}x CPU: tap → countdown ${Math.round(tap.countdown)} ms, → board ${Math.round(tap.board)} ms`,
      );
    }

  const med = Object.fromEntries(
    PAGES.map((p) => [
      p.name,
      Object.fromEntries(
        Object.keys(results[p.name][0]).map((k) => [k, median(results[p.name].map((r) => r[k]))]),
      ),
    ]),
  );
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile preset, median of ${RUNS} runs, ${ORIGIN}`);
  console.table(
    Object.fromEntries(
      PAGES.map((p) => {
        const m = med[p.name];
        return [
          p.name,
          {
            score: m.score,
            FCP: seconds(m.fcp),
            LCP: seconds(m.lcp),
            TBT: `${Math.round(m.tbt)} ms`,
            TTI: seconds(m.tti),
            'scripting ms': Math.round(m.scripting),
            'main thread ms': Math.round(m.mainThread),
            'KiB transferred': (m.bytes / 1024).toFixed(1),
            'sound files': m.sounds,
          },
        ];
      }),
    ),
  );
  const tap = (rate, what) => median(taps[rate].map((t) => t[what]));
  for (const [what, marks] of [
    ['countdown', 'czeus:play-tap → czeus:countdown, its first number'],
    ['board', 'czeus:play-tap → czeus:board-ready, the board accepts input'],
  ])
    console.log(
      `tap on Play → ${what} (${marks}), median of ${RUNS}: ` +
        `${Math.round(tap(1, what))} ms at 1x CPU, ${Math.round(tap(4, what))} ms at 4x`,
    );
  const none = { score: NaN, fcp: NaN, tbt: NaN, scripting: NaN, bytes: NaN, sounds: NaN };
  const home = med.home ?? none;
  const play = med['/play'] ?? none;
  const shell = med['bare shell'] ?? none;
  const checks = [
    [`home score ≥ ${TARGET.homeScore}`, home.score >= TARGET.homeScore],
    [
      `home score within ${TARGET.homeScoreBelowShell} of the bare shell's (${shell.score})`,
      home.score >= shell.score - TARGET.homeScoreBelowShell,
    ],
    [
      `home TBT ≤ ${TARGET.homeWorkRatio}× the bare shell's (${Math.round(home.tbt)} / ${Math.round(shell.tbt)} ms)`,
      home.tbt <= TARGET.homeWorkRatio * shell.tbt,
    ],
    [
      `home scripting ≤ ${TARGET.homeWorkRatio}× the bare shell's (${Math.round(home.scripting)} / ${Math.round(shell.scripting)} ms)`,
      home.scripting <= TARGET.homeWorkRatio * shell.scripting,
    ],
    [`home FCP ≤ ${seconds(TARGET.homeFcp)}`, home.fcp <= TARGET.homeFcp],
    [`/play FCP ≤ ${seconds(TARGET.playFcp)}`, play.fcp <= TARGET.playFcp],
    [`/play score ≥ the bare stage's (${med['bare stage']?.score})`, play.score >= med['bare stage']?.score],
    [`home ≤ ${TARGET.homeKiB} KiB transferred`, home.bytes <= TARGET.homeKiB * 1024],
    [`/play ≤ ${TARGET.playKiB} KiB transferred`, play.bytes <= TARGET.playKiB * 1024],
    ['no sound file fetched during the /play load', play.sounds === 0],
    [`tap on Play → board ≤ ${seconds(TARGET.tapToBoard)} (1x)`, tap(1, 'board') <= TARGET.tapToBoard],
    [
      `tap on Play → countdown ≤ ${seconds(TARGET.tapToCountdown1x)} (1x)`,
      tap(1, 'countdown') <= TARGET.tapToCountdown1x,
    ],
    [
      `tap on Play → countdown ≤ ${seconds(TARGET.tapToCountdown4x)} (4x)`,
      tap(4, 'countdown') <= TARGET.tapToCountdown4x,
    ],
  ];
  for (const [what, ok] of checks) console.log(`${verdict(ok)} ${what}`);
  const compared = med['home (compared)'];
  if (compared && med.home)
    console.log(
      `compared build's home (${process.argv[COMPARE_AT + 1]}): scripting ${Math.round(compared.scripting)} ms, ` +
        `${(compared.scripting / shell.scripting).toFixed(2)}× the bare shell's; this build's ` +
        `${(home.scripting / shell.scripting).toFixed(2)}×; TBT ${Math.round(compared.tbt)} against ${Math.round(home.tbt)} ms`,
    );
  const comparedPlay = med['/play (compared)'];
  if (comparedPlay && med['/play'])
    console.log(
      `compared build's /play: score ${comparedPlay.score} against ${play.score}, LCP ${seconds(comparedPlay.lcp)} ` +
        `against ${seconds(play.lcp)}, TTI ${seconds(comparedPlay.tti)} against ${seconds(play.tti)}`,
    );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  api?.kill();
  comparedApi?.kill();
  rmSync(work, { recursive: true, force: true });
}
