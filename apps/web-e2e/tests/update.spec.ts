import { expect, type Page, test, type Worker } from '@playwright/test';
import { mysteryName, openGame } from './game.js';

// The offline worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Home online, until the game's worker (registered once the page is idle) controls it. */
async function underWorker(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Choose a puzzle' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * A new version of the worker, installed beside the running one: the same script under another
 * address is a new worker to the browser, which installs it and keeps it waiting while a page
 * of the running one is open (the same as a release, without a second build).
 */
async function newVersionWaiting(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?next', { scope: '/' });
    const worker = registration.installing ?? registration.waiting;
    if (worker && worker.state !== 'installed')
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()),
      );
  });
  await page.waitForFunction(() =>
    navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
  );
}

/**
 * Marks a window once the game has registered its worker there (when the page is idle): a
 * registration under the usual address after newVersionWaiting would install that address anew,
 * in place of the version the test made.
 */
async function markRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) =>
      register(...args).finally(() => ((window as unknown as { registered: boolean }).registered = true));
  });
}

/** A mark on the page's window: gone once the page has been reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

test("a new version never reloads a game in progress; home's menu offers it, and taking it reloads home under it", async ({
  page,
}) => {
  await underWorker(page);
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const digit = puzzle.cells[cell].solution as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await page.keyboard.press(String(digit));
  await mark(page);

  await newVersionWaiting(page);
  // The game goes on: no reload, the number entered still there, and no update offered mid-game.
  await page.waitForTimeout(1000);
  expect(await marked(page)).toBe(true);
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell, digit) })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'About cZeus' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Update the game' })).toHaveCount(0);
  await page.goBack();
  await expect(menu).toBeHidden();

  // Home, within the app: the menu offers the new version.
  await page.getByRole('link', { name: 'cZeus' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this puzzle?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await marked(page)).toBe(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Update the game' }).click();
  // Taken: the page reloads under it.
  await page.waitForFunction(() => !(window as unknown as { mark?: number }).mark);
  await expect(page.getByRole('region', { name: 'Choose a puzzle' })).toBeVisible();
  // Under the new version now. (The page then registers the worker under its usual address,
  // which the browser may install as yet another version: that one is this test's making.)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next'));
});

test('with another window of the game open, the update waits and the menu says why', async ({
  page,
  context,
}) => {
  await underWorker(page);
  const other = await context.newPage();
  await markRegistration(other);
  await other.goto('/');
  await other.waitForFunction(() => (window as unknown as { registered?: boolean }).registered === true);
  await newVersionWaiting(page);
  await mark(page);
  await mark(other);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Update the game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'other tabs or windows' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await marked(page)).toBe(true);
  expect(await marked(other)).toBe(true);
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
    ),
  ).toBe(true);
});

test('a new version waiting is taken at the next start, once the last window of the old one has closed', async ({
  page,
  context,
}) => {
  await underWorker(page);
  await newVersionWaiting(page);
  // Still the running version while its window is open.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const waiting = context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js?next'));
  expect(waiting).toBeDefined();
  await page.close();
  // The browser activates it once no window of the old version is left. A window opened in that
  // instant can have its first navigation aborted as the old version goes; a player's next start
  // comes seconds later, so the test waits for the activation as a player would.
  await expect
    .poll(() =>
      (waiting as Worker)
        .evaluate(
          () =>
            (self as unknown as { registration: ServiceWorkerRegistration }).registration.active?.scriptURL ??
            '',
        )
        .catch(() => ''),
    )
    .toMatch(/\/sw\.js\?next$/);

  const next = await context.newPage();
  await next.goto('/');
  await expect(next.getByRole('region', { name: 'Choose a puzzle' })).toBeVisible();
  await next.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next'));
});
