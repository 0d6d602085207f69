import { commonFactorExample } from '@czeus/puzzle';
import { FACTORING_PUZZLES } from '@czeus/puzzle/builtin';
import {
  FACTOR_LESSON,
  FACTOR_STEPS,
  factorAct,
  factorCanGoBack,
  factorDirections,
  factorLessonDone,
  startFactorLesson,
} from './common-factor.js';

const example = commonFactorExample(FACTORING_PUZZLES[0])!;

describe('the common-factor step tutorial', () => {
  it("runs the factoring set's first board: steps -1, 0, 1, 2, 2.5, 3, 4 on Continue", () => {
    expect(example).toBeDefined();
    let state = startFactorLesson();
    const seen = [state.step];
    const effects = [];
    while (!factorLessonDone(state)) {
      const next = factorAct(state, { type: 'continue' }, example, 1);
      state = next.state;
      seen.push(state.step);
      effects.push(...next.effects.map((e) => [state.step, e] as const));
    }
    expect(seen).toEqual(FACTOR_STEPS);
    expect(effects).toEqual([
      [3, { type: 'enter', cell: example.mystery, digit: example.digit }],
      [4, { type: 'analytics', eventName: 'onboardingSeenCommonFactorGames', data: { puzzleNumber: 1 } }],
      [4, { type: 'smartHint', afterMs: FACTOR_LESSON.firstSmartHintMs }],
    ]);
  });

  it('goes back from the reading steps only: not before -1, not once the digit is in', () => {
    expect(factorAct({ step: 2.5 }, { type: 'back' }, example, 1).state).toEqual({ step: 2 });
    expect(factorAct({ step: 0 }, { type: 'back' }, example, 1).state).toEqual({ step: -1 });
    for (const step of [-1, 3, 4] as const) {
      expect(factorCanGoBack({ step })).toBe(false);
      expect(factorAct({ step }, { type: 'back' }, example, 1)).toEqual({ state: { step }, effects: [] });
    }
    // A digit or a selection does not move it.
    expect(factorAct({ step: 0 }, { type: 'digit', digit: example.digit }, example, 1).state).toEqual({
      step: 0,
    });
  });

  it('lights the mystery with each clue in turn, names the factors, and opens the board at step 4', () => {
    const at = (step: (typeof FACTOR_STEPS)[number]) => factorDirections({ step }, example);
    expect(at(0).highlight).toEqual([{ cell: example.mystery }, { cell: example.clues[0], half: 'mult' }]);
    expect(at(1).highlight).toEqual([{ cell: example.mystery }, { cell: example.clues[1], half: 'mult' }]);
    expect(at(0).textParams).toMatchObject({ a: example.products[0], fa: example.factors[0].join(', ') });
    expect(at(2).textParams).toMatchObject({ d: example.digit });
    for (const step of FACTOR_STEPS.slice(0, -1)) {
      expect(at(step).enabled.pad).toBe(false);
      expect(at(step).continueAfterMs).toBe(1000);
    }
    expect(at(4).enabled.pad).toBe(true);
    expect(at(4).continueAfterMs).toBeUndefined();
  });
});
