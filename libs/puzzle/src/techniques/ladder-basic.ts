import type { Band } from '../model.js';
import type { Board, Step } from './board.js';
import { candidateList, commonFactor, commonSum } from './combine.js';
import { rule2Elimination, squareEnumeration, squareMinusPair } from './cross.js';
import { pairBothHalves, pairOneKnown, singleCandidate, squareAllEqual, squareFourth } from './direct.js';

export interface Technique {
  tier: Band;
  find: (board: Board) => Step | undefined;
}

/** The techniques of tiers 1-3 in the order of the table: easiest first. */
export const BASIC_TECHNIQUES: readonly Technique[] = [
  { tier: 1, find: singleCandidate },
  { tier: 1, find: pairOneKnown },
  { tier: 1, find: squareAllEqual },
  { tier: 1, find: squareFourth },
  { tier: 1, find: pairBothHalves },
  { tier: 2, find: commonFactor },
  { tier: 2, find: commonSum },
  { tier: 2, find: candidateList },
  { tier: 3, find: squareMinusPair },
  { tier: 3, find: rule2Elimination },
  { tier: 3, find: squareEnumeration },
];
