import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { keepEndCard, mysteryName, openGame, solve } from './game.js';

const contrastOn = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-contrast'));
const pageColours = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return { bg: root.backgroundColor, fg: getComputedStyle(document.body).color };
  });

test('/playblack: the play screen in black and white, played to its end; leaving gives the colours back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const puzzle = await openGame(page, '/playblack?level=2&shape=1&difficulty=1');
  expect(await contrastOn(page)).toBe(true);
  expect(await pageColours(page)).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(0, 0, 0)' });
  await expect(page.locator('.land-scenery')).toBeHidden();
  // The board reads its colours from the stage's own element: black on white there too.
  const stageBg = await page.evaluate(() =>
    getComputedStyle(document.querySelector('[data-land]') as Element)
      .getPropertyValue('--bg')
      .trim(),
  );
  expect(stageBg).toMatch(/^#fff(fff)?$/i);
  const first = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await expect(page.getByRole('gridcell', { name: mysteryName(puzzle, first) })).toBeVisible();
  await solve(page, puzzle);
  // The end card follows the server's verdict on the game (its replay): give it time on a loaded machine.
  await expect(page.getByRole('heading', { name: 'cZeused! A perfect game.' })).toBeVisible({
    timeout: 15_000,
  });
  await keepEndCard(page);
  expect((await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'cZeus' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await contrastOn(page)).toBe(false);
});

test('Options: high contrast for every screen, kept across a reload', async ({ page }) => {
  await page.goto('/#options');
  const toggle = page.getByRole('switch', { name: 'High contrast (black and white)' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  expect(await contrastOn(page)).toBe(true);
  await page.goto('/rules');
  // The app sets the theme once it has started: wait for it rather than for the page's load.
  await expect.poll(() => pageColours(page)).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(0, 0, 0)' });
  await page.reload();
  await expect.poll(() => contrastOn(page)).toBe(true);
  await page.goto('/#options');
  await page.getByRole('switch', { name: 'High contrast (black and white)' }).uncheck();
  expect(await contrastOn(page)).toBe(false);
});
