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
  /** Step 2: the script's selection has been made (the player then presses the pulsing key). */
  selected: boolean;
}

/** The cells the onboarding points at, from the practice board. */
export interface OnboardingCells {
  /** A pair clue joining a mystery above and one below (PUZZLE.md type 2). */
  verticalPair: number;
  /** A pair clue joining a mystery left and one right (type 3). */
  horizontalPair: number;
  /** Mysteries in the top half of the board. */
  topHalf: number[];
  /**
   * Spec: step 2 selects cell index 8. On our display grid of the practice board (4-squares)
   * that is a square clue, so the onboarding's half of it (a mystery there is taken whole).
   */
  autoSelect: CellRef;
}

/** Figures of spec section 9. */
export const ONBOARDING = {
  continueAfterMs: CONTINUE_AFTER_MS,
  autoSelectAfterMs: 1500,
  /** Step 1 pulses the fourth pad key for addition, the third for multiplication. */
  pulse: { add: 4, mult: 3 } as Record<OnboardingKind, 4 | 3>,
  /** Step 2 pulses the fifth. */
  secondPulse: 5,
  autoSelectCell: 8,
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

/** What the web does when the onboarding is over. */
export type OnboardingEffect =
  | { type: 'puzzleNumberCount'; value: number }
  | { type: 'analytics'; eventName: 'onboardingSeen'; data: { onboardingType: string; puzzleNumber: number } }
  | { type: 'smartHint'; deduction: true; afterMs: number };

export function startOnboarding(kind: OnboardingKind): OnboardingState {
  return { kind, step: -3, selected: false };
}

/** The practice board's cells the onboarding names (the first clue of each kind, row by row). */
export function onboardingCellsOf(record: PuzzleRecord, kind: OnboardingKind): OnboardingCells {
  const puzzle = decodePuzzle(record);
  const first = (kind: string) => puzzle.clues.find((c) => puzzle.cells[c].kind === kind) ?? -1;
  return {
    verticalPair: first('verticalPair'),
    horizontalPair: first('horizontalPair'),
    topHalf: puzzle.mysteries.filter((m) => puzzle.cells[m].y < (puzzle.height - 1) / 2),
    autoSelect:
      puzzle.cells[ONBOARDING.autoSelectCell]?.kind === 'mystery'
        ? { cell: ONBOARDING.autoSelectCell }
        : { cell: ONBOARDING.autoSelectCell, half: kind },
  };
}

const LOCKED: Enabled = { board: false, pad: false, notes: false, undo: false, hint: false, reveal: false };
const OPEN: Enabled = { board: true, pad: true, notes: true, undo: true, hint: true, reveal: true };

export function onboardingDirections(state: OnboardingState, cells: OnboardingCells): Directions {
  const half = state.kind;
  const text = `onboarding.${state.kind}.step${state.step < 0 ? 'Clue' : state.step}`;
  const read = (highlight: CellRef[]): Directions => ({
    text,
    highlight,
    pulse: [],
    enabled: LOCKED,
    continueAfterMs: ONBOARDING.continueAfterMs,
  });
  switch (state.step) {
    case -3:
      return read([{ cell: cells.verticalPair, half }]);
    case -2:
      return read([{ cell: cells.horizontalPair, half }]);
    case -1:
      return read([
        { cell: cells.verticalPair, half },
        { cell: cells.horizontalPair, half },
      ]);
    case 0:
      return read(cells.topHalf.map((cell) => ({ cell })));
    case 1:
      return {
        text,
        icon: half,
        highlight: [],
        pulse: [ONBOARDING.pulse[half]],
        enabled: { ...LOCKED, pad: true },
      };
    case 2:
      return {
        text,
        highlight: [cells.autoSelect],
        pulse: [ONBOARDING.secondPulse as PadKey],
        enabled: { ...LOCKED, pad: true },
        ...(state.selected
          ? {}
          : { autoSelect: { target: cells.autoSelect, afterMs: ONBOARDING.autoSelectAfterMs } }),
      };
    case 3:
      return { text, highlight: [], pulse: [], enabled: OPEN };
  }
}

/**
 * One action during the onboarding. Steps -3..0 go on with Continue; step 1 with the pulsing
 * key; step 2 once the script's selection is made and the player presses the fifth key. On
 * reaching step 3 the effects say what the web does: set the counter, send the analytics
 * event, show a smart hint with deduction. Anything else changes nothing.
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
  if (state.step === 1)
    return action?.type === 'digit' && action.digit === ONBOARDING.pulse[state.kind] ? next(2) : stay;
  if (state.step === 2) {
    if (!state.selected)
      return action?.type === 'selected' &&
        action.target?.cell === cells.autoSelect.cell &&
        action.target.half === cells.autoSelect.half
        ? { state: { ...state, selected: true }, effects: [] }
        : stay;
    if (action?.type !== 'digit' || action.digit !== ONBOARDING.secondPulse) return stay;
    return {
      state: { ...state, step: 3, selected: false },
      effects: [
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
  return stay;
}

/** Spec section 9: the first smart hint after 1200 ms, later ones after 800 ms. */
export function smartHintDelayMs(hintsShown: number): number {
  return hintsShown === 0 ? ONBOARDING.firstSmartHintMs : ONBOARDING.laterSmartHintMs;
}

/** The onboarding is over once step 3 is reached (settings keep it as "seen"). */
export function onboardingDone(state: OnboardingState): boolean {
  return state.step >= 3;
}
