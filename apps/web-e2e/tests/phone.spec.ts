import { expect, type Locator, type Page, test } from '@playwright/test';
import { mysteryName, openGame, typeDigits } from './game.js';

// What phone players tripped over (issue 15, point 5), each mended and held here.

/** A finger's target: the smallest key a thumb hits reliably (WCAG 2.5.5, Apple's HIG). */
const FINGER_PX = 44;
/** The close button's focus ring reaches this far beyond it (3 px outline, 2 px offset). */
const FOCUS_RING_PX = 5;
/** Two buttons side by side keep at least this gap, so a tap on one never lands on the other. */
const BUTTON_GAP_PX = 8;

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
/** A player past the intro with these settings (the default answers the consent question). */
const withSettings = (settings: Record<string, unknown>) => ({
  storageState: {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [{ name: 'czeus.settings', value: JSON.stringify({ seenIntro: true, ...settings }) }],
      },
    ],
  },
});

const isPortrait = (page: Page) => {
  const { width, height } = page.viewportSize() ?? { width: 1, height: 1 };
  return width < height;
};

/** Whether a tap at the element's top, middle and bottom (at its centre line) reaches it. */
async function hittable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const inset = Math.min(2, box.height / 4);
    return [box.top + inset, box.top + box.height / 2, box.bottom - inset].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

/** Selects a mystery not given, and returns it with its solution. */
async function selectOpenCell(page: Page, puzzle: Awaited<ReturnType<typeof openGame>>) {
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  return { cell, solution: puzzle.cells[cell].solution as number };
}

const pad = (page: Page) => page.getByRole('group', { name: 'Numbers' });

test.describe('playing', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPortrait(page), 'a phone held upright is asked to turn (overlays.spec.ts)');
  });

  test('an open hint and a wrong entry leave every pad key whole and tappable', async ({ page }) => {
    const puzzle = await openGame(page, '/play?level=3&shape=1&difficulty=2');
    const { solution } = await selectOpenCell(page, puzzle);
    await page.getByRole('button', { name: /Smart hint/ }).click();
    const hint = page.locator('.hint-box');
    await expect(hint).toBeVisible();
    const more = hint.getByRole('button', { name: 'More' });
    if (await more.isVisible()) await more.click();
    await selectOpenCell(page, puzzle);
    await typeDigits(page, [solution === 9 ? 1 : solution + 1]);
    await expect(page.getByRole('alert')).toContainText('is not right here.');
    await expect(hint).toBeVisible();
    // The column scrolls as far as it goes, as it does to bring a long hint into view.
    await page.locator('.play__controls').evaluate((column) => (column.scrollTop = column.scrollHeight));
    const keys = pad(page).getByRole('button');
    await expect(keys).toHaveCount(11);
    for (const key of await keys.all()) {
      expect(await hittable(key), await key.innerText()).toBe(true);
    }
    // A new selection moves on: the notice goes.
    const other = puzzle.mysteries.filter((m) => !puzzle.cells[m].given)[1];
    await page.getByRole('gridcell', { name: mysteryName(puzzle, other) }).click();
    await expect(page.locator('.play__notice')).toBeHidden();
  });

  test('the notice of a wrong number goes with the next move: a note, a hint', async ({ page }) => {
    const puzzle = await openGame(page, '/play?level=3&shape=1&difficulty=2');
    const { solution } = await selectOpenCell(page, puzzle);
    const wrong = (n: number) => ((solution + n - 1) % 9) + 1;
    const notice = page.locator('.play__notice');

    await typeDigits(page, [wrong(1)]);
    await expect(notice).toHaveText(new RegExp(`^${wrong(1)} is not right here.`));
    await pad(page).getByRole('button', { name: 'Notes' }).click();
    await expect(notice).toBeHidden();
    await pad(page).getByRole('button', { name: 'Notes' }).click();

    await selectOpenCell(page, puzzle); // the keys go to the board again
    await typeDigits(page, [wrong(2)]);
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: /Smart hint/ }).click();
    await expect(page.locator('.hint-box')).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('"Smart hint" is Norwegian in Norwegian, and Notes reads whole there', async ({ page }) => {
    await page.goto('/play?level=3&shape=1&difficulty=2&lang=no');
    await expect(page.getByRole('button', { name: 'Smarttips (100 edelsteiner)' })).toBeVisible({
      timeout: 10_000,
    });
    const notes = page.locator('.number-pad__notes');
    await expect(notes).toHaveText('Notater');
    expect(await notes.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  });

  test('lost lives show as empty hearts, and a finished game reads upright', async ({ page }) => {
    const puzzle = await openGame(page, '/play?level=1&shape=4&difficulty=1');
    const { solution } = await selectOpenCell(page, puzzle);
    await expect(page.getByText('Lives: ♥♥♥', { exact: true })).toBeVisible();
    await typeDigits(page, [1, 2, 3, 4].filter((d) => d !== solution).slice(0, 3));
    const end = page.getByRole('heading', { name: 'Out of lives. Try again!' });
    await expect(end).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Lives: ♡♡♡', { exact: true })).toBeVisible();

    // Turned upright after the game: the end screen needs no board, so nothing asks to turn.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(end).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Turn your phone' })).toBeHidden();
    expect(await hittable(page.getByRole('button', { name: 'Play again' }))).toBe(true);
  });
});

test('every pad key is at least a finger wide and high', async ({ page }) => {
  await openGame(page, '/play?level=3&shape=1&difficulty=2');
  const keys = pad(page).getByRole('button');
  await expect(keys).toHaveCount(11);
  for (const key of await keys.all()) {
    const box = await key.boundingBox();
    expect(box?.width, await key.innerText()).toBeGreaterThanOrEqual(FINGER_PX);
    expect(box?.height, await key.innerText()).toBeGreaterThanOrEqual(FINGER_PX);
  }
});

test.describe('Persian', () => {
  test.use(withSettings({ analyticsConsent: false, language: 'fa' }));

  test('Notes reads whole on the pad, and the home screen shows Tutorial whole', async ({ page }) => {
    await page.goto('/');
    const tutorial = page.getByRole('link', { name: 'آموزش' });
    await expect(tutorial).toBeVisible();
    const box = await tutorial.boundingBox();
    const view = page.viewportSize();
    expect(box && view && box.y >= 0 && box.y + box.height <= view.height).toBe(true);
    expect(await hittable(tutorial)).toBe(true);

    test.skip(isPortrait(page), 'a phone held upright is asked to turn');
    await page.goto('/play?level=1&shape=1&difficulty=1');
    const notes = page.locator('.number-pad__notes');
    await expect(notes).toHaveText('یادداشت', { timeout: 10_000 });
    expect(await notes.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  });
});

test.describe('a new visitor', () => {
  test.use(withSettings({}));

  test('the consent bar leaves the difficulty, Play and Tutorial in view and tappable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: /We count which screens are used/ })).toBeVisible();
    const targets = [
      ...(await page.locator('.difficulty__option').all()),
      page.getByRole('button', { name: /^Play / }),
      page.getByRole('link', { name: 'Tutorial' }),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(4);
    for (const target of targets) expect(await hittable(target), await target.innerText()).toBe(true);
  });
});

test('home leaves the server diagnostics to the About screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Play / })).toBeVisible();
  await expect(page.getByText(/Game server/)).toHaveCount(0);
  await page.goto('/about');
  await expect(page.locator('.server-status')).toContainText(/Game server ready \(version \d+\.\d+\.\d+\)/);
});

test('a puzzle that cannot be loaded offers a new puzzle and the way home', async ({ page }) => {
  await page.goto('/play?id=no-such-puzzle&level=2&shape=1&difficulty=1');
  await expect(page.getByRole('alert')).toHaveText('The puzzle could not be loaded.');
  await expect(page.getByRole('link', { name: 'Back to the puzzles' })).toHaveAttribute('href', '/');
  test.skip(isPortrait(page), 'a phone held upright is asked to turn once a game starts');
  await openGame(page, () => page.getByRole('link', { name: 'Play a new puzzle' }).click());
  await expect(page).toHaveURL(/\/play\?level=2&shape=1&difficulty=1$/);
});

test('the register reminder opened directly claims no count of games', async ({ page }) => {
  await page.goto('/#register-reminder');
  const dialog = page.getByRole('dialog', { name: 'Save your progress' });
  await expect(dialog).toContainText('As a guest, your gems and scores are kept on this device only.');
  await expect(dialog).not.toContainText('finished');
});

test('the ad card keeps its close button clear of the banner', async ({ page }) => {
  await page.goto('/#adreward');
  const dialog = page.getByRole('dialog', { name: 'Free gems' });
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  const banner = await dialog.locator('.ad-promo').boundingBox();
  expect(close && banner && close.y + close.height + FOCUS_RING_PX <= banner.y).toBe(true);
});

test('a login from the login screen goes back where the player was; logged in, its buttons keep apart', async ({
  page,
}, info) => {
  const name = `phone${info.project.name.length}${Date.now().toString(36)}`;
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in or register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Repeat password').fill('secret1');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('I agree with the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/rules(#daily)?$/); // the daily reward may offer itself there
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play');

  await page.goto('/login');
  await expect(page.getByText(`You are logged in as ${name}.`)).toBeVisible();
  const logout = await page.getByRole('button', { name: 'Log out' }).boundingBox();
  const back = await page.getByRole('link', { name: 'Back to the puzzles' }).boundingBox();
  if (!logout || !back) throw new Error('the logged-in screen shows Log out and Back');
  const apart = Math.max(
    back.x - (logout.x + logout.width),
    logout.x - (back.x + back.width),
    back.y - (logout.y + logout.height),
    logout.y - (back.y + back.height),
  );
  expect(apart).toBeGreaterThanOrEqual(BUTTON_GAP_PX);
});
