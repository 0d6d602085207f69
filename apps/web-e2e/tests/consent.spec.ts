import { expect, type Request, test } from '@playwright/test';
import { withSettings } from './settings.js';

// A player past the intro who has not answered the consent question yet.
test.use(withSettings({ seenIntro: true }));

test('analytics leave the browser only after the player allows them', async ({ page }) => {
  const sent: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/analytics') && sent.push(r));

  await page.goto('/');
  const bar = page.getByRole('complementary', { name: /We count which screens are used/ });
  await expect(bar).toBeVisible();
  await page.goto('/rules');
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // Real time: a request sent at pagehide reaches this test's listener over the wire.
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(bar).toBeHidden();
  await page.goto('/about');
  const posted = page.waitForRequest((r) => r.url().includes('/api/analytics'));
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({
    consent: true,
    events: [{ eventName: 'screen_view', data: { screen: '/about' } }],
  });
  const answer = await request.response();
  expect(answer?.status()).toBe(202);
  expect(await answer?.json()).toEqual({ stored: 1 });
});

test('a no is kept: the bar does not ask again and nothing is sent', async ({ page }) => {
  const sent: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/analytics') && sent.push(r));
  await page.goto('/');
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'No, thanks' })).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // Real time: a request sent at pagehide reaches this test's listener over the wire.
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
});

test('the consent question leaves the board alone and asks again on the next screen', async ({ page }) => {
  const bar = page.getByRole('complementary', { name: /We count which screens are used/ });
  await page.goto('/play?level=1&shape=1&difficulty=1');
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  await expect(bar).toBeHidden();
  await page.goto('/rules');
  await expect(bar).toBeVisible();
});
