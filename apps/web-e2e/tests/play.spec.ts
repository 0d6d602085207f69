import { expect, test } from '@playwright/test';
import { keepEndCard, mysteryName, openGame, solve, typeDigits } from './game.js';
import { waitingGames } from './waiting-games.js';

const wrongOf = (solution: number) => (solution === 9 ? 1 : solution + 1);

test('the torch and dimming switches say what they became, over the board, which does not move', async ({
  page,
}) => {
  await openGame(page, '/play?level=1&shape=1&difficulty=1');
  const board = page.getByRole('grid', { name: 'cZeus puzzle' });
  const before = await board.boundingBox();
  const torch = page.getByRole('button', { name: 'Torch' });
  await torch.click();
  await expect(torch).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: /^Torch off\.$/ })).toBeVisible();
  await torch.click();
  await expect(page.getByRole('status').filter({ hasText: /^Torch on: / })).toBeVisible();
  await page.getByRole('button', { name: 'Dim unrelated cells' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Dimming off\.$/ })).toBeVisible();
  expect(await board.boundingBox()).toEqual(before);
  await expect(page.getByRole('status').filter({ hasText: /^Dimming off\.$/ })).toBeHidden({ timeout: 5000 });
});

test('three stars after a reveal are "solved with help", not a perfect game', async ({ page }) => {
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');
  const [first, ...rest] = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
  await page.getByRole('gridcell', { name: mysteryName(puzzle, first) }).click();
  await page.getByRole('button', { name: /Reveal/ }).click();
  await expect(
    page.getByRole('gridcell', { name: mysteryName(puzzle, first, puzzle.cells[first].solution) }),
  ).toBeVisible();
  await solve(page, { ...puzzle, mysteries: rest });
  // The finished board stays in view a moment before the end card (spec: about 2.5 s).
  const title = page.getByRole('heading', { name: 'Three stars, solved with help.' });
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
  await expect(title).toBeHidden();
  await expect(title).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stars: 3 of 3' })).toBeVisible();
});

test('a whole game through the accessible grid: the server records it and the profile shows it', async ({
  page,
}) => {
  const puzzle = await openGame(page, '/play?level=2&shape=1&difficulty=1');
  await solve(page, puzzle);
  await expect(page.getByRole('heading', { name: 'cZeused! A perfect game.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  await keepEndCard(page);
  const profile = await page.evaluate(async () => {
    const res = await fetch('/api/user/profile', {
      headers: { 'x-session-id': localStorage.getItem('czeus.sessionId') ?? '' },
    });
    return (await res.json()) as { gamesCount: number; topScore: number };
  });
  expect(profile.gamesCount).toBe(1);
  expect(profile.topScore).toBeGreaterThan(0);

  // The end screen shows the three stars and the server's score, bonus included.
  const stars = page.getByRole('list', { name: 'Stars: 3 of 3' });
  await expect(stars.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText(`Score: ${profile.topScore}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Three-star bonus included: 500', { exact: true })).toBeVisible();

  // One perfect game is not yet a level-up in land 2 (Y needs 2): Continue serves another
  // puzzle of the same step, and a new game counts down.
  const next = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await next;
  await expect(page).toHaveURL(/\/play\?level=2&shape=1&difficulty=1$/);
  await expect(page.getByRole('status').filter({ hasText: /^Go!$/ })).toBeVisible({ timeout: 8000 });
});

test("a won game's card counts down and continues by itself to the next puzzle", async ({ page }) => {
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');
  await solve(page, puzzle);
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  // Spec: the countdown starts at 6 once the card has settled, on the Continue button.
  await expect(page.getByRole('button', { name: /^Continue \([1-6]\)$/ })).toBeVisible();
  const next = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200, {
    timeout: 15_000,
  });
  await next;
  await expect(page.locator('.end-screen')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Go!$/ })).toBeVisible({ timeout: 8000 });
});

test('the countdown waits for the saved result, and a touch on the card stops it for good', async ({
  page,
}) => {
  // The score's answer held back: the card settles, but Continue's way on is not known yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/game/score', async (route) => {
    await held;
    await route.continue();
  });
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');
  await solve(page, puzzle);
  await expect(page.locator('.end-screen #end-title')).not.toHaveClass(/end-screen__pending/, {
    timeout: 15_000,
  });
  const counting = page.getByRole('button', { name: /^Continue \([1-6]\)$/ });
  const plain = page.getByRole('button', { name: 'Continue', exact: true });
  // Time for the figures to finish counting: the card has settled, and still nothing counts down.
  await page.waitForTimeout(3000);
  await expect(plain).toBeVisible();
  release();
  await expect(counting).toBeVisible({ timeout: 10_000 });
  await page.locator('.end-screen #end-title').click();
  await expect(plain).toBeVisible();
  // Longer than the whole countdown: the card is still there, and so is the plain Continue.
  await page.waitForTimeout(7000);
  await expect(plain).toBeVisible();
  await expect(counting).toHaveCount(0);
});

test('switched off in Options, a won card waits for Continue', async ({ page }) => {
  await page.goto('/#options');
  await page.getByRole('switch', { name: 'Continue by itself after a won game' }).click();
  await expect(page.getByRole('switch', { name: 'Continue by itself after a won game' })).not.toBeChecked();
  const puzzle = await openGame(page, '/play?level=1&shape=1&difficulty=1');
  await solve(page, puzzle);
  await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
    timeout: 10_000,
  });
  await page.waitForTimeout(7000);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});

test('a wrong number costs a life, says why and buzzes; the pad buttons enter digits', async ({ page }) => {
  // The phone's vibrator, as the page calls it (Chromium has the Vibration API; a test has no motor).
  await page.addInitScript(() => {
    const buzzes: number[][] = [];
    Object.assign(window, { buzzes });
    navigator.vibrate = (pattern) => buzzes.push([pattern].flat()) > 0;
  });
  const puzzle = await openGame(page, '/play?level=3&shape=1&difficulty=2');
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const solution = puzzle.cells[cell].solution as number;
  const wrong = solution === 9 ? 1 : solution + 1;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  const wrongButton = page.getByRole('group', { name: 'Numbers' }).getByRole('button', {
    name: String(wrong),
    exact: true,
  });
  // The flash lasts a second: watch for it from before the tap, whatever the machine's pace.
  const flashed = wrongButton.evaluate(
    (button) =>
      new Promise<boolean>((resolve) => {
        const seen = new MutationObserver(() => {
          if (button.classList.contains('is-wrong')) resolve(true);
        });
        seen.observe(button, { attributes: true, attributeFilter: ['class'] });
        setTimeout(() => resolve(false), 10_000);
      }),
  );
  await wrongButton.click();
  await expect(page.getByText('Lives: ♥♥♡', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`${wrong} is not right here.`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { buzzes: number[][] }).buzzes))
    .toEqual([[40, 60, 40]]);
  // The pad's button flashes red for the answer's second too (spec: on pad and cell).
  expect(await flashed).toBe(true);
  await expect(wrongButton).not.toHaveClass(/is-wrong/, { timeout: 3000 });
  await page
    .getByRole('group', { name: 'Numbers' })
    .getByRole('button', { name: String(solution), exact: true })
    .click();
  const { y, x } = puzzle.cells[cell];
  await expect(
    page.getByRole('gridcell', { name: `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, ${solution}` }),
  ).toBeVisible();
});

test('switched off in Options, a wrong number does not buzz', async ({ page }) => {
  await page.addInitScript(() => {
    const buzzes: number[][] = [];
    Object.assign(window, { buzzes });
    navigator.vibrate = (pattern) => buzzes.push([pattern].flat()) > 0;
  });
  await page.goto('/#options');
  const vibration = page.getByRole('switch', { name: 'Vibration' });
  await expect(vibration).toBeChecked();
  await vibration.click();
  await expect(vibration).not.toBeChecked();
  const puzzle = await openGame(page, '/play?level=3&shape=1&difficulty=2');
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const solution = puzzle.cells[cell].solution as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await typeDigits(page, [solution === 9 ? 1 : solution + 1]);
  await expect(page.getByText('Lives: ♥♥♡', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { buzzes: number[][] }).buzzes)).toEqual([]);
});

test('a score the server did not get is kept and sent after a reload', async ({ page }) => {
  await page.route('**/api/game/score', (route) => route.abort());
  const puzzle = await openGame(page, '/play?level=2&shape=2&difficulty=1');
  await solve(page, puzzle);
  await expect(
    page.getByRole('status').filter({ hasText: 'Could not save yet; trying again.' }),
  ).toBeVisible();
  await page.unroute('**/api/game/score');
  const resent = page.waitForResponse((r) => r.url().includes('/api/game/score') && r.status() === 200);
  await page.goto('/');
  await resent;
  const profile = await page.evaluate(async () => {
    const res = await fetch('/api/user/profile', {
      headers: { 'x-session-id': localStorage.getItem('czeus.sessionId') ?? '' },
    });
    return (await res.json()) as { gamesCount: number };
  });
  expect(profile.gamesCount).toBe(1);
  expect(await waitingGames(page)).toEqual([]);
});

// Every land's shapes that turn or grow: single pair, 2-squares (turned on a phone), 3-squares
// L-shape, 6-squares; each played through the grid to the server's recorded result.
for (const [level, shape] of [
  [1, 1],
  [1, 3],
  [2, 2],
  [3, 3],
  [3, 4],
] as const) {
  test(`level ${level} shape ${shape} plays to the end screen and the server records it`, async ({
    page,
  }) => {
    // A whole game of up to 24 cells on a software-rendered canvas: 30-40 s alone, twice that
    // beside two other browsers on two cores.
    test.setTimeout(120_000);
    const puzzle = await openGame(page, `/play?level=${level}&shape=${shape}&difficulty=1`);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/game/score') && r.method() === 'POST');
    await solve(page, puzzle);
    const claim = (await posted).postDataJSON() as { finishType: string; puzzleId: string };
    expect(claim.finishType).toBe('success');
    expect(claim.puzzleId).toBe(puzzle.record.puzzleId);
    await expect(page.getByRole('status').filter({ hasText: 'Result saved.' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('list', { name: /^Stars: [1-3] of 3$/ })).toBeVisible();
    // A new browser's first starred game in this slot is its best (docs/look.md).
    await expect(page.getByText('New best!')).toBeVisible();
    // The end card stands over the land's scenery, in the land's colours.
    await expect(page.locator('.land-scenery')).toHaveAttribute('data-land', String(level));
  });
}

test('a single note is entered as the number with the button beside the pad', async ({ page }) => {
  const puzzle = await openGame(page, '/play?level=1&shape=4&difficulty=1');
  const first = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const solution = (cell: number) => puzzle.cells[cell].solution as number;
  const pad = page.getByRole('group', { name: 'Numbers' });
  await page.getByRole('gridcell', { name: mysteryName(puzzle, first) }).click();
  await pad.getByRole('button', { name: 'Notes' }).click();
  await pad.getByRole('button', { name: String(solution(first)), exact: true }).click();
  await pad.getByRole('button', { name: String(wrongOf(solution(first))), exact: true }).click();
  // Two notes are not a number: nothing to enter.
  await expect(page.getByRole('button', { name: /as the number$/ })).toHaveCount(0);
  await pad.getByRole('button', { name: String(wrongOf(solution(first))), exact: true }).click();
  await page.getByRole('button', { name: `Enter ${solution(first)} as the number` }).click();
  await expect(
    page.getByRole('gridcell', { name: mysteryName(puzzle, first, solution(first)) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /as the number$/ })).toHaveCount(0);
});

test('the bar shows the puzzle id: a tap puts ?id= in the address, the game goes on, and the link serves that puzzle', async ({
  page,
}) => {
  const puzzle = await openGame(page, '/play?level=1&shape=4&difficulty=1');
  const id = puzzle.record.puzzleId;
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  const solution = puzzle.cells[cell].solution as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  await typeDigits(page, [solution]);
  const link = page.getByRole('button', { name: `Puzzle ${id}: put a link to it in the address` });
  await expect(link).toHaveText(id);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/play\\?id=${encodeURIComponent(id)}$`));
  // The same game goes on: the number found stays, and no new countdown starts.
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell, solution) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^[321]$/ })).toHaveCount(0);
  // The link serves that very puzzle.
  const other = await page.context().newPage();
  const shared = await openGame(other, page.url());
  expect(shared.record.puzzleId).toBe(id);
});

test('the info legend opens from the bar and closes back to the board', async ({ page }) => {
  await page.goto('/play?level=1&shape=1&difficulty=1');
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Legend' }).click();
  const legend = page.getByRole('dialog', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  await expect(legend).toContainText('+ Add clue: the sum of the numbers it joins.');
  await page.keyboard.press('Escape');
  await expect(legend).toBeHidden();
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
});
