/**
 * Opens home at `base` in `page` and waits until it has settled (its idle preparation of the
 * play screen ran), as for a player who reads it before tapping: returns the Play button.
 */
export async function settledHomePlay(page, base) {
  await page.goto(`${base}/`);
  const play = page
    .locator('.puzzle-slider button.button--primary, main.home button.button--primary')
    .first();
  await play.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return play;
}
