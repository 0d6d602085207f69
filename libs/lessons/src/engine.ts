import { puzzleOf } from './puzzle-of.js';
import type { Puzzle } from '@czeus/puzzle';
import { explainWrong } from './explain.js';
import type {
  CellRef,
  Directions,
  Enabled,
  Expectation,
  LessonAction,
  LessonPage,
  LessonResult,
  LessonState,
  LessonStep,
  NoteChange,
  PadKey,
} from './script.js';

/** Spec section 9: the onboarding Continue delay, used by every read-only step. */
export const CONTINUE_AFTER_MS = 1000;

const NOTHING: Enabled = { board: false, pad: false, notes: false, undo: false, hint: false, reveal: false };

/**
 * What each kind of step lets the player use. The board and pad stay open while a step waits
 * for a digit or a note, so that a wrong try can be made and answered; hint and reveal are
 * never bought in a tutorial.
 */
const ENABLED_BY_KIND: Record<Expectation['type'], Enabled> = {
  continue: NOTHING,
  select: { ...NOTHING, board: true },
  digit: { ...NOTHING, board: true, pad: true, notes: true },
  note: { ...NOTHING, board: true, pad: true, notes: true },
  clueValue: { ...NOTHING, board: true, pad: true },
  undo: { ...NOTHING, undo: true },
};

export function startLesson(page: LessonPage): LessonState {
  const puzzle = puzzleOf(page.record);
  return {
    step: 0,
    noted: [],
    selection: null,
    values: puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0)),
    notes: puzzle.cells.map(() => []),
    derived: [],
    undo: [],
    done: page.steps.length === 0,
  };
}

export function lessonDone(state: LessonState): boolean {
  return state.done;
}

/** The step the page waits for, or null when it is done. */
export function currentStep(page: LessonPage, state: LessonState): LessonStep | null {
  return page.steps[state.step] ?? null;
}

const targetOf = (e: Expectation): CellRef | null => {
  switch (e.type) {
    case 'select':
    case 'clueValue':
      return e.target;
    case 'digit':
    case 'note':
      return { cell: e.cell };
    default:
      return null;
  }
};

const defaultPulse = (e: Expectation): PadKey[] =>
  e.type === 'note' && !e.remove ? ['notes'] : e.type === 'undo' ? ['undo'] : [];

function sameRef(a: CellRef | null, b: CellRef | null): boolean {
  return !!a && !!b && a.cell === b.cell && (a.half ?? null) === (b.half ?? null);
}

export function lessonDirections(page: LessonPage, state: LessonState): Directions {
  const step = currentStep(page, state);
  if (!step) return { text: 'common.done', highlight: [], pulse: [], enabled: NOTHING };
  const e = step.expect;
  const target = targetOf(e);
  const directions: Directions = {
    text: step.text,
    // The target is always lit, whatever else the script lights with it.
    highlight:
      target && !(step.highlight ?? []).some((r) => sameRef(r, target))
        ? [target, ...(step.highlight ?? [])]
        : (step.highlight ?? []),
    pulse: step.pulse ?? defaultPulse(e),
    enabled: { ...ENABLED_BY_KIND[e.type], ...step.enabled },
  };
  if (step.textParams) directions.textParams = step.textParams;
  if (e.type === 'continue') directions.continueAfterMs = step.continueAfterMs ?? CONTINUE_AFTER_MS;
  if (e.type === 'select' && step.autoSelectAfterMs !== undefined)
    directions.autoSelect = { target: e.target, afterMs: step.autoSelectAfterMs };
  return directions;
}

const isDigit = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 9;

/** Can the game take this selection at all (libs/game's `select`)? Else the try is ignored. */
function selectable(puzzle: Puzzle, state: LessonState, ref: CellRef): boolean {
  const cell = puzzle.cells[ref?.cell];
  if (!cell || cell.kind === 'empty') return false;
  if (cell.kind === 'mystery') return ref.half === undefined && !state.values[ref.cell];
  return (ref.half === 'add' || ref.half === 'mult') && !(cell.mysteries ?? []).every((m) => state.values[m]);
}

/** Is the action usable by the game at all? Malformed or impossible ones are ignored. */
function wellFormed(puzzle: Puzzle, state: LessonState, action: LessonAction): boolean {
  switch (action?.type) {
    case 'selected':
      return selectable(puzzle, state, action.target);
    case 'digit':
      return (
        isDigit(action.digit) && isMystery(puzzle, state.selection) && !state.values[state.selection!.cell]
      );
    case 'note':
      return (
        isDigit(action.digit) && isMystery(puzzle, state.selection) && !state.values[state.selection!.cell]
      );
    case 'clueValue': {
      const cell = puzzle.cells[action.target?.cell];
      return (
        !!cell &&
        cell.kind !== 'mystery' &&
        cell.kind !== 'empty' &&
        (action.target.half === 'add' || action.target.half === 'mult') &&
        Number.isInteger(action.value) &&
        action.value >= 1
      );
    }
    case 'undo':
      return state.undo.length > 0;
    case 'continue':
      return true;
    default:
      return false;
  }
}

const isMystery = (puzzle: Puzzle, ref: CellRef | null) =>
  !!ref && ref.half === undefined && puzzle.cells[ref.cell]?.kind === 'mystery';

/**
 * One player action against the page's current step. A right action moves the lesson and
 * names the game event the web applies; a wrong one leaves the state as it was and comes with
 * the hint engine's explanation; a malformed one is ignored. Never throws.
 */
export function lessonAct(page: LessonPage, state: LessonState, action: LessonAction): LessonResult {
  const step = currentStep(page, state);
  const puzzle = puzzleOf(page.record);
  if (!step || !wellFormed(puzzle, state, action)) return { state, verdict: 'ignored' };
  const e = step.expect;
  if (action.type === 'continue') {
    // Continue only exists on a read-only step; elsewhere there is no button to press.
    return e.type === 'continue' ? advance(page, state, {}) : { state, verdict: 'ignored' };
  }
  if (action.type === 'selected' && e.type === 'select' && sameRef(action.target, e.target)) {
    return advance(page, state, { selection: e.target }, { type: 'cellSelected', ...e.target });
  }
  if (
    action.type === 'digit' &&
    e.type === 'digit' &&
    state.selection?.cell === e.cell &&
    action.digit === e.digit
  ) {
    const values = state.values.slice();
    values[e.cell] = e.digit;
    const notes = state.notes.slice();
    notes[e.cell] = [];
    // The game drops the selection of a cell it fills (libs/game `place`).
    return advance(page, state, { values, notes, selection: null }, { type: 'digitEntered', digit: e.digit });
  }
  if (action.type === 'note' && e.type === 'note' && state.selection?.cell === e.cell) {
    const has = state.notes[e.cell].includes(action.digit);
    if (e.digits.includes(action.digit) && !state.noted.includes(action.digit) && has === !!e.remove) {
      const change = { cell: e.cell, digit: action.digit, added: !has };
      const notes = withNote(state.notes, change);
      const undo = [...state.undo, change];
      const noted = [...state.noted, action.digit];
      const move = { type: 'noteToggled', digit: action.digit } as const;
      if (noted.length < e.digits.length)
        return { state: { ...state, notes, undo, noted }, verdict: 'advanced', move };
      return advance(page, state, { notes, undo }, move);
    }
  }
  if (
    action.type === 'clueValue' &&
    e.type === 'clueValue' &&
    sameRef(action.target, e.target) &&
    action.value === e.value
  ) {
    const derived = [...state.derived, { clue: e.target.cell, half: e.target.half, value: e.value }];
    return advance(page, state, { derived }, { type: 'clueAnswerChosen', ...e.target, value: e.value });
  }
  const last = state.undo.at(-1);
  if (action.type === 'undo' && e.type === 'undo' && last) {
    const notes = withNote(state.notes, { ...last, added: !last.added });
    return advance(page, state, { notes, undo: state.undo.slice(0, -1) }, { type: 'undone' });
  }
  return { state, verdict: 'wrong', ...explainWrong(puzzle, state, step, action) };
}

/** Notes with one change made, as libs/game's `withNote` makes it. */
function withNote(notes: number[][], change: NoteChange): number[][] {
  const out = notes.slice();
  out[change.cell] = change.added
    ? [...notes[change.cell], change.digit].sort((a, b) => a - b)
    : notes[change.cell].filter((d) => d !== change.digit);
  return out;
}

function advance(
  page: LessonPage,
  state: LessonState,
  changes: Partial<LessonState>,
  move?: LessonResult['move'],
): LessonResult {
  const step = state.step + 1;
  const next: LessonState = { ...state, ...changes, step, noted: [], done: step >= page.steps.length };
  return move ? { state: next, verdict: 'advanced', move } : { state: next, verdict: 'advanced' };
}

/**
 * The action the current step waits for (for a note step, its next note), or null when the
 * page is done. What the web can show as "do this", and what the tests play.
 */
export function expectedAction(page: LessonPage, state: LessonState): LessonAction | null {
  const e = currentStep(page, state)?.expect;
  if (!e) return null;
  switch (e.type) {
    case 'continue':
      return { type: 'continue' };
    case 'select':
      return { type: 'selected', target: e.target };
    case 'digit':
      return { type: 'digit', digit: e.digit };
    case 'note':
      return { type: 'note', digit: e.digits.find((d) => !state.noted.includes(d)) as number };
    case 'clueValue':
      return { type: 'clueValue', target: e.target, value: e.value };
    case 'undo':
      return { type: 'undo' };
  }
}
