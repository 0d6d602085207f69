import { expect, type Page, test } from '@playwright/test';
import { MIN_TEXT_PX, settledClue } from './board-text.js';

// The board's type, as the stage draws it: a clue's sum or product is set at 12 CSS pixels or
// more and drawn at that size, a square's four-digit product included (the board's narrow
// typeface fits it in its half of the cell; docs/decisions/0032-board-text-size.md). Where a
// board would come out smaller, play waits behind the "More room needed" prompt instead.

/** The smallest clue the stage draws, in CSS pixels (its type size, or less where a long product is fitted). */
async function drawnClue(page: Page): Promise<number> {
  const { type, drawn } = await settledClue(page);
  return Math.min(type, drawn);
}

/** The largest board of each land, and the first land's. */
const BOARDS = [
  '/play?level=3&shape=4&difficulty=1',
  '/play?level=2&shape=4&difficulty=1',
  '/play?level=1&shape=4&difficulty=1',
];

const SIZES = [
  { name: 'a phone held sideways', width: 844, height: 390 },
  { name: 'a phone held upright', width: 390, height: 844 },
  { name: 'a tablet', width: 1180, height: 820 },
  { name: 'a small phone held sideways', width: 568, height: 320 },
];

for (const { name, width, height } of SIZES)
  test.describe(name, () => {
    test.use({ viewport: { width, height } });

    test(`every land's largest board draws its clues at ${MIN_TEXT_PX} px or more, and no prompt covers it`, async ({
      page,
    }) => {
      test.slow(); // three boards, each started cold
      for (const board of BOARDS) {
        await page.goto(board);
        expect(await drawnClue(page), board).toBeGreaterThanOrEqual(MIN_TEXT_PX);
        await expect(page.getByRole('alertdialog', { name: 'More room needed' })).toHaveCount(0);
      }
    });
  });

test.describe('the largest tutorial board on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('turns as in play, so its clues are as readable', async ({ page }) => {
    await page.goto('/tutorial/winterland/4');
    expect(await drawnClue(page)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    // Turned: the six-square board stands taller than wide.
    const grid = await page.getByRole('grid').boundingBox();
    expect(grid && grid.height > grid.width).toBe(true);
  });
});

test.describe('a small phone held upright', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('a six-square board asks for more room and waits; a small board plays', async ({ page }) => {
    await page.goto('/play?level=3&shape=4&difficulty=1');
    const prompt = page.getByRole('alertdialog', { name: 'More room needed' });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    // Held: the countdown does not reach play while the prompt shows.
    await page.waitForTimeout(4000);
    await expect(page.getByRole('status').filter({ hasText: /^Go!$/ })).toHaveCount(0);
    const time = () => page.locator('.play__bar').textContent();
    const before = await time();
    await page.waitForTimeout(1500);
    expect(await time()).toBe(before);

    await page.goto('/play?level=1&shape=4&difficulty=1');
    expect(await drawnClue(page)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    await expect(prompt).toHaveCount(0);
  });
});
