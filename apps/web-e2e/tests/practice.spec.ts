import { expect, type Page, test } from '@playwright/test';
import { type OnboardingCells, onboardingCellsOf } from '@czeus/lessons';
import { clueDrill, commonFactorExample, decodePuzzle, type Puzzle, type PuzzleRecord } from '@czeus/puzzle';
import { CLUE_PRACTICE_PUZZLES } from '@czeus/puzzle/builtin/clue-practice';
import { DEDUCTION_PUZZLES } from '@czeus/puzzle/builtin/deduction';
import { FACTORING_PUZZLES } from '@czeus/puzzle/builtin/factoring';
import { PRACTICE_PUZZLES } from '@czeus/puzzle/builtin/practice';
import { SQUARE_ESTIMATION_PUZZLES } from '@czeus/puzzle/builtin/square-estimation';
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

/**
 * The built practice screens, their onboarding card's title, their built-in set, and the drill
 * their end card offers next (the next kind not finished, round the list).
 */
const SCREENS: { path: string; title: string; set: readonly PuzzleRecord[]; next: string }[] = [
  { path: '/playdeduction', title: 'Deduction', set: DEDUCTION_PUZZLES, next: '/playclue' },
  { path: '/playsomemystery', title: 'Subtraction and division', set: PRACTICE_PUZZLES, next: '/playcommon' },
  { path: '/playcommon', title: 'Common factor', set: FACTORING_PUZZLES, next: '/playestimation' },
];

interface ContinueGate {
  shown?: number;
  opened?: number;
}

// When the onboarding card's Continue appeared (held) and when it opened, in the page's own
// time: a loaded machine may show the card late enough that it is already open when looked at.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const gate: ContinueGate = {};
    (window as unknown as { continueGate: ContinueGate }).continueGate = gate;
    new MutationObserver(() => {
      const go = document.querySelector('.opening-card .button--primary');
      if (!go) return;
      if (go.getAttribute('aria-disabled') === 'true') gate.shown ??= performance.now();
      else if (gate.shown !== undefined) gate.opened ??= performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-disabled'],
    });
  });
});

/** A newcomer reads the onboarding card: Continue opens after a second, then the board. */
async function pastOpeningCard(page: Page, title: string) {
  const card = page.getByRole('dialog', { name: title });
  await expect(card).toBeVisible({ timeout: 10_000 });
  // The card's picture, drawn by code (spec: title, description, image, continue).
  await expect(card.locator('svg.onboarding-picture')).toBeVisible();
  const go = card.getByRole('button', { name: 'Continue' });
  await expect(go).toHaveAttribute('aria-disabled', 'false', { timeout: 5000 });
  const gate = await page.evaluate(() => (window as unknown as { continueGate: ContinueGate }).continueGate);
  // Held for the spec's second from when it showed. The observer hears of the card only at the
  // end of the task that drew it, which may have started the card's timer already (seen: 937 ms).
  expect(gate.shown).toBeDefined();
  expect((gate.opened as number) - (gate.shown as number)).toBeGreaterThanOrEqual(800);
  await go.click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
}

for (const [i, { path, title, set, next }] of SCREENS.entries())
  test(`${path}: a newcomer gets past the onboarding card to the set's first puzzle, plays it to its end and goes on`, async ({
    page,
  }) => {
    // The first opens as a school's (`?school`), built here without a school page to go back to.
    const school = i === 0 ? '?school' : '';
    test.setTimeout(90_000);
    // The step tutorials have tests of their own (below): seen here.
    await page.addInitScript(() =>
      localStorage.setItem(
        'czeus.settings',
        JSON.stringify({ practiceTutorialsSeen: ['add', 'mult', 'factor'] }),
      ),
    );
    await page.goto(path + school);
    await pastOpeningCard(page, title);
    // Practice has no countdown and no reveal.
    await expect(page.getByRole('status').filter({ hasText: /^Go!$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
    // The drill's own bar: what is trained and how far, no land or difficulty.
    const bar = page.locator('.play__bar');
    await expect(bar).toContainText(`${title} · 0/${set.length} solved`);
    await expect(bar).not.toContainText(/Autumnland|EASY|MEDIUM|HARD/i);
    // A smart hint costs nothing here: no warning, no gems.
    await page.getByRole('button', { name: 'Smart hint (free)' }).click();
    await expect(page.locator('.hint-box')).toBeVisible();
    await expect(page.locator('.spend-warning')).toBeHidden();
    await expect(page.locator('.gem-balance')).toHaveText('◆500');
    await page.getByRole('button', { name: 'Smart hint (free)' }).click();
    await expect(page.locator('.hint-box')).toBeHidden();
    await solveByKeyboard(page, asShown(decodePuzzle(set[0]), page));
    const end = page.getByRole('dialog', { name: 'Tutorial completed' });
    await expect(end).toBeVisible();
    await expect(end.getByText('cZeused!')).toBeVisible();
    await expect(end).toContainText(`1/${set.length} solved`);
    await expect(bar).toContainText(`${title} · 1/${set.length} solved`);
    // A school without its page still exits, to the practice list.
    await expect(end.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/playclueselect');
    await expect(end.getByRole('link', { name: 'Next drill' })).toHaveAttribute('href', next + school);
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

test('practice is one tap from home and in the side menu; /playclueselect offers every practice kind with its progress and marks the ones finished, as the settings keep them', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Practice' }).click();
  await expect(page).toHaveURL(/\/playclueselect$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Practice' }).click();
  await expect(page).toHaveURL(/\/playclueselect$/);
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
  await expect(page.getByRole('link', { name: /^Deduction/ })).toContainText('0/60 solved');
  // A player who solved three deduction puzzles (the screens' own end is played above): kept with the settings.
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('czeus.settings') ?? '{}') as object;
    localStorage.setItem(
      'czeus.settings',
      JSON.stringify({ ...settings, practiceDone: ['deduction'], practiceSolved: { deduction: [0, 1, 5] } }),
    );
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /^Deduction/ })).toContainText('Finished');
  await expect(page.getByRole('link', { name: /^Deduction/ })).toContainText('3/60 solved');
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
  // While solving, one way to practice: "Exit to practice".
  await expect(menu.getByRole('link', { name: 'Practice', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Exit to practice' }).click();
  await expect(page).toHaveURL(/\/playclueselect$/);
});

/** The clue drills: every mystery given, the hidden clue halves answered from the spec's choices. */
const DRILLS = [
  {
    path: '/playclue',
    title: 'Addition and multiplication clues',
    set: CLUE_PRACTICE_PUZZLES,
    family: 'pair',
    choices: 4,
  },
  {
    path: '/playestimation',
    title: 'Square value',
    set: SQUARE_ESTIMATION_PUZZLES,
    family: 'square',
    choices: 3,
  },
] as const;

for (const { path, title, set, family, choices } of DRILLS)
  test(`${path}: a newcomer answers every hidden clue from ${choices} choices (a wrong one first, said as a sum or product) to the practice's end`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const puzzle = decodePuzzle(clueDrill(set[0], family));
    const open = puzzle.clues.flatMap((c) =>
      (['add', 'mult'] as const)
        .filter((half) => !puzzle.cells[c][`${half}Shown`])
        .map((half) => ({ clue: puzzle.cells[c], half })),
    );
    expect(open.length).toBeGreaterThan(0);
    await page.goto(path);
    await pastOpeningCard(page, title);
    // Nothing to enter: no number pad, no hint, no reveal; the first hidden half is selected.
    await expect(page.getByRole('button', { name: 'Notes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Smart hint/ })).toHaveCount(0);
    const pad = page.getByRole('group', { name: "Choose the clue's value" });
    for (const [i, { clue, half }] of open.entries()) {
      const sign = half === 'add' ? '+' : '×';
      const truth = clue[half] as number;
      await expect(pad.getByRole('button')).toHaveCount(choices);
      const right = pad.getByRole('button', { name: `${sign}${truth}`, exact: true });
      await expect(right).toBeVisible();
      if (i === 0) {
        const names = await pad.getByRole('button').allTextContents();
        const wrong = Number(names.find((n) => n !== `${sign}${truth}`)?.slice(1));
        await pad.getByRole('button', { name: `${sign}${wrong}`, exact: true }).click();
        const digits = (clue.mysteries ?? []).map((m) => puzzle.cells[m].solution);
        await expect(page.getByRole('alert')).toHaveText(`${digits.join(` ${sign} `)} is not ${wrong}`);
      }
      // The second drill is played by keyboard alone: the choice takes the focus, Enter answers.
      if (family === 'square') {
        await right.focus();
        await page.keyboard.press('Enter');
      } else await right.click();
    }
    const end = page.getByRole('dialog', { name: 'Tutorial completed' });
    await expect(end).toBeVisible();
    await expect(end.getByRole('link', { name: 'Play' })).toBeVisible();
    // The next drill opens with its own card, its progress untouched by this one.
    await end.getByRole('link', { name: 'Next drill' }).click();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('dialog', { name: /^(Subtraction and division|Deduction)$/ })).toBeVisible();
  });

test('/playdeduction: a newcomer is walked through the + clue onboarding (spec steps -3 to 3), then plays with a smart hint open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const puzzle = asShown(decodePuzzle(DEDUCTION_PUZZLES[0]), page);
  const cells = onboardingCellsOf(DEDUCTION_PUZZLES[0], 'add') as OnboardingCells;
  const { first, second } = cells;
  await page.goto('/playdeduction');
  await pastOpeningCard(page, 'Deduction');
  const panel = page.locator('.lesson-panel');
  const next = panel.getByRole('button', { name: 'Continue' });
  // Steps -3, -2, -1, 0: one thing each, with the board's own numbers; Continue after a second.
  for (const text of [
    `This clue joins two mysteries: its +${cells.pairValue} is their sum.`,
    `A square clue sits among four mysteries: its +${cells.squareValue} is the sum of all four.`,
    "A square's four mysteries make two pairs",
    'Start at a pair clue',
  ]) {
    await expect(panel).toContainText(text);
    await expect(next).toHaveAttribute('aria-disabled', 'false', { timeout: 3000 });
    await next.click();
  }
  const pad = page.getByRole('group', { name: 'Numbers' });
  const key = (digit: number) => pad.getByRole('button', { name: String(digit), exact: true });
  const mystery = (cell: number, value?: number) =>
    page.getByRole('gridcell', { name: mysteryName(puzzle, cell, value) });
  // Step 1: its mystery is selected and its number pulses; the key is taken the moment the step
  // shows, and the number goes in.
  await expect(panel).toContainText(`A number to start with: this mystery is ${first.digit}.`);
  await expect(key(first.digit)).toHaveClass(/is-pulsing/);
  await key(first.digit).click();
  await expect(mystery(first.cell, first.digit)).toBeVisible({ timeout: 1000 });
  // Step 2: the clue gives the other number. A wrong key changes nothing; the right one is
  // taken at once, before the step's own selection comes (after 1.5 s).
  await expect(panel).toContainText(
    `+${cells.pairValue} is ${first.digit} + ${second.digit}, so this mystery is ${second.digit}.`,
    { timeout: 1000 },
  );
  await expect(key(second.digit)).toHaveClass(/is-pulsing/);
  const wrong = second.digit === 9 ? 8 : second.digit + 1;
  await key(wrong).click();
  await expect(mystery(second.cell)).toBeVisible();
  await key(second.digit).click();
  await expect(mystery(second.cell, second.digit)).toBeVisible({ timeout: 1000 });
  // Step 3: the player's turn, with the hint engine's smart hint shown at no price.
  await expect(panel).toContainText('Your turn');
  await expect(page.locator('.hint-box')).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('status').filter({ hasText: '500' }).first()).toBeVisible();
  // Seen: the next visit plays at once.
  await page.reload();
  await pastOpeningCard(page, 'Deduction');
  await expect(page.locator('.lesson-panel')).toHaveCount(0);
});

test('/playcommon: the common-factor tutorial walks its steps (Back goes back), enters the digit itself, then hands over with a smart hint', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const example = commonFactorExample(FACTORING_PUZZLES[0])!;
  const [a, b] = example.products;
  await page.goto('/playcommon');
  await pastOpeningCard(page, 'Common factor');
  const panel = page.locator('.lesson-panel');
  const next = panel.getByRole('button', { name: 'Continue' });
  const read = async (text: string | RegExp) => {
    await expect(panel).toContainText(text);
    await expect(next).toHaveAttribute('aria-disabled', 'false', { timeout: 3000 });
  };
  await read('Two × clues meet at this mystery');
  await expect(panel.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await next.click();
  await read(
    `×${a}: the mystery times a digit makes ${a}, so it is one of ${example.factors[0].join(', ')}.`,
  );
  await panel.getByRole('button', { name: 'Back' }).click();
  await read('Two × clues meet at this mystery');
  await next.click();
  await read(`×${a}`);
  await next.click();
  await read(`×${b}: the same way, it is one of ${example.factors[1].join(', ')}.`);
  await next.click();
  await read(`Only ${example.digit} is in both lists`);
  await next.click();
  await read(`So the mystery must be ${example.digit}.`);
  await next.click();
  // Step 3: the tutorial enters the digit by itself.
  await read(`${example.digit} is in.`);
  const puzzle = asShown(decodePuzzle(FACTORING_PUZZLES[0]), page);
  await expect(
    page.getByRole('gridcell', { name: mysteryName(puzzle, example.mystery, example.digit) }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await next.click();
  // Step 4: the player's turn, with the hint engine's next step open (at no price).
  await expect(panel).toContainText('Your turn');
  await expect(page.locator('.hint-box')).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('status').filter({ hasText: '500' }).first()).toBeVisible();
});

test('while practising factoring, the side menu offers its tutorial until it is done (spec: "not already done")', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/playcommon');
  await pastOpeningCard(page, 'Common factor');
  const panel = page.locator('.lesson-panel');
  await expect(panel).toContainText('Two × clues meet at this mystery');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Tutorial for this practice' }).click();
  await expect(menu).toBeHidden();
  await expect(panel).toContainText('Two × clues meet at this mystery');
  // Done: the entry goes.
  await page.addInitScript(() =>
    localStorage.setItem('czeus.settings', JSON.stringify({ practiceTutorialsSeen: ['factor'] })),
  );
  await page.goto('/playcommon');
  await pastOpeningCard(page, 'Common factor');
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Tutorial for this practice' })).toHaveCount(0);
  // Not on a practice without a step tutorial.
  await page.goto('/playsomemystery');
  await pastOpeningCard(page, 'Subtraction and division');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Tutorial for this practice' })).toHaveCount(0);
});
