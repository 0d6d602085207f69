import { commonFactorExample, type PuzzleRecord } from '@czeus/puzzle';
import {
  factorAct,
  factorCanGoBack,
  factorDirections,
  type FactorEffect,
  factorLessonDone,
  type FactorState,
  startFactorLesson,
} from './common-factor.js';
import {
  onboardingAct,
  onboardingCellsOf,
  onboardingDirections,
  onboardingDone,
  type OnboardingEffect,
  type OnboardingKind,
  type OnboardingState,
  startOnboarding,
} from './onboarding.js';
import type { Directions, LessonAction } from './script.js';

/** The practice tutorials a player goes through once: the deduction onboardings and common factor. */
export type PracticeTutorial = OnboardingKind | 'factor';

export type StepEffect = OnboardingEffect | FactorEffect;

/**
 * One of the spec's step tutorials over a practice board, as the web runs it: what to show at
 * each step, what an action does, when it is over. Plain functions over plain states.
 */
export interface StepMachine<S = unknown> {
  tutorial: PracticeTutorial;
  start(): S;
  directions(state: S): Directions;
  act(state: S, action: LessonAction): { state: S; effects: StepEffect[] };
  done(state: S): boolean;
  canGoBack(state: S): boolean;
}

/**
 * The deduction onboarding of one kind (+ or ×) over its board, or undefined for a board that
 * shows no pair and square clue of that kind.
 */
export function onboardingMachine(
  kind: OnboardingKind,
  record: PuzzleRecord,
  puzzleNumber: number,
): StepMachine<OnboardingState> | undefined {
  const cells = onboardingCellsOf(record, kind);
  if (!cells) return undefined;
  return {
    tutorial: kind,
    start: () => startOnboarding(kind),
    directions: (state) => onboardingDirections(state, cells),
    act: (state, action) => onboardingAct(state, action, puzzleNumber, cells),
    done: onboardingDone,
    canGoBack: () => false,
  };
}

/** The common-factor tutorial over its board, or undefined for a board that shows no example. */
export function factorMachine(
  record: PuzzleRecord,
  puzzleNumber: number,
): StepMachine<FactorState> | undefined {
  const example = commonFactorExample(record);
  if (!example) return undefined;
  return {
    tutorial: 'factor',
    start: startFactorLesson,
    directions: (state) => factorDirections(state, example),
    act: (state, action) => factorAct(state, action, example, puzzleNumber),
    done: factorLessonDone,
    canGoBack: factorCanGoBack,
  };
}
