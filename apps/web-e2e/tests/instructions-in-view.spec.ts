import { expect, type Page, test } from '@playwright/test';
import {
  CONTINUE_AFTER_MS,
  expectedAction,
  lessonAct,
  LESSON_PAGES,
  ONBOARDING,
  startLesson,
} from '@czeus/lessons';
import { decodePuzzle } from '@czeus/puzzle';
import { DEDUCTION_PUZZLES } from '@czeus/puzzle/builtin/deduction';
import { settledOutOfView } from './in-view.js';
import { lessonPad, perform } from './lesson-steps.js';

/**
 * What a step asks the player to read and tap: the instruction, the keys it lets them use (the
 * pulsing ones among them), Continue, the tutorial's own buttons (Next).
 */
const STEP_PARTS = [
  '.lesson-panel__text',
  '.lesson-panel button',
  ".number-pad button:not([aria-disabled='true'])",
  '.number-pad button.is-pulsing',
  '.estimation-pad button',
  '.tutorial-nav button',
  '.tutorial-nav a',
].join(', ');

/** An opening card's words and its Continue (the board under it waits). */
const CARD_PARTS = '.opening-card h2, .opening-card > p, .opening-card button';

/** The phones both ways round, the tablet, and the smallest phone held sideways. */
const SIZES = [
  { width: 844, height: 390 },
  { width: 390, height: 844 },
  { width: 1180, height: 820 },
  { width: 568, height: 320 },
];

/** Every part of the step wholly in view and uncovered, with nothing scrolled: or what is not. */
const look = (page: Page, where: string, parts = STEP_PARTS) =>
  settledOutOfView(page, page.locator(parts), where);

/** Reads a practice's opening card, then closes it with its Continue. */
async function pastCard(page: Page, where: string, problems: string[]) {
  const card = page.locator('.opening-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await page.clock.runFor(CONTINUE_AFTER_MS);
  const go = card.getByRole('button', { name: 'Continue' });
  await expect(go).toHaveAttribute('aria-disabled', 'false');
  problems.push(...(await look(page, `${where} card`, CARD_PARTS)));
  await go.click();
  await expect(card).toBeHidden();
}

/**
 * Walks a practice's step tutorial by what its panel shows: Continue while there is one, else
 * the pulsing key (after the script's own selection, where it makes one), up to the player's
 * turn.
 */
async function walkStepTutorial(page: Page, where: string, problems: string[]) {
  const panel = page.locator('.lesson-panel');
  await expect(panel).toBeVisible();
  for (let step = 1; step < 20; step++) {
    const next = panel.getByRole('button', { name: 'Continue' });
    const pulsing = lessonPad(page).locator('button.is-pulsing');
    if (await next.count()) {
      await page.clock.runFor(CONTINUE_AFTER_MS);
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      problems.push(...(await look(page, `${where} step ${step}`)));
      // The step is over once its Continue holds again (the next step's) or goes: watched in the
      // page, since the next one's delay may pass before a look from here.
      await panel.evaluate((el) => {
        const seen = window as unknown as { stepOver?: boolean };
        seen.stepOver = false;
        const watch = new MutationObserver(() => {
          const go = el.querySelector('.button--primary');
          if (go && go.getAttribute('aria-disabled') !== 'true') return;
          seen.stepOver = true;
          watch.disconnect();
        });
        watch.observe(el, { subtree: true, childList: true, attributes: true });
      });
      await next.click();
      await page.waitForFunction(() => (window as unknown as { stepOver?: boolean }).stepOver);
    } else if (await pulsing.count()) {
      const key = lessonPad(page).getByRole('button', {
        name: (await pulsing.innerText()).trim(),
        exact: true,
      });
      problems.push(...(await look(page, `${where} step ${step}`)));
      // The onboarding's second key counts once its own selection is made (after its delay).
      const stillPulsing = async () => /is-pulsing/.test((await key.getAttribute('class')) ?? '');
      await expect(async () => {
        await page.clock.runFor(ONBOARDING.autoSelectAfterMs);
        if (await stillPulsing()) await key.click();
        expect(await stillPulsing()).toBe(false);
      }).toPass();
    } else {
      // The player's turn: the smart hint opens in the column and the practice is the player's.
      return;
    }
  }
}

for (const size of SIZES)
  test.describe(`at ${size.width} × ${size.height}`, () => {
    // At one device pixel per CSS pixel: the layout is the same, and the stage's canvas a quarter
    // of the pixels (a tablet's at 2× made every step of its walk slow enough to time out).
    test.use({ viewport: size, deviceScaleFactor: 1, actionTimeout: 15_000 });

    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000);
      await page.clock.install();
    });

    for (const land of ['summerland', 'autumnland', 'winterland'] as const)
      test(`every step of ${land}'s tutorial shows its instruction, keys and buttons whole, uncovered and unscrolled`, async ({
        page,
      }) => {
        const problems: string[] = [];
        try {
          await page.goto(`/tutorial/${land}/1`);
          for (const lesson of LESSON_PAGES[land]) {
            await expect(page).toHaveURL(new RegExp(`/tutorial/${land}/${lesson.page}$`));
            await expect(page.locator('.lesson-panel__text')).toBeVisible();
            const puzzle = decodePuzzle(lesson.record);
            let state = startLesson(lesson);
            let noteMode = false;
            for (let step = 1; !state.done && step < 60; step++) {
              const action = expectedAction(lesson, state);
              if (!action) break;
              if (action.type === 'continue') await page.clock.runFor(CONTINUE_AFTER_MS);
              problems.push(...(await look(page, `${land} ${lesson.page} step ${step}`)));
              noteMode = await perform(page, puzzle, action, noteMode);
              state = lessonAct(lesson, state, action).state;
            }
            const next = page.getByRole('button', { name: 'Next' });
            await expect(next).toHaveAttribute('aria-disabled', 'false');
            problems.push(...(await look(page, `${land} ${lesson.page} done`)));
            if (lesson.page < LESSON_PAGES[land].length) await next.click();
          }
        } finally {
          expect.soft(problems).toEqual([]);
        }
      });

    test('every practice opening card and the + and common-factor step tutorials show theirs whole', async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const path of ['/playclue', '/playsomemystery', '/playestimation']) {
        await page.goto(path);
        await pastCard(page, path, problems);
        await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();
        problems.push(...(await look(page, `${path} play`)));
      }
      for (const path of ['/playcommon', '/playdeduction']) {
        await page.goto(path);
        await pastCard(page, path, problems);
        await walkStepTutorial(page, path, problems);
      }
      expect(problems).toEqual([]);
    });

    test('the × step tutorial shows its steps whole', async ({ page }) => {
      const at = DEDUCTION_PUZZLES.findIndex((record) => record.class === 2);
      await page.addInitScript(
        (next) =>
          localStorage.setItem(
            'czeus.settings',
            JSON.stringify({ seenIntro: true, analyticsConsent: false, practiceNext: { deduction: next } }),
          ),
        at,
      );
      const problems: string[] = [];
      await page.goto('/playdeduction');
      await pastCard(page, '/playdeduction ×', problems);
      await walkStepTutorial(page, '/playdeduction ×', problems);
      expect(problems).toEqual([]);
    });
  });
