import { MAX_DIGIT, MIN_DIGIT } from '../model.js';
import type { Step } from './board.js';

// Tier 1: direct steps (PUZZLE.md band 1). Each finds the first deduction in display order.

/** Whole by `% 1`, not Number.isInteger: asked at every step, and under Jest each global lookup is slow. */
export const isDigit = (d: number) => d >= MIN_DIGIT && d <= MAX_DIGIT && d % 1 === 0;

/** A tier-1 step: direct steps place digits or narrow one pair, and derive no clue half. */
export const directStep = (
  s: Omit<Step, 'tier' | 'eliminations' | 'derivedClueHalves'> & Partial<Step>,
): Step => ({
  tier: 1,
  eliminations: [],
  derivedClueHalves: [],
  ...s,
});
