import type { Locator, Page } from '@playwright/test';
import { mysteryName, type openGame } from './game.js';

/** Whether a tap at the element's top, middle and bottom (at its centre line) reaches it. */
export async function hittable(target: Locator): Promise<boolean> {
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
export async function selectOpenCell(page: Page, puzzle: Awaited<ReturnType<typeof openGame>>) {
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
  return { cell, solution: puzzle.cells[cell].solution as number };
}

export const pad = (page: Page) => page.getByRole('group', { name: 'Numbers' });
