import { expect, type Page, test } from '@playwright/test';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';

const GAMES = 20;

/** Plays the puzzle the home screen's Play button opens, to the end screen, through the grid. */
async function playOne(page: Page) {
  const served = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
  await page.getByRole('button', { name: /^Play Summerland/ }).click();
  const puzzle = decodePuzzle((await (await served).json()) as PuzzleRecord);
  const go = page.getByRole('status').filter({ hasText: /^Go!$/ });
  await expect(go).toBeVisible({ timeout: 8000 });
  await expect(go).toBeHidden({ timeout: 4000 });
  for (const cell of puzzle.mysteries) {
    if (puzzle.cells[cell].given) continue;
    const { y, x } = puzzle.cells[cell];
    await page
      .getByRole('gridcell', { name: `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, empty` })
      .click();
    await page.keyboard.press(String(puzzle.cells[cell].solution));
  }
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('link', { name: 'Choose a puzzle' }).click();
}

test('twenty games in a row, home and back each time, leave no growing heap', async ({ page }) => {
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
  const warm = sizes[4];
  const last = sizes[GAMES - 1];
  console.log(sizes.map((s) => (s / 1e6).toFixed(2)).join(' '));
  console.log(
    `heap after game 5: ${(warm / 1e6).toFixed(2)} MB, after game ${GAMES}: ${(last / 1e6).toFixed(2)} MB`,
  );
  expect(last - warm).toBeLessThan(1_500_000);
  expect(await page.locator('canvas').count()).toBeLessThanOrEqual(1);
});
