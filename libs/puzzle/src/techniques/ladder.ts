import type { Band, Puzzle } from '../model.js';
import {
  applyStep,
  type Board,
  isBroken,
  isBrokenAfter,
  isSolved,
  maskOf,
  startBoard,
  type Step,
} from './board.js';
import { BASIC_TECHNIQUES, type Technique } from './ladder-basic.js';
import { TECHNIQUE } from './table.js';
import { whatIf } from './what-if.js';

const LADDER: readonly Technique[] = [
  ...BASIC_TECHNIQUES,
  { name: 'what-if', tier: TECHNIQUE['what-if'].tier, find: whatIf },
];

/** The easiest deduction on the ladder up to `maxTier`, or undefined when none is left. */
export function nextStep(board: Board, maxTier: Band = 4): Step | undefined {
  for (const technique of LADDER) {
    if (technique.tier > maxTier) break;
    const step = technique.find(board);
    if (step) return step;
  }
  return undefined;
}

export interface LadderRun {
  solved: boolean;
  steps: Step[];
  board: Board;
}

/** Guards against a technique that would repeat itself forever (none should). */
const MAX_STEPS = 400;

/**
 * Solves as a person would: the easiest technique that makes progress, then back to the
 * easiest. `solved` means every mystery is placed by sound steps, so the solution is unique.
 */
export function runLadder(puzzle: Puzzle, maxTier: Band = 4, from: Board = startBoard(puzzle)): LadderRun {
  let board = from;
  const steps: Step[] = [];
  const solution = from.layout.mysteries.map((m) => puzzle.cells[m].solution as number);
  let broken = isBroken(board);
  while (!isSolved(board) && !broken && !isFound(puzzle, board, solution) && steps.length < MAX_STEPS) {
    const step = nextStep(board, maxTier);
    if (!step) break;
    steps.push(step);
    board = applyStep(board, step);
    broken = isBrokenAfter(board, step);
  }
  return { solved: isFound(puzzle, board, solution), steps, board };
}

/**
 * Every mystery holds its solution digit (`solution`, in the order of the mysteries); for
 * single-pair (rule 4's exception) it is enough that both hold its two digits in either order.
 */
function isFound(puzzle: Puzzle, board: Board, solution: readonly number[]): boolean {
  if (puzzle.shape === 'single-pair') {
    const pair = maskOf(solution);
    return board.layout.mysteries.every((m) => board.cand[m] === pair) || matches(board, solution);
  }
  return matches(board, solution) && !isBroken(board);
}

function matches(board: Board, solution: readonly number[]): boolean {
  return board.layout.mysteries.every((m, i) => board.value[m] === solution[i]);
}
