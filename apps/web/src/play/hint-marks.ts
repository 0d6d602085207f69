import type { HintStep } from '@czeus/puzzle';
import type { Oriented } from './geometry';

/**
 * What a hint marks on the board (spec: red, green and neutral cells, highlights, rule-2
 * arrows), gathered from the steps shown so far: a later step's colour wins over an earlier
 * one's, so a contradiction found last stays red.
 */
export interface HintMarks {
  red: number[];
  green: number[];
  neutral: number[];
  highlights: number[];
  arrows: [number, number][];
}

export function marksOf(steps: readonly HintStep[]): HintMarks {
  const colour = new Map<number, 'red' | 'green' | 'neutral'>();
  const highlights = new Set<number>();
  const arrows: [number, number][] = [];
  for (const step of steps) {
    for (const c of step.neutral) colour.set(c, 'neutral');
    for (const c of step.green) colour.set(c, 'green');
    for (const c of step.red) colour.set(c, 'red');
    for (const c of step.highlights) highlights.add(c);
    for (const [a, b] of step.arrows) {
      if (!arrows.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) arrows.push([a, b]);
    }
  }
  const withColour = (k: 'red' | 'green' | 'neutral') =>
    [...colour].filter(([, v]) => v === k).map(([c]) => c);
  return {
    red: withColour('red'),
    green: withColour('green'),
    neutral: withColour('neutral'),
    highlights: [...highlights].filter((c) => !colour.has(c)),
    arrows,
  };
}

/** The marks in the shown (perhaps turned) board's indexes. */
export function marksAsShown(marks: HintMarks, view: Pick<Oriented, 'toShown'>): HintMarks {
  const to = view.toShown;
  return {
    red: marks.red.map(to),
    green: marks.green.map(to),
    neutral: marks.neutral.map(to),
    highlights: marks.highlights.map(to),
    arrows: marks.arrows.map(([a, b]) => [to(a), to(b)]),
  };
}

export const NO_MARKS: HintMarks = { red: [], green: [], neutral: [], highlights: [], arrows: [] };
