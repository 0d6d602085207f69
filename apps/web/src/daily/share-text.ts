import type { CellKind } from '@czeus/puzzle';
import { clockOf } from './daily-date';

/** The board's lattice as the puzzle record decodes it: only where the mysteries stand. */
export interface BoardLattice {
  width: number;
  height: number;
  cells: readonly { kind: CellKind }[];
}

/** What a daily's share says: the game's figures, never who played it. */
export interface DailyShareFacts {
  /** The daily's UTC date, "2026-11-27". */
  date: string;
  board: BoardLattice;
  solved: boolean;
  /** Seconds of play, e.g. 187. */
  playTime: number;
  /** Smart hints and reveals together. */
  hints: number;
  /** The streak's days after this game. */
  streak: number;
  /** Where the game is served, e.g. "https://czeus.example": the link opens this daily there. */
  origin: string;
  /** "cZeus daily" in the player's language. */
  title: string;
}

const SOLVED = '🟩';
const LOST = '🟥';
const NONE = '⬜';

/**
 * The board's shape in emoji, a square per mystery where the lattice has one (the display grid
 * holds mysteries at even rows and columns, clues between them), so a friend sees which shape
 * was played without a spoiler: no digit, no clue.
 */
export function boardPicture(board: BoardLattice, solved: boolean): string {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y += 2) {
    let row = '';
    for (let x = 0; x < board.width; x += 2)
      row += board.cells[y * board.width + x]?.kind === 'mystery' ? (solved ? SOLVED : LOST) : NONE;
    rows.push(row);
  }
  return rows.join('\n');
}

/** The daily's own address, the same for everyone: where the share's reader plays it. */
export const dailyLink = (origin: string, date: string): string =>
  `${origin.replace(/\/+$/, '')}/daily/${date}`;

/**
 * The text a player shares after a daily, Wordle's way: the date, the shape, the figures as
 * emoji that need no translation, the link. Only the facts named here go in, so nothing
 * personal (name, e-mail, rank among named players) can.
 */
export function shareText(facts: DailyShareFacts): string {
  const figures = [
    facts.solved ? `⏱ ${clockOf(facts.playTime)}` : '✖',
    `💡 ${facts.hints}`,
    `🔥 ${facts.streak}`,
  ].join(' · ');
  return [
    `${facts.title} ${facts.date}`,
    boardPicture(facts.board, facts.solved),
    figures,
    dailyLink(facts.origin, facts.date),
  ].join('\n');
}
