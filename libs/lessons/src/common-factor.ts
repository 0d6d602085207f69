import type { CommonFactorExample as FactorExample } from '@czeus/puzzle';
import { CONTINUE_AFTER_MS } from './engine.js';
import type { CellRef, Directions, Enabled, LessonAction } from './script.js';

/**
 * The spec's common-factor step tutorial (section 4, "Tutorials"): steps -1, 0, 1, 2, 2.5, 3, 4.
 * Continue goes forward (half steps at 2 and 2.5), Back goes back; step 3 enters the mystery's
 * digit by itself; at step 4 the pad is the player's and a smart hint shows (first after 800 ms).
 * Pure: it says what to show and which effects to perform; the web performs them.
 */
export type FactorStep = -1 | 0 | 1 | 2 | 2.5 | 3 | 4;
export const FACTOR_STEPS: readonly FactorStep[] = [-1, 0, 1, 2, 2.5, 3, 4];

/** Figures of spec section 9. */
export const FACTOR_LESSON = { firstSmartHintMs: 800, laterSmartHintMs: 500 } as const;

export interface FactorState {
  step: FactorStep;
}

/** What the web does as the steps go by. */
export type FactorEffect =
  | { type: 'enter'; cell: number; digit: number }
  | { type: 'analytics'; eventName: 'onboardingSeenCommonFactorGames'; data: { puzzleNumber: number } }
  | { type: 'smartHint'; afterMs: number };

export const startFactorLesson = (): FactorState => ({ step: -1 });

const LOCKED: Enabled = { board: false, pad: false, notes: false, undo: false, hint: false, reveal: false };
const OPEN: Enabled = { board: true, pad: true, notes: true, undo: true, hint: true, reveal: true };

const TEXTS: Record<FactorStep, string> = {
  '-1': 'factor.meet',
  0: 'factor.first',
  1: 'factor.second',
  2: 'factor.common',
  2.5: 'factor.only',
  3: 'factor.entered',
  4: 'factor.yourTurn',
};

export function factorDirections(state: FactorState, example: FactorExample): Directions {
  const { mystery, clues, products, factors, digit } = example;
  const at = (...cells: number[]): CellRef[] => cells.map((cell) => ({ cell, half: 'mult' as const }));
  const mysteryRef: CellRef = { cell: mystery };
  const textParams = {
    a: products[0],
    b: products[1],
    fa: factors[0].join(', '),
    fb: factors[1].join(', '),
    d: digit,
  };
  const read = (highlight: CellRef[]): Directions => ({
    text: TEXTS[state.step],
    textParams,
    highlight,
    pulse: [],
    enabled: LOCKED,
    continueAfterMs: CONTINUE_AFTER_MS,
  });
  switch (state.step) {
    case -1:
      return read([mysteryRef, ...at(...clues)]);
    case 0:
      return read([mysteryRef, ...at(clues[0])]);
    case 1:
      return read([mysteryRef, ...at(clues[1])]);
    case 2:
    case 2.5:
      return read([mysteryRef]);
    case 3:
      return read([mysteryRef]);
    case 4:
      return { text: TEXTS[4], textParams, highlight: [], pulse: [], enabled: OPEN };
  }
}

/** Whether Back is offered: on the reading steps after the first, before the digit is in. */
export const factorCanGoBack = (state: FactorState) => state.step > -1 && state.step < 3;

/**
 * Continue moves one step on, Back one step back (spec: half steps at 2 and 2.5). Reaching 3
 * enters the digit; reaching 4 sends the analytics event and opens a smart hint. Anything else
 * changes nothing.
 */
export function factorAct(
  state: FactorState,
  action: LessonAction,
  example: FactorExample,
  puzzleNumber: number,
): { state: FactorState; effects: FactorEffect[] } {
  const at = FACTOR_STEPS.indexOf(state.step);
  if (action.type === 'back' && factorCanGoBack(state))
    return { state: { step: FACTOR_STEPS[at - 1] }, effects: [] };
  if (action.type !== 'continue' || state.step === 4) return { state, effects: [] };
  const step = FACTOR_STEPS[at + 1];
  if (step === 3)
    return { state: { step }, effects: [{ type: 'enter', cell: example.mystery, digit: example.digit }] };
  if (step === 4)
    return {
      state: { step },
      effects: [
        { type: 'analytics', eventName: 'onboardingSeenCommonFactorGames', data: { puzzleNumber } },
        { type: 'smartHint', afterMs: FACTOR_LESSON.firstSmartHintMs },
      ],
    };
  return { state: { step }, effects: [] };
}

export const factorLessonDone = (state: FactorState) => state.step === 4;
