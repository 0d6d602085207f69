import { expect, test } from '@playwright/test';
import { openGame } from './game.js';

// Timed against what a player feels: it runs in the `quiet` project, once every other test has
// finished (a loaded machine's timers fire late, which is the machine's lag, not the game's).

test('the countdown starts once the board is on screen, and play three seconds after', async ({ page }) => {
  await openGame(page, '/play?level=1&shape=1&difficulty=1');
  await expect(page.locator('.stage-box--live')).toBeVisible({ timeout: 15_000 });
  const marks = await page.evaluate(() =>
    Object.fromEntries(
      ['czeus:board-drawn', 'czeus:countdown', 'czeus:board-ready'].map((name) => [
        name,
        performance.getEntriesByName(name).at(-1)?.startTime ?? null,
      ]),
    ),
  );
  const drawn = marks['czeus:board-drawn'] as number;
  const counting = marks['czeus:countdown'] as number;
  const ready = marks['czeus:board-ready'] as number;
  expect(drawn).not.toBeNull();
  expect(counting).toBeGreaterThanOrEqual(drawn);
  // Not the fallback for a stage that never draws (FIRST_FRAME_WAIT_MS, 1.5 s).
  expect(counting - drawn).toBeLessThan(500);
  expect(ready - counting).toBeGreaterThanOrEqual(3000);
  expect(ready - counting).toBeLessThan(3600);
});
