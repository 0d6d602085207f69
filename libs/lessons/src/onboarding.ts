import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { CONTINUE_AFTER_MS } from './engine.js';
import type { CellRef, Directions, Enabled, LessonAction, PadKey } from './script.js';

/**
 * The spec's onboarding for the clue-deduction practice (section 4, "Tutorials"): the steps
 * `addcluestep` / `multcluestep` from -3 to 3. Pure: it says what to show and which side
 * effects to perform; the web keeps the step with the settings and performs the effects.
 */
export type OnboardingKind = 'add' | 'mult';
export type OnboardingStep = -3 | -2 | -1 | 0 | 1 | 2 | 3;

export interface OnboardingState {
  kind: OnboardingKind;
  step: OnboardingStep;
  /** Steps 1 and 2: the onboarding's own selection of the step's mystery has been made. */
  selected: boolean;
}

/**
 * What the onboarding points at on the practice board, each clue half one the board shows:
 * a pair clue, and the two mysteries it joins (the first the onboarding gives, the second the
 * player finds from the clue); a square clue.
 */
export interface OnboardingCells {
  /** A pair clue showing the onboarding's half (PUZZLE.md types 2 and 3). */
  pair: number;
  /** That half's value: the sum or product of the pair's two mysteries. */
  pairValue: number;
  /** A square clue showing the onboarding's half, one around the pair when there is one. */
  square: number;
  squareValue: number;
  /** The pair's mystery the onboarding gives at step 1, with its digit. */
  first: { cell: number; digit: number };
  /** The pair's other mystery, found at step 2 from the clue and the first digit. */
  second: { cell: number; digit: number };
}

/** Figures of spec section 9. */
export const ONBOARDING = {
  continueAfterMs: CONTINUE_AFTER_MS,
  autoSelectAfterMs: 1500,
  /** From step 3 the practice's puzzle counter stands at this (puzzleNumberCount's cap). */
  puzzleNumberCount: 4,
  firstSmartHintMs: 1200,
  laterSmartHintMs: 800,
} as const;

/** The analytics names of spec section 7. */
export const ONBOARDING_TYPE: Record<OnboardingKind, string> = {
  add: 'Deduction by +Clues',
  mult: 'Deduction by xClues',
};

/** What the web does: a digit entered for the player, or what follows the onboarding's end. */
export type OnboardingEffect =
  | { type: 'enter'; cell: number; digit: number }
  | { type: 'puzzleNumberCount'; value: number }
  | { type: 'analytics'; eventName: 'onboardingSeen'; data: { onboardingType: string; puzzleNumber: number } }
  | { type: 'smartHint'; deduction: true; afterMs: number };

export function startOnboarding(kind: OnboardingKind): OnboardingState {
  return { kind, step: -3, selected: false };
}

/**
 * The practice board's cells the onboarding names: the first pair clue (row by row) showing
 * the kind's half, and a square showing it, one around that pair if any. Undefined for a board
 * without both (then the onboarding waits for a board that has them).
 */
export function onboardingCellsOf(record: PuzzleRecord, kind: OnboardingKind): OnboardingCells | undefined {
  const puzzle = decodePuzzle(record);
  const shows = (c: number) => (kind === 'add' ? puzzle.cells[c].addShown : puzzle.cells[c].multShown);
  const clues = puzzle.clues.filter(shows);
  const pair = clues.find((c) => puzzle.cells[c].kind !== 'square');
  const squares = clues.filter((c) => puzzle.cells[c].kind === 'square');
  if (pair === undefined || squares.length === 0) return undefined;
  const [a, b] = (puzzle.cells[pair].mysteries ?? []).map((cell) => ({
    cell,
    digit: puzzle.cells[cell].solution as number,
  }));
  const [first, second] = [a, b];
  const around = squares.find((s) => [a.cell, b.cell].every((m) => puzzle.cells[s].mysteries?.includes(m)));
  const square = around ?? squares[0];
  return {
    pair,
    pairValue: puzzle.cells[pair][kind] as number,
    square,
    squareValue: puzzle.cells[square][kind] as number,
    first,
    second,
  };
}

const LOCKED: Enabled = { board: false, pad: false, notes: false, undo: false, hint: false, reveal: false };
const OPEN: Enabled = { board: true, pad: true, notes: true, undo: true, hint: true, reveal: true };

/** Each step's text, under `onboarding.<kind>.` in the lessons namespace. */
export const ONBOARDING_TEXT: Record<OnboardingStep, string> = {
  [-3]: 'pair',
  [-2]: 'square',
  [-1]: 'split',
  0: 'start',
  1: 'first',
  2: 'second',
  3: 'yourTurn',
};

export function onboardingDirections(state: OnboardingState, cells: OnboardingCells): Directions {
  const half = state.kind;
  const text = `onboarding.${state.kind}.${ONBOARDING_TEXT[state.step]}`;
  const read = (highlight: CellRef[], textParams?: Directions['textParams']): Directions => ({
    text,
    ...(textParams ? { textParams } : {}),
    highlight,
    pulse: [],
    enabled: LOCKED,
    continueAfterMs: ONBOARDING.continueAfterMs,
  });
  const pairHalf = { cell: cells.pair, half };
  const { first, second } = cells;
  // A key step takes its digit at once; the selection only shows where it goes.
  const key = (at: typeof first, afterMs: number, textParams: Directions['textParams']): Directions => ({
    text,
    textParams,
    ...(state.step === 1 ? { icon: half } : {}),
    highlight: [{ cell: at.cell }, pairHalf],
    pulse: [at.digit as PadKey],
    enabled: { ...LOCKED, pad: true },
    ...(state.selected ? {} : { autoSelect: { target: { cell: at.cell }, afterMs } }),
  });
  switch (state.step) {
    case -3:
      return read([pairHalf], { value: cells.pairValue });
    case -2:
      return read([{ cell: cells.square, half }], { value: cells.squareValue });
    case -1:
      return read([{ cell: cells.square, half }]);
    case 0:
      return read([pairHalf, { cell: first.cell }, { cell: second.cell }]);
    case 1:
      return key(first, 0, { digit: first.digit });
    case 2:
      return key(second, ONBOARDING.autoSelectAfterMs, {
        value: cells.pairValue,
        first: first.digit,
        digit: second.digit,
      });
    case 3:
      return { text, highlight: [], pulse: [], enabled: OPEN };
  }
}

/**
 * One action during the onboarding. Steps -3..0 go on with Continue; steps 1 and 2 with the
 * pulsing key, taken the moment it is pressed: the onboarding enters that digit in its mystery
 * (selecting it, if its own selection has not come yet). On reaching step 3 the effects also
 * say what the web does: set the counter, send the analytics event, show a smart hint with
 * deduction. Anything else changes nothing but the step's own selection.
 */
export function onboardingAct(
  state: OnboardingState,
  action: LessonAction,
  puzzleNumber: number,
  cells: OnboardingCells,
): { state: OnboardingState; effects: OnboardingEffect[] } {
  const stay = { state, effects: [] };
  const next = (step: OnboardingStep) => ({ state: { ...state, step, selected: false }, effects: [] });
  if (state.step < 1) return action?.type === 'continue' ? next((state.step + 1) as OnboardingStep) : stay;
  if (state.step > 2) return stay;
  const at = state.step === 1 ? cells.first : cells.second;
  if (action?.type === 'selected')
    return !state.selected && action.target?.cell === at.cell && action.target.half === undefined
      ? { state: { ...state, selected: true }, effects: [] }
      : stay;
  if (action?.type !== 'digit' || action.digit !== at.digit) return stay;
  const enter: OnboardingEffect = { type: 'enter', cell: at.cell, digit: at.digit };
  if (state.step === 1) return { state: { ...state, step: 2, selected: false }, effects: [enter] };
  return {
    state: { ...state, step: 3, selected: false },
    effects: [
      enter,
      { type: 'puzzleNumberCount', value: ONBOARDING.puzzleNumberCount },
      {
        type: 'analytics',
        eventName: 'onboardingSeen',
        data: { onboardingType: ONBOARDING_TYPE[state.kind], puzzleNumber },
      },
      { type: 'smartHint', deduction: true, afterMs: ONBOARDING.firstSmartHintMs },
    ],
  };
}

/** Spec section 9: the first smart hint after 1200 ms, later ones after 800 ms. */
export function smartHintDelayMs(hintsShown: number): number {
  return hintsShown === 0 ? ONBOARDING.firstSmartHintMs : ONBOARDING.laterSmartHintMs;
}

/** The onboarding is over once step 3 is reached (settings keep it as "seen"). */
export function onboardingDone(state: OnboardingState): boolean {
  return state.step >= 3;
}
