import { expect, type Page, test } from '@playwright/test';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { seriousViolations } from './axe.js';
import { asShown, mysteryName, solve, typeDigits, waitForGo } from './game.js';

/** Waits for the run's next puzzle while `act` asks for it; the puzzle as the board shows it. */
async function nextPuzzle(page: Page, act: () => Promise<unknown>) {
  const served = page.waitForResponse((r) => r.url().includes('/api/marathon/game?') && r.status() === 200);
  await act();
  const record = (await (await served).json()) as PuzzleRecord;
  return { record, puzzle: () => asShown(decodePuzzle(record), page) };
}

/**
 * axe once the balance's earned-gems figure has come and faded (mid-fade its contrast is the
 * fade's). It comes as the gems land, after the card; a game that earned none shows none.
 */
async function settledViolations(page: Page) {
  const change = page.locator('.gem-balance__change');
  await change.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  await expect(change).toBeHidden({ timeout: 5000 });
  return seriousViolations(page);
}

test('marathon at phone size: three puzzles a notch harder, the run’s bar and lives, the card between, resumed, and the best run on the stats screen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const first = await nextPuzzle(page, () => page.goto('/marathon'));
  expect(first.record).toMatchObject({ level: 1, shape: 1 });

  const card = page.getByRole('dialog', { name: 'Marathon' });
  await expect(card).toContainText('one life back, up to five');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Play' }).click();
  await waitForGo(page);

  let puzzle = first.puzzle();
  for (let step = 1; step <= 3; step++) {
    await expect(page.getByText(`Marathon ${step}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Lives:/)).toContainText('♥♥♥');
    await solve(page, puzzle);
    const done = page.getByRole('region', { name: `Puzzle ${step} done` });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(done).toContainText(`Next: Summerland, puzzle ${step + 1}, EASY`);
    await expect(done).toContainText(`Puzzles solved: ${step}`);
    // Three lives less none, one back per solve, five at most.
    await expect(done).toContainText(`Lives for the next puzzle: ${Math.min(5, 3 + step)}`);
    if (step === 1) expect(await settledViolations(page)).toEqual([]);
    if (step === 3) break;
    const next = await nextPuzzle(page, () => done.getByRole('button', { name: 'Next puzzle' }).click());
    expect(next.record).toMatchObject({ level: 1, shape: step + 1 });
    await waitForGo(page);
    puzzle = next.puzzle();
  }

  // Left and opened again the same day: the same run, on its fourth puzzle, no card first.
  const resumed = await nextPuzzle(page, () => page.goto('/marathon'));
  expect(resumed.record).toMatchObject({ level: 1, shape: 4 });
  await waitForGo(page);
  await expect(page.getByText('Marathon 4', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Lives:/)).toContainText('♥♥♥♥♥');

  await page.goto('/#stats');
  const stats = page.getByRole('dialog', { name: 'Your stats' });
  await expect(stats).toContainText('Best marathon');
  await expect(stats).toContainText(/3 puzzles, \d+:\d\d/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a run that loses its last life ends: the end card says its length and time, and New marathon starts another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await nextPuzzle(page, () => page.goto('/marathon'));
  const runs: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/marathon') && r.request().method() === 'POST')
      runs.push(((await r.json()) as { run: { runId: string } }).run.runId);
  });
  await page.getByRole('dialog', { name: 'Marathon' }).getByRole('button', { name: 'Play' }).click();
  await waitForGo(page);
  const puzzle = first.puzzle();
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  // The first puzzle is a single pair, whose mysteries take either of its digits.
  const right = puzzle.mysteries.map((m) => puzzle.cells[m].solution);
  const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !right.includes(d)).slice(0, 3);
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await typeDigits(page, wrong);

  const over = page.getByRole('region', { name: 'Marathon over' });
  await expect(over).toBeVisible({ timeout: 15_000 });
  await expect(over).toContainText('Puzzles solved: 0 · Time: 0:00');
  expect(await settledViolations(page)).toEqual([]);
  const again = await nextPuzzle(page, () => over.getByRole('button', { name: 'New marathon' }).click());
  expect(again.record).toMatchObject({ level: 1, shape: 1 });
  await expect(page.getByRole('dialog', { name: 'Marathon' })).toBeVisible();
  expect(runs).toHaveLength(1);
});

for (const [size, viewport] of [
  ['an upright phone', { width: 390, height: 844 }],
  ['a tablet', { width: 1180, height: 820 }],
] as const) {
  test.describe(`marathon on ${size}`, () => {
    test.use({ viewport });

    test('its card, bar and lives, and the card between show whole', async ({ page }) => {
      test.setTimeout(120_000);
      const first = await nextPuzzle(page, () => page.goto('/marathon'));
      const card = page.getByRole('dialog', { name: 'Marathon' });
      await card.getByRole('button', { name: 'Play' }).click();
      await waitForGo(page);
      await expect(page.getByText('Marathon 1', { exact: true })).toBeInViewport();
      await expect(page.getByText(/^Lives:/)).toBeInViewport();
      await solve(page, first.puzzle());
      const done = page.getByRole('region', { name: 'Puzzle 1 done' });
      await expect(done).toBeVisible({ timeout: 15_000 });
      await expect(done.getByRole('button', { name: 'Next puzzle' })).toBeInViewport({ ratio: 1 });
      expect(await settledViolations(page)).toEqual([]);
    });
  });
}
