import { expect, test } from '@playwright/test';
import { keepEndCard, openGame, solve } from './game.js';

test('the About screen tells the game server is reached, and its version', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About cZeus' })).toBeVisible();
  const status = page.locator('.server-status');
  await expect(status).toHaveAttribute('data-state', 'ok');
  await expect(status).toContainText(/Game server ready \(version \d+\.\d+\.\d+\)/);
  const viewport = page.viewportSize();
  expect(viewport && viewport.width > viewport.height).toBe(true);
});

test('a screen the player opens fades in; the first screen does not, nor any with less motion', async ({
  browser,
  page,
}) => {
  /** The screens (their class) whose route fade started, in order, counted from the page's start. */
  const recordFades = (p: typeof page) =>
    p.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as { fades: string[] }).fades = started;
      document.addEventListener('animationstart', (event) => {
        if (event.animationName === 'route-in') started.push((event.target as Element).classList[0]);
      });
    });
  const fades = (p: typeof page) => p.evaluate(() => (window as unknown as { fades: string[] }).fades);
  const openAbout = async (p: typeof page) => {
    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About cZeus' }).click();
    await expect(p.locator('.app > main.text-screen')).toBeVisible();
  };

  await recordFades(page);
  await page.goto('/');
  await expect(page.locator('.app > main.home:not(.first-screen__home)')).toBeVisible();
  await openAbout(page);
  // The first screen did not fade; the one opened from it did.
  await expect.poll(() => fades(page)).toEqual(['text-screen']);
  await page.goBack();
  await expect(page.locator('.app > main.home:not(.first-screen__home)')).toBeVisible();
  await expect.poll(async () => (await fades(page)).slice(1)).toContain('home');

  const calm = await browser.newContext({
    reducedMotion: 'reduce',
    storageState: await page.context().storageState(),
  });
  const still = await calm.newPage();
  await recordFades(still);
  await still.goto('/');
  await openAbout(still);
  expect(
    await still.locator('.app > main.text-screen').evaluate((main) => getComputedStyle(main).animationName),
  ).toBe('none');
  expect(await fades(still)).toEqual([]);
  await calm.close();
});

test('a client-side route is answered by the web app, an unknown API path by the API', async ({
  page,
  request,
}) => {
  const response = await page.goto('/tutorial/summerland/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mysteries and the + clue', {
    timeout: 15_000,
  });
  const api = await request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ statusCode: 404, message: 'error' });
});

test('?lang=no shows the Norwegian texts', async ({ page }) => {
  await page.goto('/about?lang=no');
  await expect(page.locator('.server-status')).toContainText('Spillserveren er klar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});

test('the slider chooses a land and shape, the difficulty goes up to land + 1, and the choice is kept', async ({
  page,
}) => {
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Choose a puzzle' });
  await expect(slides.getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('radio')).toHaveCount(2); // Summerland: easy, medium
  const last = slides.getByRole('button', { name: '12 Winterland', exact: true });
  await expect(last).toHaveAccessibleDescription('Puzzle 12 of 12: Winterland, shape 4. Best: 0 of 3 stars');
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(themeColor).toHaveAttribute('content', '#fff4dc'); // summerland's day (lands.css)
  await last.click();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(themeColor).toHaveAttribute('content', '#0d1b33'); // winterland's night
  await page.getByRole('radio', { name: 'Expert' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Expert' })).toBeChecked();
  await page.getByRole('button', { name: 'Next puzzle' }).click(); // wraps to the first slide
  await expect(slides.getByRole('button', { name: '1 Summerland', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked(); // expert is not offered there
  // Off the lands' screens, the browser's bars take the page's own colour again.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About cZeus' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(themeColor).toHaveAttribute('content', '#1b2a4a');
  await page.goBack();
  await expect(themeColor).toHaveAttribute('content', '#fff4dc');
  await slides.getByRole('button', { name: '1 Summerland', exact: true }).click(); // the selected slide plays
  await expect(page).toHaveURL(/\/play\?level=1&shape=1&difficulty=2$/);
});

test('Play opens the play screen at once once home has fetched it: no loading fallback between them', async ({
  page,
}) => {
  await page.goto('/');
  // Home fetches the play screen's chunk while the player looks at it, when the browser is idle,
  // and then the stage's (AppRoutes.tsx): the stage's chunk asked for means the play screen's is
  // here. A quiet network alone can come before the idle moment on a loaded machine.
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/runtime-')),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => {
    const seen = { fallback: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('main.play[aria-busy="true"]')) seen.fallback = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const slides = page.getByRole('region', { name: 'Choose a puzzle' });
  await slides.getByRole('button', { name: '1 Summerland', exact: true }).click(); // the selected slide plays
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  // React's lazy showed its fallback for a module already here, and held the screen back 300 ms.
  expect(
    await page.evaluate(() => (window as unknown as { seen: { fallback: boolean } }).seen.fallback),
  ).toBe(false);
});

test("a slide shows the server's best stars for its slot where this browser has kept none (another device)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const puzzle = await openGame(page, '/play?level=1&shape=3&difficulty=1');
  await solve(page, puzzle);
  await keepEndCard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  const stars = Number(
    /Stars: (\d) of 3/.exec(
      (await page.getByRole('list', { name: /^Stars: / }).getAttribute('aria-label')) ?? '',
    )?.[1],
  );
  expect(stars).toBeGreaterThan(0);
  // Another device of the same player: the same session, none of this browser's bests.
  await page.evaluate(() => localStorage.removeItem('czeus.bests'));
  await page.goto('/');
  const third = page
    .getByRole('region', { name: 'Choose a puzzle' })
    .getByRole('button', { name: '3 Summerland', exact: true });
  await expect(third).toHaveAccessibleDescription(new RegExp(`Best: ${stars} of 3 stars`));
});

test('each slide shows its land, the best stars kept for it and the next step of auto-progress', async ({
  page,
}) => {
  // A guest's kept results: two stars in Summerland 2, and auto-progress at step 5 (SEQUENCE[5]
  // is Summerland 2 at Medium: the second difficulty's second shape).
  await page.addInitScript(() => {
    localStorage.setItem('czeus.bests', JSON.stringify({ '1-2': { stars: 2, score: 1200 } }));
    localStorage.setItem(
      'czeus.progress',
      JSON.stringify({ W: 0, X: 0, Y: 0, Z: 0, A: 0, B: 0, step: 5, last: null }),
    );
  });
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Choose a puzzle' });
  const second = slides.getByRole('button', { name: '2 Summerland', exact: true });
  await expect(second).toHaveAccessibleDescription(
    'Puzzle 2 of 12: Summerland, shape 2. Best: 2 of 3 stars. Up next',
  );
  await expect(second.locator('.slide__stars .is-won')).toHaveCount(2);
  await expect(second.getByText('Up next')).toBeVisible();
  await expect(slides.locator('.slide__next')).toHaveCount(1);
  const fifth = slides.getByRole('button', { name: '5 Autumnland', exact: true });
  await expect(fifth).toHaveAttribute('data-land', '2');
  await expect(fifth).toHaveAccessibleDescription('Puzzle 5 of 12: Autumnland, shape 1. Best: 0 of 3 stars');
  // Home stands in the chosen slide's land: summerland's scenery until autumnland is chosen.
  await expect(page.locator('.land-scenery')).toHaveAttribute('data-land', '1');
  await fifth.click();
  await expect(page.locator('.land-scenery')).toHaveAttribute('data-land', '2');
});
