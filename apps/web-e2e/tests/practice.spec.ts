import { expect, type Page, test } from '@playwright/test';
import { decodePuzzle, type Puzzle, type PuzzleRecord } from '@czeus/puzzle';
import { DEDUCTION_PUZZLES } from '@czeus/puzzle/builtin/deduction';
import { PRACTICE_PUZZLES } from '@czeus/puzzle/builtin/practice';
import { asShown, mysteryName, typeDigits } from './game.js';

/**
 * Enters every missing number by keyboard only: focus the cell, Enter selects it, the digit
 * key enters the number (a keyboard player's way; no pointer, so no wait for the board to settle).
 */
async function solveByKeyboard(page: Page, puzzle: Puzzle): Promise<void> {
  for (const cell of puzzle.mysteries) {
    if (puzzle.cells[cell].given) continue;
    await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).focus();
    await page.keyboard.press('Enter');
    await typeDigits(page, [puzzle.cells[cell].solution as number]);
  }
}

/** The built practice screens, their onboarding card's title and their built-in set. */
const SCREENS: { path: string; title: string; set: readonly PuzzleRecord[] }[] = [
  { path: '/playdeduction', title: 'Deduction', set: DEDUCTION_PUZZLES },
  { path: '/playsomemystery', title: 'Subtraction and division', set: PRACTICE_PUZZLES },
];

/** A newcomer reads the onboarding card: Continue opens after a second, then the board. */
async function pastOpeningCard(page: Page, title: string) {
  const card = page.getByRole('dialog', { name: title });
  await expect(card).toBeVisible({ timeout: 10_000 });
  const go = card.getByRole('button', { name: 'Continue' });
  await expect(go).toHaveAttribute('aria-disabled', 'true');
  await expect(go).toHaveAttribute('aria-disabled', 'false', { timeout: 3000 });
  await go.click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
}

for (const { path, title, set } of SCREENS)
  test(`${path}: a newcomer gets past the onboarding card to the set's first puzzle, plays it to its end and goes on`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await pastOpeningCard(page, title);
    // Practice has no countdown and no reveal.
    await expect(page.getByRole('status').filter({ hasText: /^Go!$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
    await solveByKeyboard(page, asShown(decodePuzzle(set[0]), page));
    const end = page.getByRole('dialog', { name: 'Tutorial completed' });
    await expect(end).toBeVisible({ timeout: 5000 });
    await expect(end.getByText('cZeused!')).toBeVisible();
    await expect(end.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/playclueselect');
    // Continue: the set's next puzzle, straight to the board (the card was read).
    await end.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    const second = asShown(decodePuzzle(set[1]), page);
    const firstOpen = second.mysteries.find((m) => !second.cells[m].given) as number;
    const { y, x } = second.cells[firstOpen];
    await expect(
      page.getByRole('gridcell', { name: `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, empty` }),
    ).toBeVisible();
  });

test('/playclueselect offers every practice kind and marks the ones finished, as the settings keep them', async ({
  page,
}) => {
  await page.goto('/playclueselect');
  await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
  const kinds = [
    'Addition and multiplication clues',
    'Subtraction and division',
    'Common factor',
    'Square value',
    'Deduction',
  ];
  for (const kind of kinds) await expect(page.getByRole('link', { name: kind })).toBeVisible();
  await expect(page.getByText('Finished')).toHaveCount(0);
  // A player who finished deduction (the screens' own end is played above): kept with the settings.
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('czeus.settings') ?? '{}') as object;
    localStorage.setItem('czeus.settings', JSON.stringify({ ...settings, practiceDone: ['deduction'] }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /^Deduction/ })).toContainText('Finished');
  await expect(page.getByRole('link', { name: /^Square value/ })).not.toContainText('Finished');
  await page.getByRole('link', { name: /^Deduction/ }).click();
  await expect(page).toHaveURL(/\/playdeduction$/);
  await pastOpeningCard(page, 'Deduction');
});

test('while practising, the side menu offers exit to practice and play again', async ({ page }) => {
  await page.goto('/playsomemystery');
  await pastOpeningCard(page, 'Subtraction and division');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Play again' }).click();
  await expect(menu).toBeHidden();
  // The same puzzle again, without the card.
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Subtraction and division' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Exit to practice' }).click();
  await expect(page).toHaveURL(/\/playclueselect$/);
});
