import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, expect, type Page, test } from '@playwright/test';
import type { Profile, StockedPuzzle } from '@czeus/contract';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { findChromium } from '../chromium.js';
import { asShown, keepEndCard, mysteryName, solve, waitForGo } from './game.js';
import { waitingGames } from './waiting-games.js';

// The one spec where the game's offline worker runs (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** What the worker keeps: this build's cache (apps/web/offline-worker.ts names it). */
const CACHE_PREFIX = 'czeus-shell-';

/**
 * Opens home online and waits until the worker (registered once the page is idle) has filled
 * its cache and controls the page: from then on the game needs no network to open.
 */
async function visitOnce(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Choose a puzzle' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker takes over the open page as it activates (clients.claim), with no reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Opens `path` with the network off, and returns the paths of this origin's files the page
 * asked for, the API aside (which fails offline; the page must still draw).
 */
async function openOffline(
  page: Page,
  path: string,
  drawn: (page: Page) => Promise<void>,
): Promise<string[]> {
  const asked: string[] = [];
  const listen = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/api/'))
      asked.push(url.pathname);
  };
  page.on('request', listen);
  const response = await page.goto(path);
  // Answered by the worker, not by the network (which is off) nor the browser's error page.
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
  await drawn(page);
  page.off('request', listen);
  return asked;
}

/** Which of these paths the worker's cache does not hold. */
function notCached(page: Page, paths: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ paths, prefix }) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
      if (names.length !== 1) return [`${names.length} caches: ${names.join(', ')}`];
      const cache = await caches.open(names[0]);
      const missing: string[] = [];
      for (const path of new Set(paths)) if (!(await cache.match(path))) missing.push(path);
      return missing;
    },
    { paths, prefix: CACHE_PREFIX },
  );
}

async function offline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  // The network is off for the page: its own request to the API fails.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
}

test('Chromium finds the game installable, with the manifest the spec asks for, and the menu offers to install it', async ({
  baseURL,
}, testInfo) => {
  // Chromium offers no install in an incognito profile, which is what a test's context is: a
  // profile of its own on disk, with the project's phone, is a player's browser.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(path.join(tmpdir(), 'czeus-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    // Chromium offers to install only after some engagement with the site (time, taps); the
    // flag made for tests skips that wait, not the installability check.
    args: [...(launchOptions?.args ?? []), '--bypass-app-banner-engagement-checks'],
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  try {
    // The settings every other test starts with (playwright.config.ts): home, not the intro.
    await context.addInitScript(() => {
      if (!localStorage.getItem('czeus.settings'))
        localStorage.setItem('czeus.settings', JSON.stringify({ seenIntro: true, analyticsConsent: false }));
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await visitOnce(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await expectManifest(page, cdp);
    // The browser offered to install (beforeinstallprompt): the side menu has the entry.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Install the game' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The manifest as Chromium read it: no errors, and the fields the spec asks for. */
async function expectManifest(page: Page, cdp: CDPSession): Promise<void> {
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'cZeus',
    short_name: 'cZeus',
    start_url: '/',
    scope: '/',
    display: 'fullscreen',
    display_override: ['fullscreen', 'standalone'],
    orientation: 'landscape',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );
}

/**
 * With the network off, home, a tutorial page and a practice screen open and draw, and every
 * file they asked for is in the worker's cache.
 */
async function openScreensOffline(page: Page): Promise<void> {
  const asked: string[] = [];

  asked.push(
    ...(await openOffline(page, '/', async () => {
      const slides = page.getByRole('region', { name: 'Choose a puzzle' });
      await expect(slides.getByRole('listitem')).toHaveCount(12);
    })),
  );
  asked.push(
    ...(await openOffline(page, '/tutorial/summerland/1', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mysteries and the + clue', {
        timeout: 15_000,
      });
      // The lesson's board: the play screen's chunks and the stage came from the cache too.
      await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
    })),
  );
  asked.push(
    ...(await openOffline(page, '/playdeduction', async () => {
      const card = page.getByRole('dialog', { name: 'Deduction' });
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card.locator('svg.onboarding-picture')).toBeVisible();
      await card.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
    })),
  );

  // Every file those screens asked for was in the worker's cache (the page itself is '/').
  const files = asked.filter((path) => path.startsWith('/assets/'));
  expect(files.length).toBeGreaterThan(10);
  expect(await notCached(page, files)).toEqual([]);
}

/** The puzzles home stocked for offline play once idle (offline/puzzle-stock.ts), as kept. */
async function stocked(page: Page): Promise<StockedPuzzle<PuzzleRecord>[]> {
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('czeus.puzzleStock') ?? '[]').length >= 3,
    null,
    {
      timeout: 15_000,
    },
  );
  return page.evaluate(() => JSON.parse(localStorage.getItem('czeus.puzzleStock') ?? '[]'));
}

test('after one visit online, with the network off, home, a tutorial, practice and a puzzle played to its end; the network returns and the game is recorded once', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await visitOnce(page);
  const stock = await stocked(page);
  const first = stock.filter((s) => s.level === 1 && s.shape === 1 && s.difficulty === 1);
  expect(first).toHaveLength(3);
  const sessionId = await page.evaluate(() => localStorage.getItem('czeus.sessionId') ?? '');
  await offline(context, page);
  await openScreensOffline(page);

  // GET /game cannot reach the server: the slot's oldest stocked puzzle is played.
  const response = await page.goto('/play?level=1&shape=1&difficulty=1');
  expect(response?.fromServiceWorker()).toBe(true);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveText('Offline', { timeout: 15_000 });
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 15_000 });
  await waitForGo(page);
  // The ledger is the server's: a smart hint is refused offline, with a reason, and costs nothing,
  // asked from the keyboard (a grid cell focused, then h) as from the button.
  const refused = page.getByText('Gems cannot be spent offline: the game needs the server for that.');
  const puzzle = asShown(decodePuzzle(first[0].puzzle), page);
  const open = puzzle.mysteries.find((cell) => !puzzle.cells[cell].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, open) }).click();
  await page.keyboard.press('h');
  await expect(refused).toBeVisible();
  await page.getByRole('button', { name: /^Smart hint/ }).click();
  await expect(refused).toBeVisible();
  await solve(page, puzzle);

  const end = page.locator('.end-screen');
  await expect(end.getByText('Kept on this device', { exact: false })).toBeVisible({ timeout: 15_000 });
  await keepEndCard(page);
  await expect(status).toHaveText('Offline · 1 result waiting to be sent');
  // Nothing is shown as earned before the server has the game: no gems, no new best.
  // (By the closing message the gems have counted up from 1.2 s, 5 a tick: a prize would show.)
  await expect(end.locator('#end-title')).not.toHaveClass(/end-screen__pending/);
  await expect(end.locator('[data-fx="end-gems"]')).toHaveText('Gems earned: 0');
  await expect(end.getByText('New best!')).toBeHidden();
  const waiting = await waitingGames(page);
  expect(waiting).toHaveLength(1);
  expect(waiting[0].puzzleId).toBe(first[0].puzzle.puzzleId);
  // The same puzzle again needs a new serving from the server: the card says so and stays.
  await end.getByRole('button', { name: 'Play again' }).click();
  await expect(end.getByRole('alert')).toHaveText(
    'Playing this puzzle again needs the network. Continue plays one kept on this device.',
  );
  await expect(end).toBeVisible();

  // The network returns: the game is posted, the card shows the server's figures, nothing waits.
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/game/score') && r.status() === 200);
  await context.setOffline(false);
  await posted;
  await expect(end.getByText('Result saved.')).toBeVisible({ timeout: 15_000 });
  await expect(end.getByText('New best!')).toBeVisible();
  await expect(status).toBeHidden();
  expect(await waitingGames(page)).toEqual([]);

  // Recorded exactly once on the server, whatever the page sent.
  const profile = (await (
    await request.get('/api/user/profile', { headers: { 'x-session-id': sessionId } })
  ).json()) as Profile;
  expect(profile.gamesCount).toBe(1);
  const again = await request.post('/api/game/score', {
    headers: { 'x-session-id': sessionId },
    data: waiting[0],
  });
  expect(again.status()).toBe(200);
  const after = (await (
    await request.get('/api/user/profile', { headers: { 'x-session-id': sessionId } })
  ).json()) as Profile;
  expect(after.gamesCount).toBe(1);
  expect(after.gems).toBe(profile.gems);

  // Online, but the server gives no new serving: Play again says so rather than doing nothing.
  await page.route('**/api/game?*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await end.getByRole('button', { name: 'Play again' }).click();
  await expect(end.getByRole('alert')).toHaveText(
    'The game server did not answer; try Play again in a moment.',
  );
  await expect(end).toBeVisible();
  await page.unroute('**/api/game?*');

  // Offline again, Continue goes on where the level-up leads: that slot was kept on this device.
  await offline(context, page);
  await end.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/play\?level=1&shape=\d&difficulty=\d$/);
  expect(page.url()).not.toMatch(/level=1&shape=1&difficulty=1$/);
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 15_000 });
  await waitForGo(page);
  await expect(status).toHaveText('Offline');
});
