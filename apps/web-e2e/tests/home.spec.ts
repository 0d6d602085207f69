import { expect, test } from '@playwright/test';

test('the home page reaches the game server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'cZeus' })).toBeVisible();
  const status = page.locator('.server-status');
  await expect(status).toHaveAttribute('data-state', 'ok');
  await expect(status).toContainText(/Game server ready \(version \d+\.\d+\.\d+\)/);
  const viewport = page.viewportSize();
  expect(viewport && viewport.width > viewport.height).toBe(true);
});

test('a client-side route is answered by the web app, an unknown API path by the API', async ({
  page,
  request,
}) => {
  const response = await page.goto('/tutorial/summerland/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial: Summerland, page 1 of 6');
  const api = await request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ statusCode: 404, message: 'error' });
});

test('?lang=no shows the Norwegian texts', async ({ page }) => {
  await page.goto('/?lang=no');
  await expect(page.locator('.server-status')).toContainText('Spillserveren er klar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});
