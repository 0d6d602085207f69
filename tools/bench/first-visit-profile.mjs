// Where a first visit's script time goes: `node tools/bench/first-visit-profile.mjs [path]`
// (build api and web first; path defaults to `/`, home's intro for a new visitor). V8's CPU
// profile of a fresh Chromium's visit, phone portrait, from the navigation until the network has
// been quiet and 2 s more, summed over BENCH_PROFILE_RUNS visits (default 5), and printed as self
// time by file (the chunks, the page, the browser's own work) and by function, with the bare
// shell of the same stack (bare-pages.mjs) profiled the same way, visit for visit, as the
// baseline. This names what to take off a first load; bench:main-thread and bench:lighthouse say
// whether it helped.
// BENCH_PROFILE_PORT moves the server (default 3440); BENCH_PROFILE_CPU slows the CPU as
// Lighthouse's mobile run does (default 1).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE, buildBare } from './bare-pages.mjs';
import { launchChromium } from './chromium.mjs';
import { serveBuilds } from './serve-api.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 3440);
const CPU = Number(process.env.BENCH_PROFILE_CPU ?? 1);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TOP = 25;

/** Self time in ms of each profile node, by the key `keyOf` gives its call frame. */
function selfTimes(profile, keyOf, into) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const key = keyOf(node.callFrame);
    into.set(key, (into.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  }
}

const fileOf = ({ url, functionName }) =>
  url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${functionName || 'anonymous'})`;
const functionOf = (frame) =>
  `${frame.functionName || '(anonymous)'}  ${fileOf(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

async function visit(url, { byFile, byFunction }) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    const cdp = await page.context().newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    selfTimes(profile, fileOf, byFile);
    selfTimes(profile, functionOf, byFunction);
  } finally {
    await browser.close();
  }
}

const IDLE = new Set(['((idle))', '(idle)  ((idle)):0:0']);
const busy = (times) => [...times.entries()].filter(([key]) => !IDLE.has(key));
const perVisit = (ms) => Number((ms / RUNS).toFixed(1));

function print(name, title, times) {
  const total = busy(times).reduce((sum, [, ms]) => sum + ms, 0);
  const rows = busy(times)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, ms]) => ({ [title]: key.slice(0, 110), 'ms a visit': perVisit(ms) }));
  console.log(`\n${name} by ${title}, self time, mean of ${RUNS} visits (busy ${perVisit(total)} ms):`);
  console.table(rows);
}

async function main() {
  const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
  const { builds, close } = await serveBuilds(path.join(ROOT, 'apps/web/dist'), PORT, 'profile', (webRoot) =>
    buildBare(path.join(webRoot, BARE.slice(1))),
  );
  const pages = [
    { name: target, url: `${builds[0].base}${target}` },
    { name: 'the bare shell', url: `${builds[0].base}${BARE}/shell.html` },
  ].map((page) => ({ ...page, byFile: new Map(), byFunction: new Map() }));
  try {
    for (let run = 1; run <= RUNS; run++) for (const page of pages) await visit(page.url, page);
    console.log(
      `First visits, ${CPU}x CPU, V8's CPU profile (100 µs samples; "(program)" is the browser's own work)`,
    );
    for (const page of pages) {
      print(page.name, 'file', page.byFile);
      print(page.name, 'function', page.byFunction);
    }
  } finally {
    close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
