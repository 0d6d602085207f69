import { expect, test } from '@playwright/test';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { asShown, mysteryName, typeDigits } from './game.js';
import { seriousViolations } from './axe.js';

const wrongDigit = (solution: number) => (solution === 9 ? 1 : solution + 1);

test('zen: said plainly first, no clock or lives, a wrong number stays quiet to the end, which shows it; nothing is posted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/game/score')) posts.push(r.url());
  });
  const served = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
  await page.goto('/play?level=1&shape=2&difficulty=1&mode=zen');
  const response = await served;
  expect(response.url()).toContain('mode=zen');
  const puzzle = asShown(decodePuzzle((await response.json()) as PuzzleRecord), page);

  const card = page.getByRole('dialog', { name: 'Zen' });
  await expect(card).toContainText('no score, stars or gems');
  await expect(card).toContainText('Smart hints and reveals cost gems as usual.');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Play' }).click();

  await expect(page.getByText('Zen: no clock')).toBeVisible();
  await expect(page.getByText(/^Lives:/)).toHaveCount(0);
  await expect(page.getByText(/^Time:/)).toHaveCount(0);

  const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
  const [wrongCell] = open;
  const solution = (cell: number) => puzzle.cells[cell].solution as number;
  for (const cell of open) {
    await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
    const digit = cell === wrongCell ? wrongDigit(solution(cell)) : solution(cell);
    await typeDigits(page, [digit]);
    if (cell === wrongCell) {
      // The player's own number, said like any other; no notice that it is wrong.
      await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, cell, digit) })).toBeVisible();
      await expect(page.getByText(/is not right here/)).toHaveCount(0);
    }
  }

  const end = page.getByRole('region', { name: 'Numbers not right: 1. They show in red on the board.' });
  await expect(end).toBeVisible({ timeout: 10_000 });
  await expect(end).toContainText('Zen: no score, stars or gems.');
  expect(await seriousViolations(page)).toEqual([]);

  await end.getByRole('button', { name: 'Show the board' }).click();
  const said = `${mysteryName(puzzle, wrongCell, wrongDigit(solution(wrongCell)))}, not right, the answer is ${solution(wrongCell)}`;
  await expect(page.getByRole('gridcell', { name: said })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the results' }).click();
  await expect(end).toBeVisible();
  expect(posts).toEqual([]);
});

test("Options' zen switch and home's switch are one: Play then opens a zen game", async ({ page }) => {
  await page.goto('/');
  const zen = page.getByRole('switch', { name: 'Zen: no clock, no score' });
  await expect(zen).not.toBeChecked();
  await zen.check();
  await page.goto('/#options');
  await expect(
    page.getByRole('switch', { name: 'Zen: play without clock, lives, score or gems' }),
  ).toBeChecked();
  await page.goto('/');
  const served = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
  await page.getByRole('button', { name: /^Play / }).click();
  expect((await served).url()).toContain('mode=zen');
  await expect(page.getByRole('dialog', { name: 'Zen' })).toBeVisible();
});
