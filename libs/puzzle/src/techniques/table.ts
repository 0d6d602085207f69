import type { Band } from '../model.js';

/**
 * The technique ladder, easiest first: one table from which the grader, the generator and
 * the hints take names, tiers (= difficulty bands of PUZZLE.md) and weights. The weight is
 * how much a step of it adds to a puzzle's difficulty within its band.
 */
export const TECHNIQUES = [
  { name: 'single-candidate', tier: 1, weight: 1 },
  { name: 'pair-one-known', tier: 1, weight: 1 },
  { name: 'square-all-equal', tier: 1, weight: 1 },
  { name: 'square-fourth', tier: 1, weight: 2 },
  { name: 'pair-both-halves', tier: 1, weight: 2 },
  { name: 'common-factor', tier: 2, weight: 4 },
  { name: 'common-sum', tier: 2, weight: 4 },
  { name: 'candidate-list', tier: 2, weight: 3 },
  { name: 'square-minus-pair', tier: 3, weight: 6 },
  { name: 'rule2-elimination', tier: 3, weight: 6 },
  { name: 'square-enumeration', tier: 3, weight: 8 },
  { name: 'what-if', tier: 4, weight: 15 },
] as const satisfies readonly { name: string; tier: Band; weight: number }[];

export type TechniqueName = (typeof TECHNIQUES)[number]['name'];

export const TECHNIQUE: Record<TechniqueName, { tier: Band; weight: number }> = Object.fromEntries(
  TECHNIQUES.map((t) => [t.name, { tier: t.tier, weight: t.weight }]),
) as Record<TechniqueName, { tier: Band; weight: number }>;
