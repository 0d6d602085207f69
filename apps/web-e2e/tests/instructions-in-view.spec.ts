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
import { MIN_TEXT_PX, settledClue } from './board-text.js';
import { settledOutOfView } from './in-view.js';
import { lessonPad, perform, wrongDigitOnce } from './lesson-steps.js';

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

/** The smallest phone held sideways. */
const SMALLEST = { width: 568, height: 320 };

/** The phone held sideways, where each page also takes a wrong digit and shows its way out. */
const PHONE = { width: 844, height: 390 };

/** The phones both ways round, the tablet, and the smallest phone held sideways. */
const SIZES = [PHONE, { width: 390, height: 844 }, { width: 1180, height: 820 }, SMALLEST];

/** The "More room needed" prompt's words and its way home. */
const PROMPT_PARTS = '.orientation h2, .orientation p, .orientation a';

/** Every part of the step wholly in view and uncovered, with nothing scrolled: or what is not. */
const look = (page: Page, where: string, parts = STEP_PARTS) =>
  settledOutOfView(page, page.locator(parts), where);

/**
 * Whether the window is too small for the board (its clues would be drawn below the readable
 * size): then the "More room needed" prompt must stand instead, its words and way home whole.
 */
async function askedForRoom(page: Page, where: string, problems: string[]): Promise<boolean> {
  if ((await settledClue(page)).type >= MIN_TEXT_PX) return false;
  await expect(page.getByRole('alertdialog', { name: 'More room needed' })).toBeVisible();
  problems.push(...(await look(page, `${where} more room`, PROMPT_PARTS)));
  return true;
}

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
      test.setTimeout(240_000);
      await page.clock.install();
    });

    for (const land of ['summerland', 'autumnland', 'winterland'] as const)
      test(`every step of ${land}'s tutorial shows its instruction, keys and buttons whole, uncovered and unscrolled`, async ({
        page,
      }) => {
        const problems: string[] = [];
        const cramped: number[] = [];
        try {
          await page.goto(`/tutorial/${land}/1`);
          for (const lesson of LESSON_PAGES[land]) {
            await expect(page).toHaveURL(new RegExp(`/tutorial/${land}/${lesson.page}$`));
            await expect(page.locator('.lesson-panel__text')).toBeVisible();
            // The page's steps wait for a window that holds its board.
            if (await askedForRoom(page, `${land} ${lesson.page}`, problems)) {
              cramped.push(lesson.page);
              if (lesson.page < LESSON_PAGES[land].length)
                await page.goto(`/tutorial/${land}/${lesson.page + 1}`);
              continue;
            }
            const next = page.getByRole('button', { name: 'Next' });
            const newcomer = size === PHONE;
            if (newcomer) {
              await expect(page.getByRole('link', { name: 'Skip the tutorial' })).toHaveAttribute(
                'href',
                '/play',
              );
              await expect(next).toHaveAttribute('aria-disabled', 'true');
            }
            const puzzle = decodePuzzle(lesson.record);
            let state = startLesson(lesson);
            let noteMode = false;
            let wrong = !newcomer;
            for (let step = 1; !state.done && step < 60; step++) {
              const action = expectedAction(lesson, state);
              if (!action) break;
              if (action.type === 'continue') await page.clock.runFor(CONTINUE_AFTER_MS);
              problems.push(...(await look(page, `${land} ${lesson.page} step ${step}`)));
              if (!wrong && action.type === 'digit' && !noteMode) {
                await wrongDigitOnce(page, action, noteMode);
                wrong = true;
              }
              noteMode = await perform(page, puzzle, action, noteMode);
              state = lessonAct(lesson, state, action).state;
            }
            await expect(next).toHaveAttribute('aria-disabled', 'false');
            problems.push(...(await look(page, `${land} ${lesson.page} done`)));
            if (newcomer && lesson.page === LESSON_PAGES[land].length)
              await expect(page.getByRole('button', { name: /^Play / })).toBeVisible();
            if (lesson.page < LESSON_PAGES[land].length) await next.click();
          }
        } finally {
          expect.soft(problems).toEqual([]);
        }
        // Only the smallest phone held sideways is too small for a page's board.
        if (size !== SMALLEST) expect(cramped, `${land}'s pages asking for more room`).toEqual([]);
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
      const cramped: string[] = [];
      for (const path of ['/playcommon', '/playdeduction']) {
        await page.goto(path);
        await pastCard(page, path, problems);
        if (await askedForRoom(page, path, problems)) cramped.push(path);
        else await walkStepTutorial(page, path, problems);
      }
      expect(problems).toEqual([]);
      if (size !== SMALLEST) expect(cramped, 'practices asking for more room').toEqual([]);
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
      const cramped = await askedForRoom(page, '/playdeduction ×', problems);
      if (!cramped) await walkStepTutorial(page, '/playdeduction ×', problems);
      expect(problems).toEqual([]);
      if (size !== SMALLEST) expect(cramped, 'the × step tutorial asking for more room').toBe(false);
    });
  });
