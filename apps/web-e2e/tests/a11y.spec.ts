import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.js';

/** Every tutorial page: axe must find nothing serious on any of them. */
const TUTORIAL_PAGES = (
  [
    ['summerland', 6],
    ['autumnland', 6],
    ['winterland', 4],
  ] as const
).flatMap(([land, pages]) => Array.from({ length: pages }, (_, i) => `/tutorial/${land}/${i + 1}`));

const SCREENS = [
  '/',
  '/rules',
  '/about',
  '/login',
  ...TUTORIAL_PAGES,
  '/playclue',
  '/playsomemystery',
  '/playcommon',
  '/playestimation',
  '/playclueselect',
  '/playdeduction',
  '/no/such/page',
];
const OVERLAYS = [
  'sideMenu',
  'options',
  'errorAssistSettings',
  'rules',
  'legend',
  'profile',
  'daily',
  'contact',
  'newtab',
  'adreward',
  'setpassword',
  'register',
  'register-reminder',
  'googlelogin',
  'linkedinlogin',
  'facebooklogin',
];

/**
 * The screens whose layout changes with the viewport beyond reflowing text (home's slider, the
 * login chooser, a tutorial page per land with its board and pad, the practice list, the side
 * menu and options): axe runs on these at every viewport. Every other screen and overlay is a
 * column of the same elements at any size, and runs once, on the phone held sideways (the
 * `@one-viewport` tag; playwright.config.ts leaves it out of the other projects). Running all of
 * them three times was 129 of the suite's 329 tests and the largest share of its time.
 */
const EVERY_VIEWPORT = new Set([
  '/',
  '/login',
  '/tutorial/summerland/1',
  '/tutorial/autumnland/6',
  '/tutorial/winterland/4',
  '/playclueselect',
  'sideMenu',
  'options',
]);
const tagged = (title: string, screen: string) =>
  EVERY_VIEWPORT.has(screen) ? title : `${title} @one-viewport`;

for (const path of SCREENS) {
  test(tagged(`axe finds nothing serious on ${path}`, path), async ({ page }) => {
    await page.goto(path);
    // A tutorial page's first load brings the lesson's and the play screen's chunks: on a loaded
    // CI host its heading came after the default 5 s, twice in a row.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// One test an overlay: fifteen axe runs in one test outgrew its 30 s on CI's 2 cores.
for (const hash of OVERLAYS) {
  test(tagged(`axe finds nothing serious in the #${hash} overlay`, hash), async ({ page }) => {
    await page.goto(`/about#${hash}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Off the lands an overlay's card takes a pale gold over the theme's background: dark too.
for (const hash of ['options', 'profile', 'daily', 'register', 'adreward']) {
  test(
    tagged(`axe finds nothing serious in the #${hash} overlay in the dark scheme`, hash),
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`/about#${hash}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}

test('axe finds nothing serious on the intro, nor on home in Persian laid out right to left', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/?lang=no');
  await expect(page.getByRole('button', { name: 'Spill nå' })).toBeVisible();
  // The reveal fades text in; contrast is judged once it has arrived (the planet floats forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() =>
    localStorage.setItem('czeus.settings', JSON.stringify({ seenIntro: true, language: 'fa' })),
  );
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
