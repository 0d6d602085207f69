import { expect, type Page, test } from '@playwright/test';
import { keepEndCard, openGame, solve } from './game.js';

/**
 * Enough games that a board kept per game (several hundred kB each) passes the bound after the
 * warm-up, where what grows by design (about 60 kB a game, slowing) stays well under it.
 */
const GAMES = 12;

/** Plays the puzzle the home screen's Play button opens, to the end screen, and goes home. */
async function playOne(page: Page) {
  const puzzle = await openGame(page, () => page.getByRole('button', { name: /^Play Summerland/ }).click());
  await solve(page, puzzle);
  await keepEndCard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('link', { name: 'Choose a puzzle' }).click();
}

test('twelve games in a row, home and back each time, leave no growing heap', async ({ page }) => {
  test.setTimeout(300_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto('/');
  const sizes: number[] = [];
  for (let game = 1; game <= GAMES; game++) {
    await playOne(page);
    sizes.push(await heapAfterGc());
  }
  // After the first games have warmed every cache (fonts, textures, chunks), what still grows is
  // V8's compiled code and the browser's performance-entry buffers (heap snapshot diff, see
  // docs/performance.md), about 60 kB a game and slowing; a board kept per game would add
  // several hundred kB each time.
  const warm = sizes[5];
  const last = sizes[GAMES - 1];
  console.log(sizes.map((s) => (s / 1e6).toFixed(2)).join(' '));
  console.log(
    `heap after game 6: ${(warm / 1e6).toFixed(2)} MB, after game ${GAMES}: ${(last / 1e6).toFixed(2)} MB`,
  );
  expect(last - warm).toBeLessThan(1_200_000);
  expect(await page.locator('canvas').count()).toBeLessThanOrEqual(1);
});
