import { expect, type Page } from '@playwright/test';
import { ENTRY_FLOOR_MS } from '@czeus/game';
import {
  decodePuzzle,
  leastSolvingMs,
  numbersToFind,
  type Puzzle,
  type PuzzleRecord,
  SHAPES,
  transposePuzzle,
} from '@czeus/puzzle';

/**
 * The puzzle as the board shows it: 2-squares and 6-squares turn so their long side follows
 * the screen's, and the grid's names (row, column) follow what is shown.
 */
export function asShown(puzzle: Puzzle, page: Page): Puzzle {
  const { width, height } = page.viewportSize() ?? { width: 1, height: 1 };
  const turns =
    SHAPES[puzzle.shape].transposable &&
    puzzle.width !== puzzle.height &&
    puzzle.width > puzzle.height !== width >= height;
  return turns ? transposePuzzle(puzzle) : puzzle;
}

/**
 * Play begins after the countdown: "3, 2, 1, Go!". The board takes input from "Go!" on (it
 * floats over the board and lets taps through), so a test plays on without waiting it out.
 */
export async function waitForGo(page: Page): Promise<void> {
  // The stage's first frame (up to 1.5 s), then three seconds: twice that beside two other browsers.
  // "Go!" shows for 800 ms (GoFlash.tsx): read in the page every frame, as phone.spec's countdown
  // check does; checks from outside, 500 ms apart plus a loaded machine's round trip, can miss it.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[role="status"]')).some(
        (status) => status.textContent === 'Go!' && status.getClientRects().length > 0,
      ),
    undefined,
    { timeout: 15_000, polling: 'raf' },
  );
  // Seen in its first frame: the game takes no number within ENTRY_FLOOR_MS of play's start (a
  // script's pace), so a test types no sooner than that, as a person would.
  await page.waitForTimeout(ENTRY_FLOOR_MS);
}

/**
 * Opens a game (by going to `path`, or by `open` doing what a player does) and returns the
 * puzzle the server served, as the board shows it, once play has begun.
 */
export async function openGame(page: Page, open: string | (() => Promise<unknown>)): Promise<Puzzle> {
  const served = page.waitForResponse((r) => r.url().includes('/api/game?') && r.status() === 200);
  await (typeof open === 'string' ? page.goto(open) : open());
  const record = (await (await served).json()) as PuzzleRecord;
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible({ timeout: 10_000 });
  await waitForGo(page);
  return asShown(decodePuzzle(record), page);
}

/** The accessible name of a mystery cell, e.g. "mystery, row 2, column 3, empty". */
export const mysteryName = (puzzle: Puzzle, cell: number, value?: number): string => {
  const { y, x } = puzzle.cells[cell];
  return `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, ${value ?? 'empty'}`;
};

/**
 * A person's pace between two numbers: the game ignores a number sooner than ENTRY_FLOOR_MS
 * of play after the last (and the server refuses a log holding one); the rest is margin.
 */
const ENTRY_PACE_MS = ENTRY_FLOOR_MS + 50;

/** Types numbers on the selected cell at a person's pace (ms between two). */
export async function typeDigits(page: Page, digits: number[], pace = ENTRY_PACE_MS): Promise<void> {
  for (const digit of digits) {
    // Real time: solve() paces a whole game, and the server holds its play time to its own clock.
    await page.waitForTimeout(pace);
    await page.keyboard.press(String(digit));
  }
}

/**
 * Enters every missing number through the grid, as a keyboard player would, no quicker than
 * the puzzle's least solving time: the server refuses a faster game (docs/game-rules.md).
 */
export async function solve(page: Page, puzzle: Puzzle): Promise<void> {
  const pace = Math.max(ENTRY_PACE_MS, Math.ceil(leastSolvingMs(puzzle) / numbersToFind(puzzle)));
  for (const cell of puzzle.mysteries) {
    if (puzzle.cells[cell].given) continue;
    await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
    await typeDigits(page, [puzzle.cells[cell].solution as number], pace);
  }
}

/**
 * Keeps a won game's end card as a reader does: a key pressed once the card is up stops its
 * countdown to Continue (docs/game-rules.md), so a test may take its time over the card.
 */
export async function keepEndCard(page: Page): Promise<void> {
  await expect(page.locator('.end-screen #end-title')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Shift');
}

/** Where the grid says a clue is: "between row 1 column 1 and row 1 column 2" or "around the square at …". */
export function clueWhere(puzzle: Puzzle, cell: number): string {
  const clue = puzzle.cells[cell];
  const place = (c: { y: number; x: number }) => [c.y / 2 + 1, c.x / 2 + 1];
  if (clue.kind === 'square') {
    const [row, col] = place({ y: clue.y - 1, x: clue.x - 1 });
    return `around the square at row ${row} column ${col}`;
  }
  const [[r1, c1], [r2, c2]] = (clue.mysteries ?? []).map((m) => place(puzzle.cells[m]));
  return `between row ${r1} column ${c1} and row ${r2} column ${c2}`;
}

/** The grid's name of a clue half, e.g. "add clue hidden, between row 1 column 1 and row 1 column 2". */
export const clueName = (puzzle: Puzzle, cell: number, half: 'add' | 'mult', value?: number): string =>
  `${half === 'add' ? 'add' : 'times'} clue ${value ?? 'hidden'}, ${clueWhere(puzzle, cell)}`;
