import { lessonRecord } from '../board.js';
import type { LessonPage } from '../script.js';
import { add, at, clueValue, digit, hint, mult, notes, read, select } from '../steps.js';

// Level 2 boards. one-square: mysteries 0, 2, 6, 8 around the square clue 4. 2-squares
// (3 x 5): mysteries 0, 2, 4 / 10, 12, 14, squares 6 (left) and 8 (right), links 1, 3
// (top), 5, 7, 9 (upright), 11, 13 (bottom).

/** Page 1: a square clue is the sum and product of four; the fourth from the sum. */
const squareSum: LessonPage = {
  land: 'autumnland',
  page: 1,
  title: 'a1.title',
  record: lessonRecord({
    id: 'a1',
    level: 2,
    shape: 1,
    band: 1,
    solution: [2, 3, 4, 1],
    givens: [0, 2, 6],
    shown: { 4: 'both' },
  }),
  steps: [
    read('a1.intro', [add(4), mult(4), at(0), at(2), at(6), at(8)]),
    select('a1.select', at(8), [at(8), add(4)]),
    digit('a1.digit', 8, 1, hint('hint-square-fourth-add', { add: 10, sum: 9, d: 1 })),
  ],
};

/** Page 2: the fourth number from the product. */
const squareProduct: LessonPage = {
  land: 'autumnland',
  page: 2,
  title: 'a2.title',
  record: lessonRecord({
    id: 'a2',
    level: 2,
    shape: 1,
    band: 1,
    solution: [2, 3, 4, 6],
    givens: [0, 2, 6],
    shown: { 4: 'mult' },
  }),
  steps: [
    select('a2.select', at(8), [at(8), mult(4)]),
    digit('a2.digit', 8, 6, hint('hint-square-fourth-mult', { mult: 144, product: 24, d: 6 })),
  ],
};

/** Page 3: 625, 2401 and 4096 can only be four equal numbers. */
const fourEqual: LessonPage = {
  land: 'autumnland',
  page: 3,
  title: 'a3.title',
  record: lessonRecord({
    id: 'a3',
    level: 2,
    shape: 1,
    band: 1,
    solution: [7, 7, 7, 7],
    givens: [],
    shown: { 4: 'mult' },
  }),
  steps: [
    read('a3.intro', [mult(4)]),
    select('common.select', at(0)),
    digit('a3.digit', 0, 7, hint('hint-square-all-equal', { mult: 2401, d: 7 })),
    select('common.select', at(8)),
    digit('a3.digit2', 8, 7, hint('hint-square-all-equal', { mult: 2401, d: 7 })),
  ],
};

/** Both 2-squares pages: the left square is four 4s, the right 4, 4, 2, 8. */
const twoSquares = { level: 2, shape: 2, band: 2, solution: [4, 4, 2, 4, 4, 8] } as const;
const twoSquaresShown = { 6: 'both', 8: 'mult', 13: 'mult' } as const;

/** Page 4: 81, 256 and 1296 may be four equal numbers; the sum decides. */
const mayBeEqual: LessonPage = {
  land: 'autumnland',
  page: 4,
  title: 'a4.title',
  record: lessonRecord({
    ...twoSquares,
    solution: [...twoSquares.solution],
    id: 'a4',
    givens: [],
    shown: twoSquaresShown,
  }),
  steps: [
    read('a4.intro', [mult(6)]),
    read('a4.sum', [add(6), mult(6), at(0), at(2), at(10), at(12)]),
    select('common.select', at(0)),
    digit('a4.digit', 0, 4, hint('hint-square-all-equal-both', { mult: 256, d: 4 })),
    select('common.select', at(12)),
    digit('a4.digit2', 12, 4, hint('hint-square-all-equal-both', { mult: 256, d: 4 })),
  ],
};

/** Page 5: the cZeus square, and rule 3: the right square cannot be a second one. */
const czeusSquare: LessonPage = {
  land: 'autumnland',
  page: 5,
  title: 'a5.title',
  record: lessonRecord({
    ...twoSquares,
    solution: [...twoSquares.solution],
    id: 'a5',
    givens: [0, 2, 10, 12],
    shown: twoSquaresShown,
  }),
  steps: [
    read('a5.intro', [add(6), mult(6), at(0), at(2), at(10), at(12)]),
    read('a5.second', [mult(8), at(4), at(14)]),
    select('common.select', at(4), [at(4), mult(8)]),
    notes('a5.notes', 4, [2, 8]),
    select('common.select', at(14), [at(14), mult(13)]),
    digit('a5.digit', 14, 8, hint('hint-pair-mult-known', { a: 4, b: 8, mult: 32 })),
    select('common.select', at(4), [at(4), mult(8)]),
    {
      ...digit('a5.digit2', 4, 2, hint('hint-square-fourth-mult', { mult: 256, product: 128, d: 2 })),
      pulse: ['notes'],
    },
  ],
};

/** Page 6: a hidden clue half, worked out and picked on the estimation pad. */
const estimation: LessonPage = {
  land: 'autumnland',
  page: 6,
  title: 'a6.title',
  record: lessonRecord({
    id: 'a6',
    level: 2,
    shape: 1,
    band: 1,
    solution: [2, 3, 5, 7],
    givens: [0, 2, 6],
    shown: { 5: 'add' },
  }),
  steps: [
    read('a6.intro', [add(4), mult(4)]),
    select('a6.select', add(4)),
    clueValue('a6.value', add(4), 17, hint('hint-pair-add-known', { a: 3, b: 7, add: 10 })),
    select('common.select', at(8), [at(8), add(5)]),
    digit('a6.digit', 8, 7, hint('hint-pair-add-known', { a: 3, b: 7, add: 10 })),
  ],
};

export const AUTUMNLAND: LessonPage[] = [
  squareSum,
  squareProduct,
  fourEqual,
  mayBeEqual,
  czeusSquare,
  estimation,
];
