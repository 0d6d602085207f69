import { expect, type Page, test } from '@playwright/test';
import { mysteryName, openGame } from './game.js';

/** What the count below keeps in the page. */
interface Renders {
  commits: number;
  components: number;
}

declare global {
  interface Window {
    __czeusRenders?: Renders;
  }
}

/** A React fiber, as much of it as the count reads. */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/**
 * Counts React's commits and the components each one rendered, through a stand-in for
 * DevTools' global hook that production React calls on every commit (the same count as
 * tools/bench/renders.mjs, which explains it): a function, class, forwardRef or memo component
 * whose fiber carries PerformedWork rendered; a subtree React reused untouched is skipped.
 */
function installRenderCount() {
  const COMPONENTS = new Set([0, 1, 11, 15]);
  const count: Renders = { commits: 0, components: 0 };
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENTS.has(f.tag) && (f.flags & 1) !== 0) count.components++;
      if (f.child && f.alternate?.child !== f.child) walk(f.child);
    }
  };
  window.__czeusRenders = count;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      count.commits++;
      if (root.current.alternate?.child !== root.current.child) walk(root.current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

const renders = (page: Page) => page.evaluate(() => ({ ...(window.__czeusRenders as Renders) }));

/** The bar's time, e.g. 178. */
const timeShown = async (page: Page) =>
  Number(
    /(\d+)/.exec(
      (await page
        .locator('.play__bar')
        .getByText(/^Time:/)
        .textContent()) ?? '',
    )?.[1],
  );

// The clock ticks once a second; only what shows the time draws again (docs/performance.md:
// one component a tick, against 18 when the screen held the whole game).
const MOST_PER_TICK = 2;

test('a clock tick renders only the clock; a move renders the board and the pad', async ({ page }) => {
  await page.addInitScript(installRenderCount);
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');

  const before = await renders(page);
  const shownBefore = await timeShown(page);
  await page.waitForTimeout(4200);
  const after = await renders(page);
  const ticks = shownBefore - (await timeShown(page));
  expect(ticks).toBeGreaterThanOrEqual(3);
  expect(after.commits - before.commits).toBeGreaterThanOrEqual(3);
  expect(after.components - before.components).toBeLessThanOrEqual(MOST_PER_TICK * ticks);

  // The count sees renders: a tap on a cell draws the grid and the pad.
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tapped = await renders(page);
  expect(tapped.components - after.components).toBeGreaterThan(MOST_PER_TICK);
});
