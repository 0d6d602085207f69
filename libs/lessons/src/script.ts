import type { ClueHalf, GameEvent } from '@czeus/game';
import type { Hint, HintMessage, PuzzleRecord } from '@czeus/puzzle';

/** The tutorial's three lands, as the routes name them (spec section 2). */
export type Land = 'summerland' | 'autumnland' | 'winterland';

/** A number-pad key, or the pad's notes and undo buttons. */
export type PadKey = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 'notes' | 'undo';

/**
 * A mystery, or one half of a clue cell, in the game's indexes: the display index of the
 * served record (libs/game's `Selection`), before the web turns a transposable board to the
 * screen. The record of every page is served untransposed (r = 0).
 */
export interface CellRef {
  cell: number;
  half?: ClueHalf;
}

/** What the play screen may use at one step. */
export interface Enabled {
  board: boolean;
  pad: boolean;
  notes: boolean;
  undo: boolean;
  hint: boolean;
  reveal: boolean;
}

/** What the play screen shows at one step of a script. */
export interface Directions {
  /** i18n key in the 'lessons' namespace, e.g. "s1.find" (no namespace prefix). */
  text: string;
  textParams?: Record<string, string | number>;
  /** Cells and clue halves lit; everything else dimmed. */
  highlight: CellRef[];
  /** Pad keys that pulse. */
  pulse: PadKey[];
  enabled: Enabled;
  /** A selection the script makes by itself after `afterMs`; the web reports it as `selected`. */
  autoSelect?: { target: CellRef; afterMs: number };
  /** A read-only step: a Continue button opens after this delay. */
  continueAfterMs?: number;
  /** The clue icon to show (the onboarding's step 1). */
  icon?: 'add' | 'mult';
}

/** What the player did, as the play screen reports it. */
export type LessonAction =
  | { type: 'selected'; target: CellRef }
  /** A digit on the current selection, note mode off. */
  | { type: 'digit'; digit: number }
  /** A digit in note mode: toggles that note on the selected mystery. */
  | { type: 'note'; digit: number }
  | { type: 'clueValue'; target: CellRef; value: number }
  | { type: 'undo' }
  | { type: 'continue' }
  /** Back a step (the common-factor tutorial's Back). */
  | { type: 'back' };

/** The one action a step waits for. */
export type Expectation =
  /** Read, then Continue. */
  | { type: 'continue' }
  /** Select this mystery or clue half. */
  | { type: 'select'; target: CellRef }
  /** Enter this digit in this (selected) mystery: always the solution's digit. */
  | { type: 'digit'; cell: number; digit: number }
  /**
   * Note these digits on this (selected) mystery, in any order; `remove` asks to take notes
   * away again (crossing out a candidate), toggling them off.
   */
  | { type: 'note'; cell: number; digits: number[]; remove?: boolean }
  /** Pick this value for a hidden clue half (the estimation pad). */
  | { type: 'clueValue'; target: CellRef & { half: ClueHalf }; value: number }
  /** Take back the last note. */
  | { type: 'undo' };

/** One step of a page: its text, what it lights and pulses, and the action it waits for. */
export interface LessonStep {
  /** i18n key in the 'lessons' namespace. */
  text: string;
  textParams?: Record<string, string | number>;
  expect: Expectation;
  /** Lit cells; by default the step's target. */
  highlight?: CellRef[];
  /** Pulsing pad keys; by default 'notes' on a note step, 'undo' on an undo step, else none. */
  pulse?: PadKey[];
  /** Changes to what the step's kind enables (engine.ts, `ENABLED_BY_KIND`). */
  enabled?: Partial<Enabled>;
  /** A select step the script does itself after this delay (the spec's onboarding step 2). */
  autoSelectAfterMs?: number;
  /** A continue step's delay before Continue opens; 1000 ms (spec section 9) when left out. */
  continueAfterMs?: number;
  /**
   * The hint engine's words for why the step's answer is what it is, when its rules catch no
   * error in a wrong try (a key of libs/puzzle's MESSAGE_PARAMS, 'hints' namespace).
   */
  why?: HintMessage;
}

/** One tutorial page: a real puzzle record (its givens are the prepared board) and its steps. */
export interface LessonPage {
  land: Land;
  /** 1-based, as in the route /tutorial/{land}/{page}. */
  page: number;
  /** i18n key in the 'lessons' namespace. */
  title: string;
  record: PuzzleRecord;
  steps: LessonStep[];
  /**
   * The board may turn to follow the screen's long side, as in play: none of the page's texts
   * says where a cell lies ("right", "below"), which a turned board would make wrong.
   */
  turns?: true;
}

/** Where a player is in a page. Plain data: keep it in the store, compare by value. */
export interface LessonState {
  /** Index of the step being done; `steps.length` when the page is done. */
  step: number;
  /** Notes already made in the current note step. */
  noted: number[];
  /** The selection the game has (only right selections reach the game). */
  selection: CellRef | null;
  /** Digits per display index: the givens, then every digit the script had entered. */
  values: number[];
  /** Mystery notes per display index, as the script had them made. */
  notes: number[][];
  /** Clue halves answered right, e.g. { clue: 11, half: 'add', value: 11 }. */
  derived: { clue: number; half: ClueHalf; value: number }[];
  /** The notes made, latest last: what the game's undo takes back. */
  undo: NoteChange[];
  /** Every step is done: the page's Next opens. */
  done: boolean;
}

/** One note made or taken away (libs/game keeps the same for its undo). */
export interface NoteChange {
  cell: number;
  digit: number;
  added: boolean;
}

/** The game event a right action stands for, without its time (the web adds `at`). */
export type LessonMove =
  | Omit<Extract<GameEvent, { type: 'cellSelected' }>, 'at'>
  | Omit<Extract<GameEvent, { type: 'digitEntered' }>, 'at'>
  | Omit<Extract<GameEvent, { type: 'noteToggled' }>, 'at'>
  | Omit<Extract<GameEvent, { type: 'clueAnswerChosen' }>, 'at'>
  | Omit<Extract<GameEvent, { type: 'undone' }>, 'at'>;

export interface LessonResult {
  state: LessonState;
  /**
   * 'advanced': the action was right; apply `move` to the game (the step may stay the same
   * while a note step waits for its other notes). 'wrong': a real try that is not the step;
   * show `explanation` and do not pass it to the game. 'ignored': nothing to do (Continue
   * before its time, a digit with nothing selected, any action after the last step).
   */
  verdict: 'advanced' | 'wrong' | 'ignored';
  /** The game event to apply for a right action (none for Continue). */
  move?: LessonMove;
  /** For a wrong try: the hint engine's own words (explainEntry, or the step's `why`). */
  explanation?: Hint;
  /** For a wrong try: the lesson's short nudge, an i18n key in the 'lessons' namespace. */
  reminder?: string;
}
