import { expect, test } from '@playwright/test';

test('every route of the spec opens a screen in history mode', async ({ page }) => {
  test.slow(); // fourteen screens, each loaded cold
  const routes: [string, RegExp | string][] = [
    ['/home', 'cZeus'],
    ['/about', 'About cZeus'],
    ['/rules', 'How to play'],
    ['/login', 'Log in'],
    ['/play?id=abc', 'Play'],
    ['/playclue', 'Addition and multiplication clues'],
    ['/playestimation', 'Square value'],
    ['/playcommon', 'Common factor'],
    ['/playblack', 'Play'],
    ['/playdeduction', 'Deduction'],
    ['/playclueselect', 'Practice'],
    ['/resetPassword/some-code', 'cZeus'], // home, with #setpassword over it (overlays.spec.ts)
    ['/SetAlphaPassword', 'Set a new password'],
    ['/no/such/page', 'cZeus'],
  ];
  for (const [path, heading] of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  await expect(page.getByRole('note')).toHaveText('There is no page here, so here are the puzzles.');
  await page.goto('/play?id=abc');
  await expect(page.getByRole('alert')).toHaveText('The puzzle could not be loaded.');
});

test('tutorial paths redirect to an existing page', async ({ page }) => {
  for (const [path, target] of [
    ['/tutorial', '/tutorial/summerland/1'],
    ['/tutorial/autumnland/9', '/tutorial/autumnland/1'],
    ['/tutorial/nowhere/2', '/tutorial/summerland/1'],
    ['/tutorial/winterland/4', '/tutorial/winterland/4'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(target);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The biggest boards');
  const where = page
    .getByRole('navigation', { name: 'Tutorial pages' })
    .getByText('Tutorial: Winterland, page 4 of 4');
  await expect(where).toBeAttached();
  // A phone in landscape shows the short form beside the buttons; other screens the long one.
  const compact = (page.viewportSize()?.height ?? 0) <= 500;
  await expect(compact ? page.getByText('4/4', { exact: true }) : where).toBeVisible();
});

test('the side menu opens from the URL and closes with Escape and the back button', async ({ page }) => {
  await page.goto('/#sideMenu');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/#sideMenu$/);
  await page.goBack();
  await expect(menu).toBeHidden();
});

test('focus stays inside an open overlay', async ({ page }) => {
  await page.goto('/#options');
  await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    // Focus may pass through the browser's own UI between cycles, never to the page behind.
    const escaped = await page.evaluate(
      () => document.activeElement !== document.body && !document.activeElement?.closest('dialog[open]'),
    );
    expect({ tab: i, escaped }).toEqual({ tab: i, escaped: false });
  }
});

test('options persist across a reload', async ({ page }) => {
  await page.goto('/#options');
  const sound = page.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
});

test('a menu link navigates and closes the menu; back does not reopen it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About cZeus' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About cZeus');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('Persian is laid out right to left, and the choice is kept', async ({ page }) => {
  await page.goto('/#sideMenu');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دربارهٔ cZeus');
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the top bar shows the gem balance the server keeps for the guest', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
});

test('no screen is wider than the window (a phone would zoom the page out)', async ({ page }) => {
  for (const path of ['/', '/rules', '/about', '/login', '/tutorial/summerland/1', '/play?level=3&shape=4']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const [content, window] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect({ path, content }).toEqual({ path, content: window });
  }
});
