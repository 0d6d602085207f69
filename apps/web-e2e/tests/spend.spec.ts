import { expect, type Page, test } from '@playwright/test';
import { mysteryName, openGame } from './game.js';
import { withSettings } from './settings.js';

// A player who has not ticked "don't ask again" (the suite's other players have).
test.use(
  withSettings({
    analyticsConsent: false,
    seenIntro: true,
    tutorialsSeen: ['summerland', 'autumnland', 'winterland'],
  }),
);

const secondsLeft = async (page: Page) =>
  Number(/Time: (\d+)/.exec((await page.locator('.play__bar').textContent()) ?? '')?.[1]);

test('spending asks first with the price, pauses play while it asks, and stops asking when told', async ({
  page,
}) => {
  await page.clock.install();
  const puzzle = await openGame(page, '/play?level=2&shape=4&difficulty=2');
  const warning = page.getByRole('dialog', { name: 'Use a smart hint?' });

  await page.getByRole('button', { name: /Smart hint/ }).click();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('100 gems');
  const asked = await secondsLeft(page);
  // Paused time adds nothing to the play time the server checks against its own clock.
  await page.clock.runFor(2200);
  expect(await secondsLeft(page)).toBe(asked);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(page.locator('.gem-balance')).toHaveText('◆500');
  await expect(page.locator('.hint-box')).toBeHidden();

  // A reveal asks too, with its own price.
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await page.getByRole('button', { name: /Reveal/ }).click();
  const reveal = page.getByRole('dialog', { name: 'Reveal this cell?' });
  await expect(reveal).toContainText('200 gems');
  await page.keyboard.press('Escape');
  await expect(reveal).toBeHidden();

  // "Don't ask again", OK: the hint is bought and shown.
  await page.getByRole('button', { name: /Smart hint/ }).click();
  await warning.getByRole('checkbox', { name: "Don't ask again" }).check();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.hint-box')).toBeVisible();
  await expect(page.locator('.gem-balance')).toHaveText('◆400');
  await page.getByRole('button', { name: /Smart hint/ }).click(); // hides the hint
  await expect(page.locator('.hint-box')).toBeHidden();
  // What the game would refuse is said at once, without asking (this puzzle has one hint).
  await page.getByRole('button', { name: /Smart hint/ }).click();
  await expect(page.getByRole('alert')).toHaveText('No smart hint left for this puzzle.');
  await expect(warning).toBeHidden();
  await expect(page.locator('.gem-balance')).toHaveText('◆400');

  // Options can turn the question back on.
  await page.goto('/play?level=2&shape=4&difficulty=2#options');
  await expect(page.getByRole('switch', { name: 'Ask before a smart hint spends gems' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Ask before a reveal spends gems' })).toBeChecked();
});
