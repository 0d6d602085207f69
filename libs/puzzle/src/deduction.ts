import type { DeductionClass, Puzzle } from './model.js';
import { runLadder } from './techniques/ladder.js';

/**
 * The spec's "deduction" is the square-minus-pair step: a square's half minus (or divided by)
 * one side's half gives the opposite side's half ("Deduction errors concern the complementary
 * pair"; the tutorial's two kinds are "Deduction by +Clues" and "Deduction by xClues").
 */
const DEDUCTION = 'square-minus-pair';

/** Which half a deduction works with: + clues (subtraction) or × clues (division). */
export type DeductionHalf = 'add' | 'mult';

/** The record's `class` for each kind of deduction tutorial puzzle. */
export const DEDUCTION_CLASS: Record<DeductionHalf, DeductionClass> = { add: 1, mult: 2 };

export interface DeductionNeed {
  /**
   * The ladder without cross-clue steps (tiers 1-2) cannot finish the puzzle, and the full
   * ladder does, taking at least one deduction.
   */
  needed: boolean;
  /** The halves the ladder's deductions derived, each once, in order of first use. */
  halves: DeductionHalf[];
  /** Steps above tier 2 that are not deductions (rule-2 eliminations, enumerations, what-ifs). */
  otherHardSteps: number;
}

/** Whether solving the puzzle as a person would needs a deduction, and which kinds. */
export function deductionNeed(puzzle: Puzzle): DeductionNeed {
  const run = runLadder(puzzle);
  const halves: DeductionHalf[] = [];
  let otherHardSteps = 0;
  for (const step of run.steps) {
    if (step.technique === DEDUCTION) {
      const half = step.derivedClueHalves[0].half;
      if (!halves.includes(half)) halves.push(half);
    } else if (step.tier > 2) otherHardSteps++;
  }
  const needed = run.solved && halves.length > 0 && !runLadder(puzzle, 2).solved;
  return { needed, halves, otherHardSteps };
}

/**
 * The class of a deduction tutorial puzzle: 1 when it needs deductions by + clues only, 2 by
 * × clues only, and no other step harder than combining clues at one mystery (so the puzzle
 * teaches that one deduction). Undefined for any other puzzle.
 */
export function deductionClass(puzzle: Puzzle): DeductionClass | undefined {
  const need = deductionNeed(puzzle);
  if (!need.needed || need.halves.length !== 1 || need.otherHardSteps > 0) return undefined;
  return DEDUCTION_CLASS[need.halves[0]];
}
