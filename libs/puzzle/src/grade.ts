import type { Band, Puzzle } from './model.js';
import { type LadderRun, runLadder } from './techniques/ladder.js';
import { TECHNIQUE, type TechniqueName } from './techniques/table.js';

/**
 * Disjoint numeric ranges per band, so `difficulty` orders every puzzle by band first:
 * easy 1-25, medium 26-50, hard 51-75, expert 76-100.
 */
export const BAND_RANGES: Record<Band, readonly [number, number]> = {
  1: [1, 25],
  2: [26, 50],
  3: [51, 75],
  4: [76, 100],
};

/** Summed weight at which a puzzle sits half way up its band's range. */
const HALF_WAY_WEIGHT = 60;

export interface Grade {
  band: Band;
  difficulty: number;
  normalisedDifficulty: number;
  /** How often each technique was needed. */
  techniques: Partial<Record<TechniqueName, number>>;
  weight: number;
}

/**
 * The band is the highest tier the ladder needed; within it the difficulty rises with the
 * summed weight of the steps (w / (w + 60) of the band's range). Undefined when the ladder
 * cannot solve the puzzle (not unique, or it would need a guess).
 */
export function gradePuzzle(puzzle: Puzzle): Grade | undefined {
  return gradeOfRun(runLadder(puzzle));
}

/**
 * The grade of a finished ladder run. A run limited to a lower tier that solved its puzzle
 * took the very steps the full ladder takes (every step it found was the easiest one left),
 * so its grade is the puzzle's grade: the generator grades its last accepted run this way.
 */
export function gradeOfRun(run: LadderRun): Grade | undefined {
  if (!run.solved) return undefined;
  const techniques: Partial<Record<TechniqueName, number>> = {};
  let band: Band = 1;
  let weight = 0;
  for (const step of run.steps) {
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    weight += TECHNIQUE[step.technique].weight;
    if (step.tier > band) band = step.tier;
  }
  const [low, high] = BAND_RANGES[band];
  const difficulty = low + Math.floor(((high - low) * weight) / (weight + HALF_WAY_WEIGHT));
  return { band, difficulty, normalisedDifficulty: (difficulty - low) / (high - low), techniques, weight };
}
