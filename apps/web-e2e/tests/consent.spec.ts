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
    // A page load is a session: its start comes first.
    events: [{ eventName: 'session_start' }, { eventName: 'screen_view', data: { screen: '/about' } }],
  });
  const answer = await request.response();
  expect(answer?.status()).toBe(202);
  expect(await answer?.json()).toEqual({ stored: 2 });
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

test.describe('a consenting player', () => {
  // A first visit (the intro shows) of a player who allowed analytics before.
  test.use(withSettings({ analyticsConsent: true }));

  test('a screen view on every screen: the intro, /play, /playblack, /daily and /marathon, after the session start', async ({
    page,
  }) => {
    const batches: { eventName: string; data?: { screen?: string } }[][] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/analytics')) batches.push(r.postDataJSON().events);
    });
    /** The screen views sent from this page once it leaves (its pagehide sends what waits). */
    const viewsSent = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      // Real time: a request sent at pagehide reaches this test's listener over the wire.
      await page.waitForTimeout(200);
      return batches.flat().flatMap((e) => (e.eventName === 'screen_view' ? [e.data?.screen] : []));
    };

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play now' })).toBeVisible();
    await expect.poll(viewsSent).toContain('intro');
    expect(batches[0][0]).toEqual({ eventName: 'session_start' });
    for (const screen of ['/play', '/playblack', '/daily', '/marathon']) {
      await page.goto(screen);
      await expect.poll(viewsSent).toContain(screen);
    }
  });
});
