import type { Land, LessonPage } from '../script.js';
import { AUTUMNLAND } from './autumnland.js';
import { SUMMERLAND } from './summerland.js';
import { WINTERLAND } from './winterland.js';

/** Every tutorial page, per land in page order (spec section 9: 6, 6 and 4 pages). */
export const LESSON_PAGES: Record<Land, LessonPage[]> = {
  summerland: SUMMERLAND,
  autumnland: AUTUMNLAND,
  winterland: WINTERLAND,
};

export const LANDS: readonly Land[] = ['summerland', 'autumnland', 'winterland'];

/** The page at /tutorial/{land}/{page}, or undefined. */
export function lessonPage(land: Land, page: number): LessonPage | undefined {
  return LESSON_PAGES[land]?.[page - 1];
}
