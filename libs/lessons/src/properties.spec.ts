import fc from 'fast-check';
import { expectedAction, lessonAct, lessonDirections, lessonDone, startLesson } from './engine.js';
import { LANDS, LESSON_PAGES } from './pages/index.js';
import type { CellRef, LessonAction, LessonPage, LessonState } from './script.js';

const PAGES = LANDS.flatMap((land) => LESSON_PAGES[land]);

const ref: fc.Arbitrary<CellRef> = fc.record(
  { cell: fc.integer({ min: -2, max: 40 }), half: fc.constantFrom('add', 'mult', undefined) },
  { requiredKeys: ['cell'] },
) as fc.Arbitrary<CellRef>;

/** Any action a play screen (or a forged one) could report, well formed or not. */
const anyAction: fc.Arbitrary<LessonAction> = fc.oneof(
  ref.map((target) => ({ type: 'selected', target }) as const),
  fc.integer({ min: -1, max: 11 }).map((digit) => ({ type: 'digit', digit }) as const),
  fc.integer({ min: -1, max: 11 }).map((digit) => ({ type: 'note', digit }) as const),
  fc
    .tuple(ref, fc.integer({ min: -1, max: 100 }))
    .map(([target, value]) => ({ type: 'clueValue', target, value }) as const),
  fc.constant({ type: 'undo' } as const),
  fc.constant({ type: 'continue' } as const),
  // What a forged report could hold.
  fc.constantFrom(
    null,
    {},
    { type: 'selected' },
    { type: 'clueValue', value: 3 },
    { type: 'digit', digit: 2.5 },
    { type: 'digit', digit: Number.NaN },
  ) as fc.Arbitrary<LessonAction>,
);

/** Does `action` meet the step's expectation, judged from the script alone? */
function meets(page: LessonPage, state: LessonState, action: LessonAction): boolean {
  const e = page.steps[state.step].expect;
  const same = (a: CellRef, b: CellRef) => a.cell === b.cell && (a.half ?? null) === (b.half ?? null);
  switch (e.type) {
    case 'continue':
      return action.type === 'continue';
    case 'select':
      return action.type === 'selected' && same(action.target, e.target);
    case 'digit':
      return action.type === 'digit' && action.digit === e.digit && state.selection?.cell === e.cell;
    case 'note':
      return (
        action.type === 'note' &&
        e.digits.includes(action.digit) &&
        !state.noted.includes(action.digit) &&
        state.selection?.cell === e.cell
      );
    case 'clueValue':
      return action.type === 'clueValue' && same(action.target, e.target) && action.value === e.value;
    case 'undo':
      return action.type === 'undo';
  }
}

describe('the lesson engine under any actions', () => {
  it('never throws, never moves on without the step being met, and leaves the state alone otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGES),
        // Right actions mixed in, so runs get deep into the pages.
        fc.array(fc.oneof(anyAction, fc.constant('right' as const)), { maxLength: 40 }),
        (page, script) => {
          let state = startLesson(page);
          for (const item of script) {
            const action = item === 'right' ? expectedAction(page, state) : item;
            if (item === 'right' && !action) {
              expect(lessonDone(state)).toBe(true);
              continue;
            }
            const before = state;
            const result = lessonAct(page, state, action as LessonAction);
            lessonDirections(page, result.state);
            if (result.verdict === 'advanced') {
              expect(meets(page, before, action as LessonAction)).toBe(true);
              expect(result.state.step - before.step).toBeGreaterThanOrEqual(0);
              expect(result.state.step - before.step).toBeLessThanOrEqual(1);
            } else {
              expect(result.state).toBe(before);
              expect(result.move).toBeUndefined();
              if (result.verdict === 'wrong') expect(result.explanation?.steps.length).toBeGreaterThan(0);
            }
            state = result.state;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
