import { expect, type Page, test } from '@playwright/test';
import { openGame } from './game.js';
import { pad } from './reach.js';

// A tablet's layout grows with the screen. Runs at tablet size only.

/** Keys a thumb finds without looking, on a screen held at arm's length. */
const TABLET_KEY_PX = 64;
/** The bar's text read at arm's length. */
const TABLET_BAR_TEXT_PX = 18;
/** The board's share of the screen's matching side. */
const BOARD_SHARE = 0.7;

test('the pad keys are big, the bar reads at arm’s length and the board fills the screen', async ({
  page,
}) => {
  const puzzle = await openGame(page, '/play?level=2&shape=4&difficulty=1');
  await expectKeysBarAndBoard(page, puzzle);
});

// A first land's board (2 x 2 mysteries, as every summerland puzzle but the single pair) fills the
// tablet as a 4-squares board does: the mysteries' size cap (play/geometry.ts MAX_UNIT) is for a
// single pair, not for the boards a newcomer plays.
test('a first land’s board fills the screen too', async ({ page }) => {
  const puzzle = await openGame(page, '/play?level=1&shape=4&difficulty=1');
  await expectKeysBarAndBoard(page, puzzle);
});

async function expectKeysBarAndBoard(page: Page, puzzle: Awaited<ReturnType<typeof openGame>>) {
  const keys = pad(page).getByRole('button');
  await expect(keys).toHaveCount(11);
  for (const key of await keys.all()) {
    const box = await key.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), await key.innerText()).toBeGreaterThanOrEqual(
      TABLET_KEY_PX,
    );
  }
  const barText = await page
    .locator('.play__bar')
    .evaluate((bar) => Number.parseFloat(getComputedStyle(bar).fontSize));
  expect(barText).toBeGreaterThanOrEqual(TABLET_BAR_TEXT_PX);

  // The accessible grid lies over the drawn board cell by cell (stage.spec.ts): its extent is the board's.
  const cells = await page.getByRole('gridcell').evaluateAll((all) =>
    all.map((cell) => {
      const { top, bottom, left, right } = cell.getBoundingClientRect();
      return { top, bottom, left, right };
    }),
  );
  expect(cells.length).toBeGreaterThanOrEqual(puzzle.mysteries.length);
  const viewport = page.viewportSize() ?? { width: 1, height: 1 };
  const landscape = viewport.width > viewport.height;
  const extent = landscape
    ? Math.max(...cells.map((c) => c.bottom)) - Math.min(...cells.map((c) => c.top))
    : Math.max(...cells.map((c) => c.right)) - Math.min(...cells.map((c) => c.left));
  const side = landscape ? viewport.height : viewport.width;
  expect(extent / side).toBeGreaterThanOrEqual(BOARD_SHARE);
}
