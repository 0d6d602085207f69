import { layoutOf } from './lattice.js';
import type { Puzzle } from './model.js';
import { checkEntry, type ErrorType } from './rules.js';
import { ALL, applyStep, type Board, bit, maskOf, startBoard, type Step } from './techniques/board.js';
import { nextStep } from './techniques/ladder.js';
import { contradictionOf } from './techniques/contradiction.js';
import { assume, assumeAndFollow } from './techniques/what-if.js';

/** What the player has on the board: the input of a hint. */
export interface PlayerState {
  /** Found digits per display index (0 not yet); entries are checked, so these are right. */
  values: readonly number[];
  /** Notes per display index: the player's candidates of each mystery. */
  notes?: readonly (readonly number[])[];
  /** Clue halves the player has worked out (from earlier hints), per display index. */
  derived?: readonly { clue: number; half: 'add' | 'mult'; value: number }[];
  /** The selected cell, if any. */
  selected?: number | null;
}

export interface HintMessage {
  key: string;
  params: Record<string, number | string>;
}

/** One step of a hint as the play screen shows it (spec section 3, "Hint object"). */
export interface HintStep {
  /** The cell the step is about and, for a full hint that places it, its digit. */
  selected: { cell: number; value?: number } | null;
  messages: HintMessage[];
  /** Cells to colour: red for a contradiction, green for what a step proves, neutral for context. */
  red: number[];
  green: number[];
  neutral: number[];
  /** Clue halves to show (derived ones, or the hidden half a step relies on). */
  clueDisplays: { cell: number; half: 'add' | 'mult'; value: number }[];
  /** True when the step rules digits out (shown as notes) rather than placing one. */
  noteMode: boolean;
  /** Cells that prove the step. */
  highlights: number[];
  /** Rule-2 arrows: pairs of cells (the two links carrying the same pair). */
  arrows: [number, number][];
}

export interface Hint {
  type: 'hint' | 'hint_gentle' | 'error';
  errorType?: ErrorType;
  /** The technique behind a hint, e.g. "common-factor". */
  technique?: string;
  steps: HintStep[];
  /** How many what-if assumptions the hint asks for (0 for a direct deduction). */
  guessCount: number;
  /** The deduction itself, for tools that apply hints (hint-solve). */
  step?: Step;
}

export interface HintOptions {
  /** The full step ("More"); otherwise the gentle one first: where to look and how, no digit. */
  full?: boolean;
}

/** A step that shows nothing yet: hints (here and in the lessons) fill in what they need. */
export const emptyHintStep = (): HintStep => ({
  selected: null,
  messages: [],
  red: [],
  green: [],
  neutral: [],
  clueDisplays: [],
  noteMode: false,
  highlights: [],
  arrows: [],
});

/**
 * The next thing the player should know: first any note that breaks a clue or a rule (red,
 * naming the clue and the numbers), else the easiest deduction on the ladder, told gently
 * first. "No hint" only when the puzzle is finished.
 */
export function nextHint(puzzle: Puzzle, player: PlayerState, options: HintOptions = {}): Hint {
  const error = noteError(puzzle, player);
  if (error) return error;
  const board = boardOf(puzzle, player);
  if (puzzle.mysteries.every((m) => board.value[m])) {
    return {
      type: 'hint',
      steps: [{ ...emptyHintStep(), messages: [{ key: 'guess-no-hint-1', params: {} }] }],
      guessCount: 0,
    };
  }
  // The easiest technique still decides; among its steps, the one nearest the selected cell.
  // A puzzle from elsewhere may need an assumption inside an assumption: a hint still shows
  // the way (never a bare digit), though the grader would not call such a puzzle expert.
  const aimed = player.selected != null ? focused(board, player.selected) : board;
  const step = nextStep(aimed) ?? assumeAndFollow(aimed, (b) => nextStep(b));
  if (!step) {
    // The ladder always finishes a generated puzzle from right values; kept for foreign records.
    return {
      type: 'hint',
      steps: [{ ...emptyHintStep(), messages: [{ key: 'guess-no-hint-2', params: {} }] }],
      guessCount: 0,
    };
  }
  const guessCount = step.technique === 'what-if' ? 1 : 0;
  if (!options.full)
    return { type: 'hint_gentle', technique: step.technique, steps: [gentle(step)], guessCount, step };
  const steps = step.chain
    ? [assumption(step), ...step.chain.map((s) => told(s, 'neutral')), ruledOut(aimed, step)]
    : [told(step, 'green')];
  return { type: 'hint', technique: step.technique, steps, guessCount, step };
}

/**
 * Why an entry is wrong, in the terms of the clues and rules; when no rule catches it yet, a
 * neutral "not contradicted yet, but not the number here".
 */
export function explainEntry(puzzle: Puzzle, player: PlayerState, cell: number, value: number): Hint {
  const verdict = checkEntry(puzzle, player.values, cell, value);
  if (!verdict.ok) {
    return {
      type: 'error',
      errorType: verdict.errorType,
      steps: [
        {
          ...emptyHintStep(),
          selected: { cell, value },
          messages: [{ key: verdict.messageKey, params: verdict.params }],
          red: verdict.cells,
          highlights: verdict.cells,
          arrows: arrowsOf(puzzle, verdict.messageKey, verdict.cells),
        },
      ],
      guessCount: 0,
    };
  }
  if (puzzle.cells[cell]?.solution === value) return { type: 'hint', steps: [], guessCount: 0 };
  return {
    type: 'error',
    steps: [
      {
        ...emptyHintStep(),
        selected: { cell, value },
        messages: [{ key: 'entry-not-solution-1', params: { a: value } }],
        neutral: [cell],
      },
    ],
    guessCount: 0,
  };
}

/** The first note that a clue or rule contradicts, as a red hint. */
function noteError(puzzle: Puzzle, player: PlayerState): Hint | undefined {
  for (const cell of puzzle.mysteries) {
    if (player.values[cell]) continue;
    for (const digit of player.notes?.[cell] ?? []) {
      const hint = explainEntry(puzzle, player, cell, digit);
      if (hint.type === 'error' && hint.errorType) return hint;
    }
  }
  return undefined;
}

/**
 * The solver's board from what the player has: found digits, shown and derived halves, and
 * the player's notes as candidates where they still hold the answer (a note list without it
 * is ignored: trusting it would make the hint unsound).
 */
export function boardOf(puzzle: Puzzle, player: PlayerState): Board {
  let board = startBoard(puzzle);
  const placements = puzzle.mysteries
    .filter((m) => player.values[m] && !board.value[m])
    .map((cell) => ({ cell, digit: player.values[cell] }));
  const eliminations = puzzle.mysteries.flatMap((cell) => {
    const notes = player.notes?.[cell] ?? [];
    const solution = puzzle.cells[cell].solution as number;
    if (player.values[cell] || notes.length === 0 || !(maskOf(notes) & bit(solution))) return [];
    return [{ cell, digits: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !(maskOf(notes) & bit(d))) }];
  });
  board = applyStep(board, {
    technique: 'single-candidate',
    tier: 1,
    placements,
    eliminations,
    derivedClueHalves: [...(player.derived ?? [])],
    highlight: [],
    messageKey: '',
    params: {},
  });
  // A board is never changed once made: the emptied lists go back to every digit in a copy.
  const cand = board.cand.slice();
  for (const m of puzzle.mysteries) if (!cand[m]) cand[m] = ALL;
  return { ...board, cand };
}

/**
 * The same board with the layout's lists ordered by distance from `cell`, so every technique
 * (which takes the first deduction it meets) meets the ones about the selection first.
 */
function focused(board: Board, cell: number): Board {
  const { layout } = board;
  const target = board.puzzle.cells[cell];
  if (!target) return board;
  const distance = (i: number) => {
    const c = board.puzzle.cells[i];
    return Math.abs(c.y - target.y) + Math.abs(c.x - target.x);
  };
  const byCell = <T>(items: readonly T[], at: (item: T) => number) =>
    [...items].sort((p, q) => distance(at(p)) - distance(at(q)) || at(p) - at(q));
  return {
    ...board,
    layout: {
      ...layout,
      mysteries: byCell(layout.mysteries, (m) => m),
      clues: byCell(layout.clues, (c) => c),
      links: byCell(layout.links, (l) => l.clue),
      squares: byCell(layout.squares, (s) => s.clue),
    },
  };
}

function gentle(step: Step): HintStep {
  const where = step.highlight;
  return {
    ...emptyHintStep(),
    messages: [{ key: `gentle-hint-${step.tier}`, params: {} }],
    neutral: where,
    highlights: where,
  };
}

function assumption(step: Step): HintStep {
  const cell = step.eliminations[0].cell;
  const d = step.eliminations[0].digits[0];
  return {
    ...emptyHintStep(),
    selected: { cell, value: d },
    messages: [{ key: 'hint-what-if-assume', params: { d } }],
    neutral: [cell],
    highlights: [cell],
  };
}

/**
 * The end of a what-if: what breaks once the assumption's chain is followed (red, in the
 * clue's or the rule's own terms), then the digit crossed out.
 */
function ruledOut(board: Board, step: Step): HintStep {
  const { cell, digits } = step.eliminations[0];
  let end = applyStep(board, assume(cell, digits[0]));
  for (const s of step.chain ?? []) end = applyStep(end, s);
  const broken = contradictionOf(end);
  const shown = told(step, 'green');
  if (!broken) return shown;
  return {
    ...shown,
    messages: [{ key: broken.messageKey, params: broken.params }, ...shown.messages],
    // The cell crossed out stays green: it is the step's conclusion, not what breaks.
    red: broken.cells.filter((c) => c !== cell),
    neutral: shown.neutral.filter((c) => !broken.cells.includes(c)),
    arrows:
      broken.messageKey === 'guess-hint-6' ? arrowsOf(board.puzzle, 'rule2', broken.cells) : shown.arrows,
  };
}

/** A ladder step as the play screen shows it. */
function told(step: Step, colour: 'green' | 'neutral'): HintStep {
  const placed = step.placements[0];
  const proved = [...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)];
  return {
    ...emptyHintStep(),
    selected: placed
      ? { cell: placed.cell, value: placed.digit }
      : step.eliminations[0]
        ? { cell: step.eliminations[0].cell }
        : null,
    messages: [{ key: step.messageKey, params: step.params }],
    [colour]: proved,
    neutral: colour === 'neutral' ? proved : step.highlight.filter((c) => !proved.includes(c)),
    clueDisplays: step.derivedClueHalves.map((d) => ({ cell: d.clue, half: d.half, value: d.value })),
    noteMode: step.placements.length === 0,
    highlights: step.highlight,
    arrows:
      step.technique === 'rule2-elimination'
        ? step.highlight.slice(3).map((l) => [step.highlight[0], l] as [number, number])
        : [],
  };
}

/** A rule-2 error points from the new link to the link that already carries the pair. */
function arrowsOf(puzzle: Puzzle, key: string, cells: number[]): [number, number][] {
  if (!key.startsWith('rule2')) return [];
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const links = cells.filter((c) => layout.links.some((l) => l.clue === c));
  return links.length >= 2 ? [[links[0], links[1]]] : [];
}
