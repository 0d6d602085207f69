import {
  emptyHintStep,
  explainEntry,
  type Hint,
  type HintMessage,
  layoutOf,
  nextHint,
  type PlayerState,
  type Puzzle,
} from '@czeus/puzzle';
import type { CellRef, LessonAction, LessonState, LessonStep } from './script.js';

const playerOf = (state: LessonState): PlayerState => ({
  values: state.values,
  notes: state.notes,
  derived: state.derived,
  selected: state.selection?.cell ?? null,
});

/**
 * Why a try is not the step, in the hint engine's words: first the rule the digit or clue value
 * breaks (explainEntry, the arithmetic of the clue, the complementary pair), then the step's
 * `why`, then the engine's "not contradicted yet" or its gentle hint about where to look. Always an explanation, so the player never
 * meets a silent refusal; `reminder` says in the lesson's words what the step wants.
 */
export function explainWrong(
  puzzle: Puzzle,
  state: LessonState,
  step: LessonStep,
  action: LessonAction,
): { explanation: Hint; reminder: string } {
  return { explanation: explanationOf(puzzle, state, step, action), reminder: reminderOf(step, action) };
}

function explanationOf(puzzle: Puzzle, state: LessonState, step: LessonStep, action: LessonAction): Hint {
  const player = playerOf(state);
  const answer = action.type === 'digit' || action.type === 'note' || action.type === 'clueValue';
  // A rule the try breaks comes first; "not contradicted yet" only when the step has no why.
  let neutral: Hint | undefined;
  if ((action.type === 'digit' || action.type === 'note') && state.selection) {
    const entry = explainEntry(puzzle, player, state.selection.cell, action.digit);
    if (entry.type === 'error' && entry.errorType) return entry;
    if (entry.type === 'error') neutral = entry;
  }
  if (action.type === 'clueValue') {
    const clue = clueExplanation(puzzle, state, action.target, action.value);
    if (clue) return clue;
  }
  if (step.why) return told(step.why, step, answer ? 'error' : 'hint');
  return neutral ?? nextHint(puzzle, player);
}

/** A message of the hint engine, shown over the step's lit cells. */
function told(message: HintMessage, step: LessonStep, type: Hint['type']): Hint {
  const cells = (step.highlight ?? []).map((r) => r.cell);
  return {
    type,
    steps: [{ ...emptyHintStep(), messages: [message], neutral: cells, highlights: cells }],
    guessCount: 0,
  };
}

const sumOf = (digits: number[]) => digits.reduce((s, d) => s + d, 0);
const productOf = (digits: number[]) => digits.reduce((p, d) => p * d, 1);

/** A clue half the player knows: shown, answered, or made of found digits. */
function knownHalf(
  puzzle: Puzzle,
  state: LessonState,
  clue: number,
  half: 'add' | 'mult',
): number | undefined {
  const cell = puzzle.cells[clue];
  if (cell[`${half}Shown`]) return cell[half];
  const answered = state.derived.find((d) => d.clue === clue && d.half === half);
  if (answered) return answered.value;
  const digits = (cell.mysteries ?? []).map((m) => state.values[m]);
  if (digits.every((d) => d)) return half === 'add' ? sumOf(digits) : productOf(digits);
  return undefined;
}

/**
 * Why `value` is not the clue half: with its numbers all found, the arithmetic says so (the
 * engine's pair and square errors); for a pair side of a square, the square minus (or divided
 * by) the opposite side gives it (the engine's complementary-pair hints). Else undefined.
 */
function clueExplanation(
  puzzle: Puzzle,
  state: LessonState,
  target: CellRef,
  value: number,
): Hint | undefined {
  const cell = puzzle.cells[target.cell];
  const half = target.half as 'add' | 'mult';
  const digits = (cell.mysteries ?? []).map((m) => state.values[m]);
  const cells = [target.cell, ...(cell.mysteries ?? [])];
  const error = (message: HintMessage): Hint => ({
    type: 'error',
    errorType: 'arithmetic',
    steps: [{ ...emptyHintStep(), messages: [message], red: cells, highlights: cells }],
    guessCount: 0,
  });
  if (digits.every((d) => d)) {
    if (cell.kind === 'square')
      return half === 'add'
        ? error({ key: 'sq-add-error-1', params: { sum: sumOf(digits), add: value } })
        : error({ key: 'sq-mult-error-1', params: { product: productOf(digits), mult: value } });
    const [a, b] = digits;
    return error({
      key: half === 'add' ? 'pair-add-error-1' : 'pair-mult-error-1',
      params: { a, b, [half]: value },
    });
  }
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  for (const square of layout.squares) {
    if (!square.links.includes(target.cell)) continue;
    const whole = knownHalf(puzzle, state, square.clue, half);
    const opposite = square.links.find(
      (l) => !(puzzle.cells[l].mysteries ?? []).some((m) => cell.mysteries?.includes(m)),
    );
    const part = opposite === undefined ? undefined : knownHalf(puzzle, state, opposite, half);
    if (whole === undefined || part === undefined) continue;
    const right = cell[half] as number;
    return {
      type: 'hint',
      steps: [
        {
          ...emptyHintStep(),
          messages: [
            {
              key: half === 'add' ? 'hint-square-minus-pair-add' : 'hint-square-divided-by-pair',
              params: { whole, part, value: right },
            },
          ],
          neutral: [square.clue, opposite as number],
          green: [target.cell],
          highlights: [square.clue, opposite as number, target.cell],
          clueDisplays: [{ cell: target.cell, half, value: right }],
        },
      ],
      guessCount: 0,
    };
  }
  return undefined;
}

/** The lesson's own nudge for a wrong try: what the step is waiting for. */
function reminderOf(step: LessonStep, action: LessonAction): string {
  const e = step.expect;
  switch (e.type) {
    case 'continue':
      return 'wrong.read';
    case 'select':
      return 'wrong.select';
    case 'undo':
      return 'wrong.undo';
    case 'clueValue':
      return action.type === 'clueValue' ? 'wrong.clue' : 'wrong.select';
    case 'digit':
      if (action.type === 'note') return 'wrong.notesOn';
      return action.type === 'digit' ? 'wrong.digit' : 'wrong.stay';
    case 'note':
      if (action.type === 'digit') return 'wrong.notesOff';
      return action.type === 'note' ? 'wrong.note' : 'wrong.stay';
  }
}
