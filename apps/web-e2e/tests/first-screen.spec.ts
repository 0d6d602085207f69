import { expect, type Page, test } from '@playwright/test';

// index.html draws the first screen before any module runs, in the player's language,
// and the app takes it over. Module scripts are refused here to see what the HTML alone draws.
// New players: no saved settings (the suite's default has seen the intro).
test.use({ storageState: { cookies: [], origins: [] } });

const refuseModules = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test.describe('before the scripts run', () => {
  test.use({ locale: 'nb-NO' });

  test('a new player sees the intro in the language the app will choose', async ({ page }) => {
    await refuseModules(page);
    await page.goto('/');
    const first = page.locator('#first-screen');
    await expect(first.locator('.intro__logo')).toBeVisible();
    await expect(first.locator('.intro__text .first-screen__text:visible')).toHaveText(
      'Finn de skjulte tallene ut fra summene og produktene deres.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(first.locator('.home__title')).toBeHidden();
  });

  test('a returning player sees home in the saved language; /play shows the frame', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      localStorage.setItem('czeus.settings', JSON.stringify({ seenIntro: true, language: 'es' })),
    );
    await refuseModules(page);
    await page.goto('/');
    const first = page.locator('#first-screen');
    await expect(first.locator('.intro__logo')).toBeHidden();
    await expect(first.locator('.home__title')).toHaveText('cZeus');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/play?level=3&shape=1&difficulty=1');
    await expect(first.locator('.top-bar__title')).toBeVisible();
    await expect(first.locator('.home__title')).toBeHidden();
    // The land of the address, with its colours, before any module runs.
    await expect(first.locator('.land-scenery')).toHaveAttribute('data-land', '3');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(13, 27, 51)',
    );
  });
});

test('the app takes the first screen over and goes on with its intro from where it was', async ({ page }) => {
  // The app's entry comes 300 ms late, so the static intro has surely turned before the app
  // takes over (on a loaded machine the takeover could fall on the static intro's first frame).
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play now' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The app's planet turns on from the static one's time rather than from the start, and so do
  // the logo, text and buttons (styles.css): what the HTML showed does not fade in again.
  const { age, delay } = await page.locator('#root .intro__planet').evaluate((planet) => ({
    age: parseInt(
      getComputedStyle(document.getElementById('root') as HTMLElement).getPropertyValue('--first-screen-age'),
    ),
    delay: Number(planet.getAnimations()[0]?.effect?.getTiming().delay),
  }));
  expect(age).toBeGreaterThan(0);
  // The planet floats from 2.4 s on (styles.css). Milliseconds through CSS time values: 2117 can
  // come back as 2116.9999999999995.
  expect(delay).toBeCloseTo(2400 - age, 6);
});

test('the page carries its styles and its chooser: the entry stylesheet is never fetched as a file', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#first-screen')).toBeHidden({ timeout: 10_000 });
  // Styled by the page itself: the intro's planet is laid out before any stylesheet arrived.
  await expect(page.locator('.intro__planet').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).first().click();
  await page
    .locator('.puzzle-slider button.button--primary, main.home button.button--primary')
    .first()
    .click();
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  // Lazy chunks list the entry's stylesheet; it is in the page, so nobody fetches it as a file.
  expect(stylesheets.filter((path) => /\/assets\/index-[\w-]+\.css$/.test(path))).toEqual([]);
});
