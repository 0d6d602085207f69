import { parse } from 'regexparam';
import { PRACTICE_TABLE } from '../practice/practice-kinds';
import { BLACK_PLAY_PATH } from '../theme/black-play-path';

/** The practice kinds that have puzzles to play (the others are announced, not played). */
export const PRACTICE_BOARDS = PRACTICE_TABLE.filter((kind) => kind.puzzles);

/**
 * The routes whose screens play on the stage, by screen. AppRoutes gives these paths to its
 * routes, and the app's start reads them to know, before its first render, that a link opens on
 * a board; the app's frame and the side menu read from them what is on screen.
 */
export const STAGE_PATHS = {
  play: ['/play', BLACK_PLAY_PATH],
  daily: ['/daily/:date?'],
  marathon: ['/marathon'],
  practice: PRACTICE_BOARDS.map((kind) => kind.path),
  tutorial: ['/tutorial/*?'],
} as const satisfies Record<string, readonly string[]>;

export type StageScreen = keyof typeof STAGE_PATHS;

// wouter's own parser (regexparam), so a path is read here exactly as the routes read it.
const PATTERNS = Object.entries(STAGE_PATHS).flatMap(([screen, paths]) =>
  paths.map((path) => [screen as StageScreen, parse(path).pattern] as const),
);

/** The stage's screen a path opens on, if any. */
export function stageScreenAt(path: string): StageScreen | null {
  return PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}
