import type { Band } from '@czeus/puzzle';
import { PRIZE_BY_BAND, SMART_HINTS_FACTOR } from './constants.js';

/**
 * Gems a puzzle is worth with all three stars, by its band (the record's difficultyLevel):
 * easy 200, medium 300, hard 400, expert 500 (docs/game-rules.md, "Prizes").
 */
export function availableGems(band: Band): number {
  return PRIZE_BY_BAND[band];
}

/** Smart hints a puzzle offers: ceil(1.3157 × difficulty / 100), e.g. 2 for difficulty 90. */
export function smartHintsOf(difficulty: number): number {
  return Math.ceil((SMART_HINTS_FACTOR * difficulty) / 100);
}

/**
 * Gems a finished game earns: the puzzle's prize in thirds, one per star, rounded down to tens;
 * nothing for a failed game. (The spec gives the prize, not how stars share it: chosen.)
 */
export function gemsEarned(band: Band, stars: number, success: boolean): number {
  if (!success) return 0;
  return Math.floor((availableGems(band) * stars) / 3 / 10) * 10;
}
