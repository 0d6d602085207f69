import { type Hint, nextHint, type PlayerState } from './hints.js';
import type { Puzzle } from './model.js';

export interface HintSolveResult {
  puzzleId: string;
  solved: boolean;
  steps: number;
  techniques: Record<string, number>;
  /** Final value per mystery in display-index order (0 where none was found). */
  values: number[];
}

/** Hints asked before giving up (a 6-squares expert needs well under 200). */
const MAX_HINTS = 500;

/**
 * Plays a puzzle with hints alone, as a player who only ever does what the full hint says:
 * places its digits, writes its eliminations as notes, keeps the clue halves it derives.
 * Proof that the hints are enough and sound; `seen` is shown each full hint as it is taken.
 */
export function hintSolve(puzzle: Puzzle, seen?: (hint: Hint) => void): HintSolveResult {
  const values = puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0));
  const notes: number[][] = puzzle.cells.map(() => []);
  const derived: NonNullable<PlayerState['derived']>[number][] = [];
  const techniques: Record<string, number> = {};
  let steps = 0;
  let pairFound = false;
  for (; steps < MAX_HINTS && !pairFound; steps++) {
    const player: PlayerState = { values, notes, derived };
    const gentle = nextHint(puzzle, player);
    if (gentle.type === 'error') {
      // A note a clue rules out (often one an earlier elimination left): the player takes it away.
      const wrong = gentle.steps[0].selected;
      if (!wrong?.value || !notes[wrong.cell].includes(wrong.value)) break;
      notes[wrong.cell] = notes[wrong.cell].filter((d) => d !== wrong.value);
      techniques['note-error'] = (techniques['note-error'] ?? 0) + 1;
      continue;
    }
    if (gentle.type !== 'hint_gentle') break; // finished: "no hint"
    const full = nextHint(puzzle, player, { full: true });
    seen?.(full);
    const step = full.step;
    if (!step) break;
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    for (const p of step.placements) values[p.cell] = p.digit;
    for (const e of step.eliminations) {
      const current = notes[e.cell].length ? notes[e.cell] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
      notes[e.cell] = current.filter((d) => !e.digits.includes(d));
    }
    for (const d of step.derivedClueHalves) derived.push(d);
    pairFound = singlePairFound(puzzle, values, notes);
  }
  if (pairFound) puzzle.mysteries.forEach((m, i) => (values[m] ||= pairOf(puzzle)[i]));
  return {
    puzzleId: puzzle.record.puzzleId,
    solved: pairFound || puzzle.mysteries.every((m) => values[m] === puzzle.cells[m].solution),
    steps,
    techniques,
    values: puzzle.mysteries.map((m) => values[m]),
  };
}

const pairOf = (puzzle: Puzzle) => puzzle.mysteries.map((m) => puzzle.cells[m].solution as number).sort();

/** single-pair is solved once both mysteries are down to the pair's two digits, in either order. */
function singlePairFound(puzzle: Puzzle, values: number[], notes: number[][]): boolean {
  if (puzzle.shape !== 'single-pair') return false;
  const pair = pairOf(puzzle).join();
  const seen = puzzle.mysteries.map((m) => (values[m] ? [values[m]] : notes[m]));
  return (
    seen.every((s) => s.length === 2 && [...s].sort().join() === pair) ||
    (seen.every((s) => s.length === 1) && seen.flat().sort().join() === pair)
  );
}
