import { GEMS_FACTOR, SMART_HINTS_FACTOR } from './constants.js';

/** Gems a puzzle is worth: 100 × ceil(1.5157 × difficulty / 100), e.g. 200 for difficulty 70. */
export function availableGems(difficulty: number): number {
  return 100 * Math.ceil((GEMS_FACTOR * difficulty) / 100);
}

/** Smart hints a puzzle offers: ceil(1.3157 × difficulty / 100), e.g. 2 for difficulty 90. */
export function smartHintsOf(difficulty: number): number {
  return Math.ceil((SMART_HINTS_FACTOR * difficulty) / 100);
}

/**
 * Gems a finished game earns: the puzzle's available gems in thirds, one per star; nothing
 * for a failed game. (The spec gives the available gems, not how stars share them: chosen.)
 */
export function gemsEarned(difficulty: number, stars: number, success: boolean): number {
  if (!success) return 0;
  return Math.floor((availableGems(difficulty) * stars) / 3 / 10) * 10;
}
