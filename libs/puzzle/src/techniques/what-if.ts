import {
  applyStep,
  type Board,
  count,
  digitsOf,
  isBroken,
  isBrokenAfter,
  isSolved,
  type Step,
} from './board.js';
import { BASIC_TECHNIQUES } from './ladder-basic.js';

/** Longest chain of consequences followed before giving an assumption up. */
const MAX_CHAIN = 60;

/**
 * One-level "what if": assume a candidate of a mystery with few, follow tiers 1-3 from there;
 * if that reaches a contradiction, the candidate is ruled out. Never a blind guess: the step
 * carries the whole chain that proves it.
 */
export function whatIf(board: Board): Step | undefined {
  return assumeAndFollow(board, basicStep);
}

/** The easiest step of tiers 1-3, the only ones a one-level what-if follows. */
function basicStep(board: Board): Step | undefined {
  for (const technique of BASIC_TECHNIQUES) {
    const found = technique.find(board);
    if (found) return found;
  }
  return undefined;
}

/**
 * Assumes each candidate of the mysteries with fewest candidates and follows `next` from
 * there; the first assumption that ends in a contradiction is ruled out, with its chain.
 */
export function assumeAndFollow(board: Board, next: (board: Board) => Step | undefined): Step | undefined {
  const open = board.layout.mysteries
    .filter((m) => !board.value[m] && count(board.cand[m]) > 1)
    .sort((p, q) => count(board.cand[p]) - count(board.cand[q]) || p - q);
  for (const cell of open) {
    for (const digit of digitsOf(board.cand[cell])) {
      const chain = followToContradiction(applyStep(board, assume(cell, digit)), next);
      if (!chain) continue;
      return {
        technique: 'what-if',
        tier: 4,
        placements: [],
        eliminations: [{ cell, digits: [digit] }],
        derivedClueHalves: [],
        highlight: [cell, ...chain.flatMap((s) => s.highlight)],
        messageKey: 'hint-what-if',
        params: { d: digit },
        chain,
      };
    }
  }
  return undefined;
}

/** The assumption a what-if starts from, as a step that places it. */
export const assume = (cell: number, digit: number): Step => ({
  technique: 'what-if',
  tier: 4,
  placements: [{ cell, digit }],
  eliminations: [],
  derivedClueHalves: [],
  highlight: [cell],
  messageKey: 'hint-what-if-assume',
  params: { d: digit },
});

/** The steps from an assumption to a contradiction, or undefined when none shows. */
function followToContradiction(start: Board, next: (board: Board) => Step | undefined): Step[] | undefined {
  let board = start;
  const chain: Step[] = [];
  let broken = isBroken(board);
  while (chain.length < MAX_CHAIN) {
    if (broken) return chain;
    if (isSolved(board)) return undefined;
    const found = next(board);
    if (!found) return undefined;
    chain.push(found);
    board = applyStep(board, found);
    broken = isBrokenAfter(board, found);
  }
  return undefined;
}
