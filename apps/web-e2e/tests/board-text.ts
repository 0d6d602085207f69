import { expect, type Page } from '@playwright/test';

/** The smallest board text a player can read at arm's length (apps/web/src/play/geometry.ts). */
export const MIN_TEXT_PX = 12;

/** The probes build's read-out of the stage (apps/web/src/play/stage/stage.ts). */
type Probed = { __czeusStage?: { boardText: () => { digit: number; clue: number; clueType: number } } };

/**
 * The board's clue text in CSS pixels: its type size (`type`), and the smallest as drawn once a
 * long product is fitted to its cell (`drawn`). Waited for while the board comes in (it grows
 * into place), then held: the same reading twice, half a second apart.
 */
export async function settledClue(page: Page): Promise<{ type: number; drawn: number }> {
  const text = () => page.evaluate(() => (window as Probed).__czeusStage?.boardText());
  const read = async () => (await text())?.clueType ?? Infinity;
  let last = NaN;
  await expect
    .poll(
      async () => {
        const [now, was] = [await read(), last];
        last = now;
        return Number.isFinite(now) && Math.abs(now - was) < 0.01;
      },
      // A tablet's 2x canvas in software GL, beside two other tests, takes its time to start.
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  const drawn = await text();
  console.log(`${page.url()} ${JSON.stringify(page.viewportSize())}: ${JSON.stringify(drawn)}`);
  return { type: last, drawn: drawn?.clue ?? Infinity };
}
