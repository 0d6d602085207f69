import { factorMachine, onboardingMachine, type PracticeTutorial, type StepMachine } from '@czeus/lessons';
import type { PuzzleRecord } from '@czeus/puzzle';
import type { PracticeKind } from '../settings/settings-slice';

/**
 * Which step tutorial a practice puzzle opens with, until the player has seen it (spec
 * section 4): deduction teaches + clues on the first puzzle solved by + clues the player meets
 * (class 1, the set's first) and × clues on the first solved by × clues (class 2), "type 0 then
 * 1"; factoring teaches the common factor on its first puzzle.
 */
export function stepTutorialFor(
  kind: PracticeKind,
  record: PuzzleRecord | undefined,
  seen: readonly PracticeTutorial[],
  puzzleNumber: number,
): StepMachine | undefined {
  if (!record) return undefined;
  if (kind === 'factoring') return seen.includes('factor') ? undefined : factorMachine(record, puzzleNumber);
  if (kind !== 'deduction' || !record.class) return undefined;
  const due = record.class === 1 ? 'add' : 'mult';
  return seen.includes(due) ? undefined : onboardingMachine(due, record, puzzleNumber);
}
