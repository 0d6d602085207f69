// Screenshots of each screen at phone and tablet sizes, written to docs/screens/ so anyone
// can see the product without running it: `npm run screens`. Starts the built server on a
// fresh embedded database and drives Debian's Chromium (CHROMIUM_PATH to use another).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { decodePuzzle, SHAPES, transposePuzzle } from '../libs/puzzle/dist/index.js';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'screens');
// SCREENS_PORT when another run holds 3377; SCREENS_ONLY=home,end to take some screens only,
// SCREENS_SIZES=phone-portrait,tablet at some sizes only.
const port = Number(process.env.SCREENS_PORT) || 3377;
const base = `http://127.0.0.1:${port}`;

const VIEWPORTS = {
  'phone-landscape': { width: 844, height: 390 },
  'phone-portrait': { width: 390, height: 844 },
  tablet: { width: 1180, height: 820 },
};

/** A player past the intro and the lands' tutorial prompts who has not answered the consent question (the bar shows). */
const RETURNING = { seenIntro: true, tutorialsSeen: ['summerland', 'autumnland', 'winterland'] };

/** A zen game of the first land's two-square board. */
const ZEN_PUZZLE = '/play?level=1&shape=2&difficulty=1&mode=zen';

/** Three tutorial pages of each land. */
const TUTORIAL_PAGES = {
  summerland: [1, 3, 5],
  autumnland: [1, 3, 6],
  winterland: [1, 2, 4],
};

/**
 * Opens a puzzle (`/play?…`, or the daily's `/daily`) and waits for play to begin; returns the
 * puzzle as the board shows it.
 */
async function openPuzzle(page, address) {
  const puzzle = await servedPuzzle(page, address);
  await page.getByRole('status').filter({ hasText: /^Go!$/ }).waitFor();
  await page.getByRole('status').filter({ hasText: /^Go!$/ }).waitFor({ state: 'hidden' });
  return puzzle;
}

/** Opens a puzzle's address and returns the puzzle as the board shows it (turned to the screen). */
async function servedPuzzle(page, address) {
  const daily = address.startsWith('/daily');
  const served = page.waitForResponse(
    (r) => new URL(r.url()).pathname === (daily ? '/api/daily' : '/api/game') && r.status() === 200,
  );
  await page.goto(`${base}${address}`);
  const answer = await (await served).json();
  let puzzle = decodePuzzle(daily ? answer.puzzle : answer);
  const { width, height } = page.viewportSize();
  const turns =
    SHAPES[puzzle.shape].transposable &&
    puzzle.width !== puzzle.height &&
    puzzle.width > puzzle.height !== width >= height;
  if (turns) puzzle = transposePuzzle(puzzle);
  return puzzle;
}

/** Types `digit` into a mystery through the accessible grid. */
async function enter(page, { x, y }, digit) {
  await page.getByRole('gridcell', { name: `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, empty` }).click();
  await page.waitForTimeout(200);
  await page.keyboard.press(String(digit));
}

/** A zen game played to its end with its first number wrong: the end names it. */
async function zenToEnd(page) {
  const puzzle = await servedPuzzle(page, ZEN_PUZZLE);
  await page.getByRole('dialog', { name: 'Zen' }).getByRole('button', { name: 'Play' }).click();
  const open = puzzle.mysteries.filter((cell) => !puzzle.cells[cell].given);
  for (const cell of open) {
    const { solution } = puzzle.cells[cell];
    await enter(page, puzzle.cells[cell], cell === open[0] ? (solution % 9) + 1 : solution);
  }
  await page.getByRole('region', { name: /^Numbers not right: 1\./ }).waitFor();
}

/** Plays a puzzle through the accessible grid to its end screen, at a person's pace. */
async function playToEnd(page, address) {
  const puzzle = await openPuzzle(page, address);
  for (const cell of puzzle.mysteries) {
    const { given, solution } = puzzle.cells[cell];
    if (!given) await enter(page, puzzle.cells[cell], solution);
  }
  await page.locator('.end-screen').waitFor();
  await page.getByRole('status').filter({ hasText: 'Result saved.' }).waitFor();
}

/** Creates an account through the register overlay on home, as a new player would. */
async function register(page) {
  const name = `screens${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto(`${base}/#register`);
  const form = page.getByRole('dialog', { name: 'Create account' });
  await form.getByLabel('Email').fill(`${name}@example.org`);
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password', { exact: true }).fill('secret1');
  await form.getByLabel('Repeat password').fill('secret1');
  await form.getByLabel('I agree with the terms of service').check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** A land's board, a cell selected (the torch and the dimming show). */
const landBoard = (level) => async (page) => {
  await openPuzzle(page, `/play?level=${level}&shape=4&difficulty=2`);
  await page.getByRole('gridcell').first().click();
};

/** name → how to reach it (and what to wait for), and the saved settings it starts with. */
const SCREENS = {
  intro: [async (page) => page.goto(`${base}/`), {}],
  home: async (page) => page.goto(`${base}/`),
  'play-summerland': landBoard(1),
  play: landBoard(2),
  'play-winterland': landBoard(3),
  end: async (page) => playToEnd(page, '/play?level=2&shape=1&difficulty=1'),
  // The daily's end: the rank, the streak, the leaderboard and Share once the server has the game.
  zen: async (page) => {
    await page.goto(`${base}${ZEN_PUZZLE}`);
    await page.getByRole('dialog', { name: 'Zen' }).waitFor();
  },
  'zen-end': zenToEnd,
  'daily-end': async (page) => {
    await playToEnd(page, '/daily');
    await page.getByRole('table', { name: 'Leaderboard' }).waitFor();
  },
  // The stats after a daily: its charts and the daily's history.
  stats: async (page) => {
    await playToEnd(page, '/daily');
    await page.goto(`${base}/#stats`);
    await page.getByRole('table', { name: 'Daily puzzles, last 30 days' }).waitFor();
  },
  menu: async (page) => page.goto(`${base}/#sideMenu`),
  rules: async (page) => page.goto(`${base}/rules`),
  login: async (page) => page.goto(`${base}/login`),
  contact: async (page) => page.goto(`${base}/#contact`),
  profile: async (page) => page.goto(`${base}/#profile`),
  register: async (page) => page.goto(`${base}/#register`),
  options: async (page) => page.goto(`${base}/#options`),
  // A player who has just created an account: the day's reward offers itself.
  'daily-reward': async (page) => {
    await register(page);
    await page
      .getByRole('dialog', { name: 'Daily reward' })
      .getByRole('button', { name: 'Collect' })
      .waitFor();
  },
  // The ad reward once its countdown has run: Collect is offered.
  'ad-reward': async (page) => {
    await page.goto(`${base}/#adreward`);
    await page.getByRole('button', { name: /^Collect/ }).waitFor({ timeout: 15_000 });
  },
  practice: async (page) => {
    await page.goto(`${base}/playclueselect`);
    await page.locator('.practice-card').first().waitFor();
  },
  ...Object.fromEntries(
    Object.entries(TUTORIAL_PAGES).flatMap(([land, pages]) =>
      pages.map((n) => [
        `tutorial-${land}-${n}`,
        async (page) => {
          await page.goto(`${base}/tutorial/${land}/${n}`);
          await page.locator('.lesson-panel').waitFor();
        },
      ]),
    ),
  ),
};

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUZZLE_BANK_SIZE: '2',
    // A new browser (a new guest) per screen and viewport, all from 127.0.0.1.
    GUEST_RATE_LIMIT: '100000',
    PLAYER_RATE_LIMIT: '100000',
    ADDRESS_RATE_LIMIT: '100000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'czeus-screens-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

mkdirSync(out, { recursive: true });
const only = process.env.SCREENS_ONLY?.split(',');
const sizes = process.env.SCREENS_SIZES?.split(',');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    if (sizes && !sizes.includes(size)) continue;
    for (const [name, screen] of Object.entries(SCREENS)) {
      if (only && !only.includes(name)) continue;
      const [open, settings] = Array.isArray(screen) ? screen : [screen, RETURNING];
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1.5,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
        storageState: {
          cookies: [],
          origins: [
            { origin: base, localStorage: [{ name: 'czeus.settings', value: JSON.stringify(settings) }] },
          ],
        },
      });
      const page = await context.newPage();
      await open(page);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${name}-${size}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
      console.log(path.relative(root, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
