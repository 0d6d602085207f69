import { expect, type Page } from '@playwright/test';
import { ENTRY_FLOOR_MS } from '@czeus/game';
import type { LessonAction } from '@czeus/lessons';
import { type Puzzle, SHAPES, transposePuzzle } from '@czeus/puzzle';
import { clueWhere } from './game.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const place = (puzzle: Puzzle, cell: number) =>
  `row ${puzzle.cells[cell].y / 2 + 1}, column ${puzzle.cells[cell].x / 2 + 1}`;

/**
 * Whether the board shows the served puzzle turned (a 2 × 3 board as 3 × 2): the stage turns a
 * board so its long side follows its own box's, which the window's shape does not say.
 */
async function turned(page: Page, served: Puzzle): Promise<boolean> {
  if (!SHAPES[served.shape].transposable || served.width === served.height) return false;
  const rows = await page.getByRole('gridcell', { name: /^mystery, row \d+, column 1,/ }).count();
  return rows !== (served.height + 1) / 2;
}

/** The grid cell a lesson names (a mystery, or one half of a clue) by the served board's index. */
export async function gridCell(page: Page, served: Puzzle, cell: number, half?: 'add' | 'mult') {
  const turn = await turned(page, served);
  const puzzle = turn ? transposePuzzle(served) : served;
  // Display cell (y, x) shows at (x, y).
  const shown = turn ? (cell % served.width) * served.height + Math.floor(cell / served.width) : cell;
  const name = half
    ? new RegExp(`^${half === 'add' ? 'add' : 'times'} clue [^,]+, ${escape(clueWhere(puzzle, shown))}$`)
    : new RegExp(`^mystery, ${place(puzzle, shown)},`);
  return page.getByRole('gridcell', { name });
}

export const lessonPad = (page: Page) => page.getByRole('group', { name: 'Numbers' });

/**
 * The game takes a number no sooner than ENTRY_FLOOR_MS of play after the last: the page's
 * clock (installed by the test) passes that at once. A lesson posts nothing the server times.
 */
export const pastEntryFloor = (page: Page) => page.clock.runFor(ENTRY_FLOOR_MS + 50);

/**
 * Does what a lesson step asks, as a player does it: taps on the grid, the pad, the estimation
 * pad, Continue. Returns whether note mode is on afterwards.
 */
export async function perform(
  page: Page,
  puzzle: Puzzle,
  action: LessonAction,
  noteMode: boolean,
): Promise<boolean> {
  const pad = lessonPad(page);
  switch (action.type) {
    case 'continue': {
      const next = page.locator('.lesson-panel').getByRole('button', { name: 'Continue' });
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      await next.click();
      return noteMode;
    }
    case 'selected':
      await (await gridCell(page, puzzle, action.target.cell, action.target.half)).click();
      return noteMode;
    case 'digit':
    case 'note': {
      const wantNotes = action.type === 'note';
      if (wantNotes !== noteMode) await pad.getByRole('button', { name: 'Notes' }).click();
      await pastEntryFloor(page);
      await pad.getByRole('button', { name: String(action.digit), exact: true }).click();
      return wantNotes;
    }
    case 'clueValue': {
      const sign = action.target.half === 'add' ? '+' : '×';
      await page
        .getByRole('group', { name: "Choose the clue's value" })
        .getByRole('button', { name: `${sign}${action.value}` })
        .click();
      return noteMode;
    }
    case 'undo':
      await pad.getByRole('button', { name: 'Undo note' }).click();
      return noteMode;
    case 'back':
      await page.locator('.lesson-panel').getByRole('button', { name: 'Back' }).click();
      return noteMode;
  }
}

/** A wrong digit where the step asks for one: the lesson answers with the hint engine's words. */
export async function wrongDigitOnce(page: Page, action: LessonAction, noteMode: boolean) {
  if (action.type !== 'digit' || noteMode) return;
  const wrong = (action.digit % 9) + 1;
  await pastEntryFloor(page);
  await lessonPad(page)
    .getByRole('button', { name: String(wrong), exact: true })
    .click();
  await expect(page.locator('.hint-box')).toBeVisible();
  await expect(page.locator('.lesson-panel__reminder')).not.toBeEmpty();
}
