import type { Band } from '../model.js';
import type { Board, Step } from './board.js';
import { candidateList } from './candidate-list.js';
import { commonFactor } from './common-factor.js';
import { commonSum } from './common-sum.js';
import { pairBothHalves } from './pair-both-halves.js';
import { pairOneKnown } from './pair-one-known.js';
import { rule2Elimination } from './rule2-elimination.js';
import { singleCandidate } from './single-candidate.js';
import { squareAllEqual } from './square-all-equal.js';
import { squareEnumeration } from './square-enumeration.js';
import { squareFourth } from './square-fourth.js';
import { squareMinusPair } from './square-minus-pair.js';
import { TECHNIQUES, type TechniqueName } from './table.js';

export interface Technique {
  name: TechniqueName;
  tier: Band;
  find: (board: Board) => Step | undefined;
}

type BasicName = Exclude<TechniqueName, 'what-if'>;

/** Each technique of tiers 1-3 by its name in the table (what-if builds on these, so it is apart). */
const FINDERS: Record<BasicName, Technique['find']> = {
  'single-candidate': singleCandidate,
  'pair-one-known': pairOneKnown,
  'square-all-equal': squareAllEqual,
  'square-fourth': squareFourth,
  'pair-both-halves': pairBothHalves,
  'common-factor': commonFactor,
  'common-sum': commonSum,
  'candidate-list': candidateList,
  'square-minus-pair': squareMinusPair,
  'rule2-elimination': rule2Elimination,
  'square-enumeration': squareEnumeration,
};

/** The techniques of tiers 1-3 in the order and with the tiers of the table: easiest first. */
export const BASIC_TECHNIQUES: readonly Technique[] = TECHNIQUES.filter(
  (t): t is Extract<(typeof TECHNIQUES)[number], { name: BasicName }> => t.name !== 'what-if',
).map((t) => ({ name: t.name, tier: t.tier, find: FINDERS[t.name] }));
