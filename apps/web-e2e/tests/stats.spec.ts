import { expect, test } from '@playwright/test';
import { openGame, solve } from './game.js';
import { seriousViolations } from './axe.js';

test('a guest who played one game opens their stats from the side menu: the charts, their tables, nothing axe finds serious', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const puzzle = await openGame(page, '/play?level=2&shape=1&difficulty=1');
  await solve(page, puzzle);
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/#stats$/);
  const stats = page.getByRole('dialog', { name: 'Your stats' });
  await expect(stats).toBeVisible();
  const games = stats.getByRole('definition').first();
  await expect(games).toHaveText('1');

  // Each chart is a picture with a name, and its figures as a table behind a toggle.
  const histogram = page.getByRole('figure', { name: 'Solve times' });
  await expect(histogram.getByRole('img', { name: /Solves in all: 1\./ })).toBeVisible();
  const calendar = page.getByRole('figure', { name: 'Dailies of the last 12 weeks' });
  await expect(calendar.getByRole('img', { name: /^Calendar of the last 12 weeks/ })).toBeVisible();
  await expect(calendar.locator('rect')).toHaveCount(84);
  const times = page.getByRole('figure', { name: 'Times per land and difficulty' });
  await expect(times.getByRole('img')).toBeVisible();

  for (const figure of [histogram, calendar, times]) {
    await figure.getByText('Show as a table').click();
  }
  const bars = histogram.getByRole('table');
  await expect(bars.getByRole('row')).toHaveCount(22);
  await expect(bars.getByRole('row').filter({ hasText: /1$/ })).toHaveCount(1);
  await expect(calendar.getByText('No daily solved yet.')).toBeVisible();
  await expect(times.getByRole('row', { name: /Autumnland, Easy/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily puzzles, last 30 days' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // In Persian the page and its charts run right to left; axe finds nothing there either.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('czeus.settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('czeus.settings', JSON.stringify({ ...saved, language: 'fa' }));
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('dialog', { name: 'آمار تو' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
