import { MAX_DIGIT, MIN_DIGIT, seededRandom, type Puzzle } from '@czeus/puzzle';
import type { ClueHalf } from './state.js';

/** The spec's puzzle screen: "a number pad (plus an estimation pad, 9 buttons)". */
export const ESTIMATION_CHOICES = 9;

/**
 * Spec section 9: "Clue answer choices: 3 for square estimation (step 5-50), 4 otherwise (step
 * 1-5)", the choices of a clue drill (clue practice). Regular play keeps the nine-button pad.
 */
export const CLUE_DRILL_CHOICES = { pair: 4, square: 3 } as const;

/**
 * Spec figures for the gap between neighbouring choices: "step 1-5" for pair clues, "step
 * 5-50" for square estimation.
 */
const STEPS = { pair: [1, 5], square: [5, 50] } as const;

type Family = 'pair' | 'square';

const possibleCache = new Map<string, readonly number[]>();

/**
 * Every value a half can take, ascending: the sums or products of 2 (pair) or 4 (square)
 * digits 1-9. Worked out once per (family, half).
 */
function possibleValues(family: Family, half: ClueHalf): readonly number[] {
  const key = `${family}:${half}`;
  let values = possibleCache.get(key);
  if (!values) {
    const found = new Set<number>();
    const walk = (left: number, from: number, sum: number, product: number): void => {
      if (left === 0) {
        found.add(half === 'add' ? sum : product);
        return;
      }
      for (let d = from; d <= MAX_DIGIT; d++) walk(left - 1, d, sum + d, product * d);
    };
    walk(family === 'pair' ? 2 : 4, MIN_DIGIT, 0, 1);
    values = [...found].sort((a, b) => a - b);
    possibleCache.set(key, values);
  }
  return values;
}

/**
 * The estimation pad's answer choices for a hidden clue half (spec: "Clue solving: the answer
 * is chosen from options").
 *
 * Our reading of the spec: the estimation pad is `ESTIMATION_CHOICES` (9) answer choices for
 * the selected hidden half. Returns `count` distinct whole values, ascending, one of them the
 * true value `puzzle.cells[cell][half]`, every other one a value that half can actually take
 * (pair add 2..18, pair mult a product of two digits 1-9, square add 4..36, square mult a
 * product of four digits 1-9; the other half's shown value is not used to narrow them).
 *
 * The truth's place among the choices is drawn at random; from it the others spread down and
 * up with random gaps in the spec's step range (1-5 for pair clues, 5-50 for square clues),
 * each landing on the possible value nearest the aimed one (so a gap can exceed the range
 * where the possible values are sparse, e.g. large products). Where `count` choices at the
 * spec's steps would not fit between the smallest and largest possible value, the steps shrink
 * to fit (9 choices: pair add 1-2, square add 2-4; pair and square mult keep 1-5 and 5-50), so
 * the choices spread over the range instead of piling up at an edge. When one side reaches its range edge, the rest continue on the other side; should both
 * run out, the unused possible values nearest the truth fill the pad.
 *
 * Deterministic: the randomness is seeded by (puzzleId, cell, half), so the same clue always
 * offers the same choices (also after a reload or on replay).
 *
 * @throws Error when `cell` is not a clue cell (a pair or square); RangeError when `count` is not
 *   a whole number from 1 to the number of values the half can take.
 */
export function clueChoices(
  puzzle: Puzzle,
  cell: number,
  half: ClueHalf,
  count: number = ESTIMATION_CHOICES,
): number[] {
  const clue = puzzle.cells[cell];
  const family: Family | undefined =
    clue?.kind === 'square'
      ? 'square'
      : clue?.kind === 'horizontalPair' || clue?.kind === 'verticalPair'
        ? 'pair'
        : undefined;
  if (!family || (half !== 'add' && half !== 'mult')) throw new Error(`cell ${cell} is not a clue`);
  const truth = clue[half] as number;
  const values = possibleValues(family, half);
  if (!Number.isInteger(count) || count < 1 || count > values.length)
    throw new RangeError(`a ${family} ${half} clue offers 1 to ${values.length} choices, not ${count}`);

  const span = values[values.length - 1] - values[0];
  const [specLo, specHi] = STEPS[family];
  const fit = Math.max(1, Math.floor(span / Math.max(1, count - 1)));
  const hi = Math.min(specHi, fit);
  const lo = Math.min(specLo, Math.ceil(hi / 2));
  const random = seededRandom(`clue-choices|${puzzle.record.puzzleId}|${cell}|${half}`);

  const chosen = [truth];
  let belowLeft = random.int(0, count - 1);
  let low = truth;
  let high = truth;
  let lowEnd = false;
  let highEnd = false;
  while (chosen.length < count && !(lowEnd && highEnd)) {
    const down = !lowEnd && (belowLeft > 0 || highEnd);
    const next = beyond(values, down ? low : high, down ? -1 : 1, random.int(lo, hi));
    if (next === undefined) {
      if (down) lowEnd = true;
      else highEnd = true;
      continue;
    }
    chosen.push(next);
    if (down) {
      low = next;
      belowLeft--;
    } else high = next;
  }
  if (chosen.length < count) {
    const rest = values
      .filter((v) => !chosen.includes(v))
      .sort((a, b) => Math.abs(a - truth) - Math.abs(b - truth) || a - b);
    chosen.push(...rest.slice(0, count - chosen.length));
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * The possible value strictly beyond `from` in direction `dir` nearest to `from + dir * step`
 * (on a tie the nearer to `from`), or undefined at the range's edge.
 */
function beyond(values: readonly number[], from: number, dir: 1 | -1, step: number): number | undefined {
  const aim = from + dir * step;
  let best: number | undefined;
  for (const v of values) {
    if (dir * (v - from) <= 0) continue;
    const d = Math.abs(v - aim);
    const bestD = best === undefined ? Infinity : Math.abs(best - aim);
    if (d < bestD || (d === bestD && Math.abs(v - from) < Math.abs((best as number) - from))) best = v;
  }
  return best;
}
