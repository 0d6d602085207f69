import { lessonRecord } from '../board.js';
import type { LessonPage } from '../script.js';
import { add, at, clueValue, crossOut, digit, hint, mult, notes, read, select } from '../steps.js';

// Level 3 boards. 2-squares as in autumnland.ts. 6-squares (5 x 7): mysteries 0, 2, 4, 6 /
// 14, 16, 18, 20 / 28, 30, 32, 34; squares 8, 10, 12 / 22, 24, 26.

/** Page 1: common factors. The top middle cell is in × 14 and × 21: only 7 divides both. */
const commonFactor: LessonPage = {
  land: 'winterland',
  page: 1,
  title: 'w1.title',
  record: lessonRecord({
    id: 'w1',
    level: 3,
    shape: 1,
    band: 2,
    solution: [2, 7, 3, 5, 1, 6],
    givens: [],
    shown: { 1: 'mult', 3: 'mult', 5: 'add', 6: 'add', 8: 'mult', 9: 'mult' },
  }),
  steps: [
    read('w1.intro', [mult(1), mult(3), at(2)]),
    select('common.select', at(2), [at(2), mult(1), mult(3)]),
    digit('w1.digit', 2, 7, hint('hint-common-factor', { d: 7, clues: '14, 21' })),
    select('common.select', at(0)),
    digit('w1.digit2', 0, 2, hint('hint-pair-mult-known', { a: 7, b: 2, mult: 14 })),
    select('common.select', at(4)),
    digit('w1.digit3', 4, 3, hint('hint-pair-mult-known', { a: 7, b: 3, mult: 21 })),
  ],
};

/** Page 2: the complementary pair. Square + 20 minus top pair + 9 gives the bottom pair + 11. */
const complement: LessonPage = {
  land: 'winterland',
  page: 2,
  title: 'w2.title',
  record: lessonRecord({
    id: 'w2',
    level: 3,
    shape: 1,
    band: 3,
    solution: [4, 5, 1, 3, 8, 7],
    givens: [],
    shown: { 1: 'both', 3: 'mult', 5: 'add', 6: 'add', 11: 'mult', 13: 'add' },
  }),
  steps: [
    read('w2.intro', [add(6), add(1), add(11)]),
    select('w2.select', add(11)),
    clueValue('w2.value', add(11), 11, hint('hint-square-minus-pair-add', { whole: 20, part: 9, value: 11 })),
    read('w2.pair', [add(11), mult(11), at(10), at(12)]),
    select('common.select', at(10), [at(10), add(5)]),
    digit('w2.digit', 10, 3, hint('hint-pair-add-known', { a: 4, b: 3, add: 7 })),
  ],
};

/** Page 3: what if. The top-left cell is 3 or 6; 3 leads to a contradiction. */
const whatIf: LessonPage = {
  land: 'winterland',
  page: 3,
  title: 'w3.title',
  record: lessonRecord({
    id: 'w3',
    level: 3,
    shape: 1,
    band: 4,
    solution: [6, 3, 4, 1, 5, 7],
    givens: [14],
    shown: { 1: 'both', 3: 'mult', 6: 'both', 9: 'add', 13: 'add' },
  }),
  steps: [
    select('w3.select', at(0), [at(0), add(1), mult(1)]),
    notes('w3.notes', 0, [3, 6]),
    read('w3.whatIf', [at(0), at(2), mult(3), at(4), add(9), at(14)]),
    crossOut('w3.cross', 0, [3], hint('hint-what-if', { d: 3 })),
    { ...digit('w3.digit', 0, 6, hint('hint-single-candidate', { d: 6 })), pulse: ['notes'] },
  ],
};

/** Page 4: the largest winter board, six squares; the same steps, one at a time. */
const sixSquares: LessonPage = {
  land: 'winterland',
  page: 4,
  title: 'w4.title',
  turns: true,
  record: lessonRecord({
    id: 'w4',
    level: 3,
    shape: 4,
    band: 1,
    // From generatePuzzle({ level: 3, shape: 4, band: 1, seed: 'lessons', index: 1 }), its shown
    // halves kept, every mystery but two given.
    solution: [1, 2, 8, 9, 8, 3, 7, 5, 6, 9, 2, 5],
    givens: [0, 2, 4, 6, 14, 18, 20, 28, 30, 32],
    shown: {
      3: 'mult',
      8: 'add',
      12: 'mult',
      21: 'mult',
      23: 'both',
      25: 'add',
      27: 'add',
      29: 'both',
      31: 'mult',
      33: 'mult',
    },
  }),
  steps: [
    read('w4.intro', [add(8), at(0), at(2), at(14), at(16)]),
    select('common.select', at(16), [at(16), add(8)]),
    digit('w4.digit', 16, 3, hint('hint-square-fourth-add', { add: 14, sum: 11, d: 3 })),
    select('common.select', at(34), [at(34), mult(33)]),
    digit('w4.digit2', 34, 5, hint('hint-pair-mult-known', { a: 2, b: 5, mult: 10 })),
  ],
};

export const WINTERLAND: LessonPage[] = [commonFactor, complement, whatIf, sixSquares];
