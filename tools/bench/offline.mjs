// What the offline worker costs in bytes: `npm run bench:offline`. Starts the built server
// (npm start's, production web build) on a fresh embedded database behind a loopback TCP relay
// that counts every byte the server sends, and drives Debian's Chromium (CHROMIUM_PATH to use
// another) through home: a first visit and a repeat visit (a new tab of the same browser), once
// with service workers blocked and once with the game's worker. Bytes on the wire, headers and
// all, API answers included (the same in both runs), whatever the HTTP cache or the worker
// answered without the network. docs/performance.md keeps the figures.
/* global navigator */
import { mkdtempSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { guestStorage } from './first-frame.mjs';
import { startApi } from './serve-api.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT) || 3390;
const relayPort = port + 1;
const base = `http://127.0.0.1:${relayPort}`;
/** The network is taken as quiet after this long without a byte (the worker's install included). */
const QUIET_MS = 3000;
const LIMIT_MS = 60_000;

let sent = 0;
let lastByte = Date.now();
const relay = createServer((client) => {
  const upstream = createConnection(port, '127.0.0.1');
  upstream.on('data', (chunk) => {
    sent += chunk.length;
    lastByte = Date.now();
  });
  client.pipe(upstream).pipe(client);
  const close = () => (client.destroy(), upstream.destroy());
  client.on('error', close);
  upstream.on('error', close);
});

/** Bytes the server sends from `open` until the network has been quiet for QUIET_MS. */
async function bytesOf(open) {
  const start = sent;
  const began = Date.now();
  lastByte = Date.now();
  await open();
  while (Date.now() - lastByte < QUIET_MS && Date.now() - began < LIMIT_MS) await sleep(200);
  return sent - start;
}

const server = await startApi({
  port,
  webRoot: path.join(root, 'apps/web/dist'),
  dataDir: mkdtempSync(path.join(tmpdir(), 'czeus-bench-offline-')),
  env: { PUZZLE_BANK_SIZE: '2', GUEST_RATE_LIMIT: '100000' },
});
await new Promise((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
try {
  const rows = [];
  for (const serviceWorkers of ['block', 'allow']) {
    const context = await browser.newContext({
      serviceWorkers,
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
      storageState: guestStorage(base, { marks: false }),
    });
    const first = await context.newPage();
    const firstVisit = await bytesOf(async () => {
      await first.goto(`${base}/`);
      if (serviceWorkers === 'allow')
        await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: LIMIT_MS,
        });
    });
    await first.close();
    const again = await context.newPage();
    const repeatVisit = await bytesOf(() => again.goto(`${base}/`));
    rows.push({ worker: serviceWorkers === 'allow', firstVisit, repeatVisit });
    await context.close();
  }
  console.log('| home, bytes the server sent | first visit | repeat visit |');
  console.log('| --- | ---: | ---: |');
  for (const { worker, firstVisit, repeatVisit } of rows)
    console.log(`| ${worker ? 'with the worker' : 'no worker'} | ${kB(firstVisit)} | ${kB(repeatVisit)} |`);
} finally {
  await browser.close();
  relay.close();
  server.kill('SIGTERM');
}
