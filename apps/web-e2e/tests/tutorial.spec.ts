import { expect, type Page, test } from '@playwright/test';
import { expectedAction, lessonAct, LESSON_PAGES, type LessonPage, startLesson } from '@czeus/lessons';
import { decodePuzzle } from '@czeus/puzzle';
import { perform, wrongDigitOnce } from './lesson-steps.js';

/** Plays a page to its end through the screen (a wrong digit first), the lesson engine saying what each step wants. */
async function walk(page: Page, lesson: LessonPage): Promise<void> {
  const puzzle = decodePuzzle(lesson.record);
  let state = startLesson(lesson);
  let noteMode = false;
  let wrongs = 0;
  for (let guard = 0; !state.done && guard < 60; guard++) {
    const action = expectedAction(lesson, state);
    if (!action) break;
    if (wrongs < 1 && action.type === 'digit') {
      await wrongDigitOnce(page, action, noteMode);
      wrongs++;
    }
    noteMode = await perform(page, puzzle, action, noteMode);
    state = lessonAct(lesson, state, action).state;
  }
  expect(state.done).toBe(true);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
}

// Every step of every page is walked at four sizes by instructions-in-view.spec.ts (with a wrong
// digit on each page at the phone's size); this walk is the newcomer's way in and across lands.
test("a newcomer goes from the intro into the tutorial, and each land's last page leads to the next land, the last to play", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('czeus.settings'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Tutorial' }).first().click();
  await expect(page).toHaveURL(/\/tutorial\/summerland\/1$/);
  await walk(page, LESSON_PAGES.summerland[0]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/tutorial\/summerland\/2$/);
  const lands = ['summerland', 'autumnland', 'winterland'] as const;
  for (const [at, land] of lands.entries()) {
    const last = LESSON_PAGES[land].at(-1) as LessonPage;
    await page.goto(`/tutorial/${land}/${last.page}`);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await walk(page, last);
    await expect(page.getByRole('button', { name: /^Play / })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const next = lands[at + 1];
    await expect(page).toHaveURL(next ? new RegExp(`/tutorial/${next}/1$`) : /\/play$/);
  }
});

test('Back crosses lands, summerland 1 has no Back, Exit goes home; a tap on the background pulses Next', async ({
  page,
}) => {
  await page.goto('/tutorial/autumnland/1');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tutorial\/summerland\/6$/);
  await page.goto('/tutorial/winterland/1');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tutorial\/autumnland\/6$/);
  await page.goto('/tutorial/summerland/1');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await page.locator('.tutorial__title').click();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveClass(/is-pulsing/);
  await expect(page.getByRole('button', { name: 'Next' })).not.toHaveClass(/is-pulsing/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a land's last page plays that land: shape 1 at the chosen difficulty", async ({ page }) => {
  await page.goto('/tutorial/autumnland/6');
  const served = page.waitForResponse((r) => r.url().includes('/api/game?'));
  await page.getByRole('button', { name: 'Play Autumnland' }).click();
  await expect(page).toHaveURL(/\/play\?level=2&shape=1&difficulty=1$/);
  expect((await served).url()).toContain('level=2');
});

test("a tutorial page's texts follow a language chosen on the page (they load apart from home's)", async ({
  page,
}) => {
  await page.goto('/tutorial/summerland/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mysteries and the + clue');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('no');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mysterier og +-hintet');
  await expect(page.locator('.lesson-panel')).toContainText(
    'Hver tomme rute er et mysterium: den skjuler et tall fra 1 til 9.',
  );
});
