import { expect, type Page, test } from '@playwright/test';
import { mysteryName, openGame } from './game.js';

/** The stage's read-only debug hook (apps/web/src/play/stage/runtime.tsx). */
declare global {
  interface Window {
    __czeusStage?: { tickerStarted: () => boolean; frames: () => number; effects: () => number };
  }
}

/** Opens /play and waits for play and for the canvas to draw the board. */
async function openStageGame(page: Page, path: string) {
  const puzzle = await openGame(page, path);
  await expect(page.locator('.stage-box--live')).toBeVisible({ timeout: 15_000 });
  return puzzle;
}

const stage = (page: Page) =>
  page.evaluate(() => ({
    started: window.__czeusStage?.tickerStarted() ?? null,
    frames: window.__czeusStage?.frames() ?? -1,
  }));

/** Waits until nothing moves on the board: the ticker is stopped. */
async function idle(page: Page) {
  await expect.poll(async () => (await stage(page)).started, { timeout: 10_000 }).toBe(false);
}

test('one canvas for the session, kept across routes; a lost WebGL context comes back and play goes on', async ({
  page,
}) => {
  const puzzle = await openStageGame(page, '/play?level=1&shape=4&difficulty=1');
  await expect(page.locator('canvas')).toHaveCount(1);

  // Lose the WebGL context and get it back: the board is drawn again.
  const before = (await stage(page)).frames;
  await page.evaluate(async () => {
    const element = document.querySelector('canvas') as HTMLCanvasElement;
    const gl = (element.getContext('webgl2') ?? element.getContext('webgl')) as WebGLRenderingContext;
    const lose = gl.getExtension('WEBGL_lose_context') as WEBGL_lose_context;
    const lost = new Promise((r) => element.addEventListener('webglcontextlost', r, { once: true }));
    lose.loseContext();
    await lost;
    // The browser may restore only once the lost event has been handled (Pixi prevents its
    // default); the next task was not always enough for a tablet-sized canvas on a loaded machine.
    await new Promise((r) => setTimeout(r, 100));
    const restored = new Promise((r) => element.addEventListener('webglcontextrestored', r, { once: true }));
    lose.restoreContext();
    await restored;
  });
  await expect.poll(async () => (await stage(page)).frames, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(page.locator('canvas')).toHaveCount(1);

  // The game still plays through the accessible grid.
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const digit = puzzle.cells[cell].solution as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await page.keyboard.press(String(digit));
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell, digit) })).toBeVisible();
  await idle(page);

  // Home and back: the same canvas returns, and it is still the only one.
  const canvas = await page.locator('canvas').elementHandle();
  const left = (await stage(page)).frames;
  await page.locator('.top-bar__title').click();
  // Mid-game, leaving asks first.
  await page
    .getByRole('dialog', { name: 'Leave this puzzle?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1);
  expect(await page.evaluate((c) => c === document.querySelector('canvas'), canvas)).toBe(true);
  await expect(page.locator('.stage-box--live')).toBeVisible();
  await expect.poll(async () => (await stage(page)).frames).toBeGreaterThan(left);
  await idle(page);
});

test('the ticker runs only while something moves, and the board lies under the grid cell by cell', async ({
  page,
}) => {
  await page.clock.install();
  const puzzle = await openStageGame(page, '/play?level=2&shape=1&difficulty=1');
  await idle(page);
  // Idle: the clock ticks every second, the board does not draw, and no frame loop runs at all
  // (not even Pixi's own clean-up ticker): the page asks for no animation frame. The page's
  // clock runs 2.5 s at once; nothing is played or posted, so the server's clock is not asked.
  const still = (await stage(page)).frames;
  await page.evaluate(() => {
    const watch = window as unknown as { framesAsked: number; stopWatching: () => void };
    watch.framesAsked = 0;
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      watch.framesAsked++;
      return original(callback);
    };
    watch.stopWatching = () => (window.requestAnimationFrame = original);
  });
  await page.clock.runFor(2500);
  const frameRequests = await page.evaluate(() => {
    const watch = window as unknown as { framesAsked: number; stopWatching: () => void };
    watch.stopWatching();
    return watch.framesAsked;
  });
  expect((await stage(page)).frames).toBe(still);
  expect(frameRequests).toBeLessThanOrEqual(2);

  // A selection moves the highlight (the ticker starts), then everything stops again.
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const target = page.getByRole('gridcell', { name: mysteryName(puzzle, cell) });
  // Sample the ticker every animation frame: it must run while the highlight moves.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { __seen: boolean[] }).__seen = seen;
    const sample = () => {
      seen.push(window.__czeusStage?.tickerStarted() ?? false);
      if (seen.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await target.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __seen: boolean[] }).__seen.includes(true)))
    .toBe(true);
  await idle(page);
  expect((await stage(page)).frames).toBeGreaterThan(still);

  // The grid's cells stand where the canvas draws them: inside the canvas, the text invisible.
  const box = await page.locator('canvas').boundingBox();
  const cellBox = await target.boundingBox();
  expect(box && cellBox).toBeTruthy();
  expect(cellBox!.x).toBeGreaterThanOrEqual(box!.x);
  expect(cellBox!.y).toBeGreaterThanOrEqual(box!.y);
  expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(cellBox!.y + cellBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
  expect(await target.evaluate((b) => getComputedStyle(b).color)).toBe('rgba(0, 0, 0, 0)');
});

/**
 * Notes on every animation frame whether the ticker runs, from now on: a tween runs it for
 * several frames, so one that ran cannot slip between two looks.
 */
async function watchTicker(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { ran: false };
    (window as unknown as { __tickerSeen: typeof seen }).__tickerSeen = seen;
    const look = () => {
      seen.ran ||= window.__czeusStage?.tickerStarted() ?? false;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () =>
    page.evaluate(() => (window as unknown as { __tickerSeen: { ran: boolean } }).__tickerSeen.ran);
}

/** The frames drawn once the page has drawn two more animation frames. */
const framesAfterTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.__czeusStage?.frames() ?? -1)),
        ),
      ),
  );

test('with reduced motion the board changes at once, without running the ticker', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const puzzle = await openStageGame(page, '/play?level=1&shape=2&difficulty=1');
  await idle(page);
  const [cell, other] = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
  const tickerRan = await watchTicker(page);

  // The selection is drawn in the next frame or so, not after a tween.
  const before = (await stage(page)).frames;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  expect(await framesAfterTwoFrames(page)).toBeGreaterThan(before);
  const digit = puzzle.cells[cell].solution as number;
  await page.keyboard.press(String(digit === 9 ? 1 : digit + 1));
  await expect(page.getByText('Lives: ♥♥♡', { exact: true })).toBeVisible();
  await framesAfterTwoFrames(page);
  expect(await tickerRan()).toBe(false);

  // The same look sees the ticker once motion is allowed: it would have caught a tween above.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('gridcell', { name: mysteryName(puzzle, other) }).click();
  await expect.poll(tickerRan).toBe(true);
});
