import { expect, type Page, test } from '@playwright/test';
import { mysteryName, openGame, waitForGo } from './game.js';

const startPlaying = (page: Page) => openGame(page, '/play?level=1&shape=1&difficulty=1');

const secondsShown = async (page: Page) =>
  Number(/(\d+)/.exec((await page.getByText(/^Time: \d+$/).textContent()) ?? '')?.[1]);

test('the clock stops while an overlay is open and runs again when it closes', async ({ page }) => {
  await page.clock.install();
  await startPlaying(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const paused = await secondsShown(page);
  // Paused time adds nothing to the play time the server checks against its own clock.
  await page.clock.runFor(2500);
  expect(await secondsShown(page)).toBe(paused);
  await page.keyboard.press('Escape');
  await expect.poll(() => secondsShown(page), { timeout: 4000 }).toBeLessThan(paused);
});

test('Escape closes the menu opened over a selected cell, and play goes on', async ({ page }) => {
  const puzzle = await startPlaying(page);
  const cell = puzzle.mysteries.find((c) => !puzzle.cells[c].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const paused = await secondsShown(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The address no longer names the menu, so nothing holds the game.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
  await expect.poll(() => secondsShown(page), { timeout: 4000 }).toBeLessThan(paused);
});

test('the sound button mutes and unmutes with one tap, and the choice is kept', async ({ page }) => {
  await startPlaying(page);
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
});

test('leaving mid-game asks first; keep playing stays, leave goes', async ({ page }) => {
  await startPlaying(page);
  await page.getByRole('link', { name: 'cZeus' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave this puzzle?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/play\?level=1&shape=1&difficulty=1$/);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About cZeus' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About cZeus');
});

test('"Play again" in the side menu starts the puzzle over', async ({ page }) => {
  const puzzle = await startPlaying(page);
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const digit = puzzle.cells[cell].solution as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await page.keyboard.press(String(digit));
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell, digit) })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Play again' }).click();
  await waitForGo(page);
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell) })).toBeVisible();
  await expect(page).toHaveURL(/\/play\?level=1&shape=1&difficulty=1$/);
});

test('the back button mid-game asks first too; keep playing stays, leave goes back', async ({ page }) => {
  await page.goto('/rules');
  await startPlaying(page);
  const ask = page.getByRole('dialog', { name: 'Leave this puzzle?' });
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/play\?level=1&shape=1&difficulty=1$/);
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();

  // An overlay still closes with back, without asking.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(ask).toBeHidden();

  await page.goBack();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/rules$/);
});
