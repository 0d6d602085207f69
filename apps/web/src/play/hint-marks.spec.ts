import type { HintStep } from '@czeus/puzzle';
import { marksAsShown, marksOf } from './hint-marks';

const step = (over: Partial<HintStep>): HintStep => ({
  selected: null,
  messages: [],
  red: [],
  green: [],
  neutral: [],
  clueDisplays: [],
  noteMode: false,
  highlights: [],
  arrows: [],
  ...over,
});

describe('hint marks', () => {
  it('gathers the steps shown so far, a later colour winning, arrows once in either direction', () => {
    const marks = marksOf([
      step({ neutral: [1, 2], highlights: [3, 1], arrows: [[5, 7]] }),
      step({
        green: [2],
        red: [1],
        arrows: [
          [7, 5],
          [9, 11],
        ],
      }),
    ]);
    expect(marks).toEqual({
      red: [1],
      green: [2],
      neutral: [],
      highlights: [3],
      arrows: [
        [5, 7],
        [9, 11],
      ],
    });
  });

  it('is empty before any step shows', () => {
    expect(marksOf([])).toEqual({ red: [], green: [], neutral: [], highlights: [], arrows: [] });
  });

  it('moves every index to the shown board', () => {
    const marks = marksOf([step({ red: [1], green: [2], neutral: [4], highlights: [6], arrows: [[1, 2]] })]);
    expect(marksAsShown(marks, { toShown: (i) => i * 10 })).toEqual({
      red: [10],
      green: [20],
      neutral: [40],
      highlights: [60],
      arrows: [[10, 20]],
    });
  });
});
