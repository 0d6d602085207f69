import { expect, test } from '@playwright/test';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { asShown, solve, waitForGo } from './game.js';
import { hittable } from './reach.js';

// A daily late in the week is a big board played at a person's pace (game.ts: solve).
test.setTimeout(240_000);

test("a guest sees today's daily first on home, plays it to the end, sees the rank and copies the Share text", async ({
  page,
  context,
}) => {
  // A browser without the share sheet: Share copies to the clipboard, which this page may write and read.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));

  await page.goto('/');
  const card = page.getByRole('region', { name: /^Daily puzzle, / });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('New today, the same puzzle for everyone.');
  await expect(card).toContainText(/Next daily at .+ \(in \d+ h \d+ min\)/);
  // First: the card comes before the slider on the page and on the screen.
  // (On a phone held sideways the slider's box steps aside for its parts: its first slide stands for it.)
  const slide = page.getByRole('region', { name: 'Choose a puzzle' }).getByRole('listitem').first();
  const [cardBox, sliderBox] = [await card.boundingBox(), await slide.boundingBox()];
  expect(cardBox && sliderBox && cardBox.y < sliderBox.y).toBe(true);

  const served = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/daily' && r.status() === 200,
  );
  await card.getByRole('link', { name: 'Play the daily' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  const daily = (await (await served).json()) as { date: string; puzzle: PuzzleRecord };
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  await waitForGo(page);
  await solve(page, asShown(decodePuzzle(daily.puzzle), page));

  await expect(page.getByRole('heading', { name: 'cZeused! A perfect game.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  // A guest is not listed, but sees where they would stand, and is offered an account.
  await expect(page.getByText(/^You would rank \d+$/)).toBeVisible({ timeout: 10_000 });
  const top = page.getByRole('table', { name: 'Leaderboard' });
  await expect(top.getByRole('row', { name: /You/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make an account' })).toBeVisible();
  await expect(page.getByText(/^🔥 Streak 1 · best 1$/)).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`/daily/${daily.date}`);
  expect(copied).toContain(`cZeus daily ${daily.date}`);
  expect(copied).toMatch(/^⏱ \d+:\d{2} · 💡 0 · 🔥 1$/m);

  // The whole card is in view on a phone held sideways: nothing is cut off or needs scrolling.
  for (const part of [
    page.getByRole('heading', { name: 'cZeused! A perfect game.' }),
    page.getByText(/^You would rank \d+$/),
    page.getByRole('button', { name: 'Share' }),
    page.getByRole('button', { name: 'Continue' }),
  ])
    expect(await hittable(part), await part.innerText()).toBe(true);

  // The stats' history lists the daily as solved.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Stats' }).click();
  const history = page.getByRole('table', { name: 'Daily puzzles, last 30 days' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('cell', { name: 'Solved', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Play again from the side menu serves the daily again (GET /game knows no daily).
  const again = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/daily' && !new URL(r.url()).searchParams.has('peek'),
  );
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Play again' }).click();
  expect((await again).status()).toBe(200);
  await waitForGo(page);
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
  await expect(page).toHaveURL(/\/daily$/);
});

test('a daily of a date that is no date, or is past the archive, says so with a way home', async ({
  page,
}) => {
  await page.goto('/daily/2026-02-30');
  await expect(page.getByRole('alert')).toHaveText('There is no daily puzzle for that date.');
  await page.goto('/daily/2001-01-01');
  await expect(page.getByRole('alert')).toHaveText(
    'Daily puzzles stay open for 30 days; that one has closed.',
  );
  await page.getByRole('link', { name: 'Back to the puzzles' }).click();
  await expect(page.getByRole('region', { name: /^Daily puzzle, / })).toBeVisible({ timeout: 10_000 });
});
