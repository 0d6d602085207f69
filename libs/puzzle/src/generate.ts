import { buildPuzzle, hideHalf } from './build.js';
import { encodePuzzle } from './codec.js';
import { gradeOfRun, gradePuzzle, type Grade } from './grade.js';
import { layoutOf, type Layout } from './lattice.js';
import type { Band, Level, Puzzle, PuzzleRecord, ShapeName, ShapeNumber } from './model.js';
import { type Random, seededRandom } from './seeded-random.js';
import { shapeOf, SHAPES } from './shapes.js';
import { breaksRules, displayRuleFrame } from './rule-check.js';
import { countSolutions } from './solve.js';
import { type LadderRun, runLadder } from './techniques/ladder.js';

/** Spec section 9: seconds allowed per land (level 1 is not given; it gets the practice time). */
export const TIME_ALLOWED: Record<Level, number> = { 1: 120, 2: 210, 3: 300 };
/** Spec section 9: "Default hints 3 (from hintsNo)". */
export const DEFAULT_HINTS = 3;
/** Every tenth puzzle of a square shape has a cZeus square (PUZZLE.md asks at least 1 in 10). */
const CZEUS_EVERY = 10;
/** Fresh solutions tried before settling for the nearest lower band. */
const MAX_ATTEMPTS = 100;

/**
 * Bands a shape cannot reach by technique, and the band served instead (PUZZLE.md: the
 * nearest lower one). Without square clues no tier-3 step is ever the hardest one needed, and
 * single-pair never needs more than candidate lists; `npm run -s puzzles -- reach` shows it
 * (docs/puzzle.md has the figures). Skipping them saves the futile attempts.
 */
export const SERVED_BAND: Partial<Record<ShapeName, Partial<Record<Band, Band>>>> = {
  'single-pair': { 3: 2, 4: 2 },
  'l-shape-2pairs': { 3: 2 },
  'arc-3pairs': { 3: 2 },
  'one-square-4-pairs-only': { 3: 2 },
};

export interface GenerateRequest {
  level: Level;
  shape: ShapeNumber;
  band: Band;
  seed: string | number;
  /** Which puzzle of the batch (the seed and index together fix the puzzle). */
  index?: number;
  transpose?: boolean;
  /** Fresh solutions to try (default 100); `reach` uses 1 to see what one attempt makes. */
  attempts?: number;
  /** Aim at `band` even where SERVED_BAND says it cannot be reached (for `reach`). */
  ignoreServedBand?: boolean;
}

/**
 * A unique puzzle the ladder solves at exactly the requested band, or, where the shape
 * cannot reach it (single-pair has only band 1), at the highest band it reached.
 */
export function generatePuzzle(request: GenerateRequest): PuzzleRecord {
  const { level, shape, seed, index = 0 } = request;
  const name = shapeOf(level, shape);
  const band = (!request.ignoreServedBand && SERVED_BAND[name]?.[request.band]) || request.band;
  const transposed = !!request.transpose && SHAPES[name].transposable;
  const layout = layoutOf(name, transposed);
  const random = seededRandom(`${seed}|${level}|${shape}|${request.band}|${index}|${transposed ? 1 : 0}`);
  const plantCzeus = layout.squares.length > 0 && index % CZEUS_EVERY === 0;

  let best: { puzzle: Puzzle; grade: Grade } | undefined;
  for (let attempt = 0; attempt < (request.attempts ?? MAX_ATTEMPTS); attempt++) {
    const solution = randomSolution(layout, random, plantCzeus);
    const { puzzle, run } = hideHalves(level, shape, transposed, solution, band, random);
    const grade = run ? gradeOfRun(run) : gradePuzzle(puzzle);
    if (!grade) continue;
    if (!best || grade.band > best.grade.band) best = { puzzle, grade };
    if (grade.band === band) break;
  }
  if (!best) throw new Error(`no ${name} puzzle could be made for band ${band}`);
  const { puzzle, grade } = best;
  return encodePuzzle({
    ...puzzle,
    record: {
      ...puzzle.record,
      puzzleId: `${name}-${level}${shape}${grade.band}-${hashText(`${seed}|${index}|${transposed}|${request.band}`)}`,
      difficulty: grade.difficulty,
      difficultyLevel: grade.band,
      normalisedDifficulty: Number(grade.normalisedDifficulty.toFixed(3)),
      timeAllowed: TIME_ALLOWED[level],
      hintsNo: DEFAULT_HINTS,
    },
  });
}

/** Random digits obeying rules 2 and 3; with `czeus`, one square of four equal digits. */
export function randomSolution(layout: Layout, random: Random, czeus: boolean): number[] {
  const values = new Array<number>(layout.kinds.length).fill(0);
  const rules = displayRuleFrame(layout);
  for (;;) {
    for (const m of layout.mysteries) values[m] = random.int(1, 9);
    if (czeus) {
      const square = random.pick(layout.squares);
      const d = random.int(1, 9);
      for (const m of square.mysteries) values[m] = d;
    }
    if (!breaksRules(rules, values)) return layout.mysteries.map((m) => values[m]);
  }
}

/**
 * Starts with every half shown and hides them one by one in random order, keeping a half
 * hidden while the puzzle stays unique and the ladder up to `band` still solves it. Returns
 * the ladder's run on the puzzle it ends with (none when no half could be hidden), which
 * grades it without solving it again.
 */
function hideHalves(
  level: Level,
  shape: ShapeNumber,
  transposed: boolean,
  solution: number[],
  band: Band,
  random: Random,
): { puzzle: Puzzle; run?: LadderRun } {
  const layout = layoutOf(shapeOf(level, shape), transposed);
  const order = random.shuffle(layout.clues.flatMap((_, i) => [[i, 0] as const, [i, 1] as const]));
  let puzzle = buildPuzzle(level, shape, transposed, solution);
  let run: LadderRun | undefined;
  for (const [clue, half] of order) {
    const trial = hideHalf(puzzle, clue, half);
    if (countSolutions(trial) !== 1) continue;
    const trialRun = runLadder(trial, band);
    if (!trialRun.solved) continue;
    puzzle = trial;
    run = trialRun;
  }
  return { puzzle, run };
}

/** A short stable id part from text (FNV-1a, base 36). */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
