/* global requestIdleCallback */
/**
 * Opens home at `base` in `page` and waits until it has settled (its idle preparation of the
 * play screen ran), as for a player who reads it before tapping: returns the Play button.
 *
 * The preparation is two idle callbacks, the play screen's chunk and then the stage, whose
 * last fetch is the board's typeface. On a 4x slower CPU the second callback can come more
 * than half a second after the first chunk arrived, so a quiet network alone let a tap land
 * before the stage had started, in about one run in three (docs/performance.md,
 * "29 Nov (later)"): the bench waits for the typeface and for the thread to be idle after it.
 */
export async function settledHomePlay(page, base) {
  await page.goto(`${base}/`);
  const play = page
    .locator('.puzzle-slider button.button--primary, main.home button.button--primary')
    .first();
  await play.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => /\/assets\/board-[^/]*\.woff2$/.test(e.name)),
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return play;
}
