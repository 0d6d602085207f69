import { lessonRecord } from '../board.js';
import type { LessonPage } from '../script.js';
import { add, at, digit, hint, mult, notes, read, select, undo } from '../steps.js';

// Level 1 boards. Display indexes: single-pair `0 1 2`; the 3 x 3 shapes have mysteries at
// 0, 2, 6, 8 (l-shape: 0, 6, 8), links 1 (top), 3 (left), 5 (right), 7 (bottom).

/** Page 1: mysteries and the add clue. 3 + ? = 8. */
const mysteries: LessonPage = {
  land: 'summerland',
  page: 1,
  title: 's1.title',
  record: lessonRecord({
    id: 's1',
    level: 1,
    shape: 1,
    band: 1,
    solution: [3, 5],
    givens: [0],
    shown: { 1: 'add' },
  }),
  steps: [
    read('s1.intro', [at(0), add(1), at(2)]),
    select('s1.select', at(2), [at(2), add(1)]),
    digit('s1.digit', 2, 5, hint('hint-pair-add-known', { a: 3, b: 5, add: 8 })),
  ],
};

/** Page 2: the times clue. 4 × ? = 8, then 2 × ? = 14. */
const times: LessonPage = {
  land: 'summerland',
  page: 2,
  title: 's2.title',
  record: lessonRecord({
    id: 's2',
    level: 1,
    shape: 2,
    band: 1,
    solution: [4, 2, 7],
    givens: [0],
    shown: { 3: 'mult', 7: 'mult' },
  }),
  steps: [
    read('s2.intro', [at(0), mult(3), at(6)]),
    select('s2.select', at(6), [at(6), mult(3)]),
    digit('s2.digit', 6, 2, hint('hint-pair-mult-known', { a: 4, b: 2, mult: 8 })),
    select('s2.select2', at(8), [at(8), mult(7)]),
    digit('s2.digit2', 8, 7, hint('hint-pair-mult-known', { a: 2, b: 7, mult: 14 })),
  ],
};

/** Page 3: a pair from its sum and product; the corner shares both pairs. */
const bothHalves: LessonPage = {
  land: 'summerland',
  page: 3,
  title: 's3.title',
  record: lessonRecord({
    id: 's3',
    level: 1,
    shape: 2,
    band: 1,
    solution: [3, 4, 6],
    givens: [],
    shown: { 3: 'both', 7: 'both' },
  }),
  steps: [
    read('s3.intro', [add(3), mult(3), at(0), at(6)]),
    read('s3.second', [add(7), mult(7), at(6), at(8)]),
    select('s3.select', at(6)),
    digit('s3.digit', 6, 4, hint('hint-pair-both-halves', { add: 7, mult: 12, a: 3, b: 4 })),
    select('common.select', at(0)),
    digit('s3.digit2', 0, 3, hint('hint-pair-add-known', { a: 4, b: 3, add: 7 })),
  ],
};

/** Page 4: rule 2. {2, 6} is a pair already, so the right-hand pair {3, 6} goes 3 on top. */
const rule2: LessonPage = {
  land: 'summerland',
  page: 4,
  title: 's4.title',
  record: lessonRecord({
    id: 's4',
    level: 1,
    shape: 3,
    band: 2,
    solution: [2, 3, 6, 6],
    givens: [0, 6],
    shown: { 3: 'both', 5: 'both' },
  }),
  steps: [
    read('s4.intro', [at(0), add(3), mult(3), at(6)]),
    read('s4.options', [add(5), mult(5), at(2), at(8)]),
    select('s4.select', at(2), [at(2), at(0), add(3), mult(3)]),
    digit('s4.digit', 2, 3, hint('rule2-error-1', { a: 2, b: 6 })),
    select('common.select', at(8)),
    digit('s4.digit2', 8, 6, hint('hint-pair-add-known', { a: 3, b: 6, add: 9 })),
  ],
};

/** Page 5: notes and undo. The top-left cell is 3 or 4 until the clues below decide. */
const notesAndUndo: LessonPage = {
  land: 'summerland',
  page: 5,
  title: 's5.title',
  record: lessonRecord({
    id: 's5',
    level: 1,
    shape: 4,
    band: 2,
    solution: [3, 4, 2, 5],
    givens: [],
    shown: { 1: 'both', 3: 'add', 5: 'mult', 7: 'both' },
  }),
  steps: [
    select('s5.select', at(0), [at(0), add(1), mult(1)]),
    notes('s5.notes', 0, [3, 4]),
    undo('s5.undo'),
    read('s5.deduce', [add(3), at(6), add(7), mult(7)]),
    select('common.select', at(6)),
    { ...digit('s5.digit', 6, 2, hint('hint-common-sum', { d: 2, clues: '+5, +7 ×10' })), pulse: ['notes'] },
    select('common.select', at(0)),
    digit('s5.digit2', 0, 3, hint('hint-pair-add-known', { a: 2, b: 3, add: 5 })),
  ],
};

/** Page 6: a whole small board, from the clue that decides to the last cell. */
const wholeBoard: LessonPage = {
  land: 'summerland',
  page: 6,
  title: 's6.title',
  record: lessonRecord({
    id: 's6',
    level: 1,
    shape: 4,
    band: 1,
    solution: [2, 9, 4, 3],
    givens: [],
    shown: { 1: 'both', 3: 'mult', 7: 'add' },
  }),
  steps: [
    read('s6.intro', [add(1), mult(1), at(0), at(2)]),
    select('s6.select', at(0), [at(0), mult(3)]),
    digit('s6.digit', 0, 2, hint('hint-pair-both-halves', { add: 11, mult: 18, a: 2, b: 9 })),
    select('common.select', at(6)),
    digit('s6.digit2', 6, 4, hint('hint-pair-mult-known', { a: 2, b: 4, mult: 8 })),
    select('common.select', at(8)),
    digit('s6.digit3', 8, 3, hint('hint-pair-add-known', { a: 4, b: 3, add: 7 })),
    select('common.select', at(2)),
    digit('s6.digit4', 2, 9, hint('hint-pair-add-known', { a: 2, b: 9, add: 11 })),
  ],
};

export const SUMMERLAND: LessonPage[] = [mysteries, times, bothHalves, rule2, notesAndUndo, wholeBoard];
