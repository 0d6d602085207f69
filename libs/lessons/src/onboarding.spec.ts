import { RESOURCES } from '@czeus/i18n';
import { generatePuzzle } from '@czeus/puzzle';
import {
  type OnboardingKind,
  ONBOARDING,
  onboardingAct,
  onboardingCellsOf,
  onboardingDirections,
  onboardingDone,
  smartHintDelayMs,
  startOnboarding,
} from './onboarding.js';
import type { LessonAction } from './script.js';

// Spec section 9: clue practice is level 2, shape 4 (4-squares, a 5 x 5 display grid).
const practice = generatePuzzle({ level: 2, shape: 4, band: 1, seed: 'onboarding', index: 1 });

const CONTINUE: LessonAction = { type: 'continue' };

describe('the clue onboarding (addcluestep / multcluestep)', () => {
  it('names the practice board: a vertical and a horizontal pair clue, the top-half mysteries, cell 8', () => {
    // Display index 8 of 4-squares is the top-right square clue: its half of the onboarding's kind.
    expect(onboardingCellsOf(practice, 'mult')).toEqual({
      verticalPair: 5,
      horizontalPair: 1,
      topHalf: [0, 2, 4],
      autoSelect: { cell: 8, half: 'mult' },
    });
  });

  it.each<[OnboardingKind, number]>([
    ['add', 4],
    ['mult', 3],
  ])('%s: steps -3..3 with their highlights, pulses, delays and closing effects', (kind, key) => {
    const cells = onboardingCellsOf(practice, kind);
    let state = startOnboarding(kind);
    const texts = new Set<string>();
    const at = () => {
      const d = onboardingDirections(state, cells);
      texts.add(d.text);
      return d;
    };
    const act = (action: LessonAction) => {
      const r = onboardingAct(state, action, 2, cells);
      state = r.state;
      return r.effects;
    };
    expect(state.step).toBe(-3);
    expect(at()).toMatchObject({ highlight: [{ cell: 5, half: kind }], continueAfterMs: 1000 });
    expect(at().enabled.pad).toBe(false);
    act(CONTINUE);
    expect(at()).toMatchObject({ highlight: [{ cell: 1, half: kind }], continueAfterMs: 1000 });
    act(CONTINUE);
    expect(at().highlight).toEqual([
      { cell: 5, half: kind },
      { cell: 1, half: kind },
    ]);
    act(CONTINUE);
    expect(state.step).toBe(0);
    expect(at().highlight).toEqual([{ cell: 0 }, { cell: 2 }, { cell: 4 }]);
    act(CONTINUE);
    expect(state.step).toBe(1);
    expect(at()).toMatchObject({ icon: kind, pulse: [key], text: `onboarding.${kind}.step1` });
    expect(at().continueAfterMs).toBeUndefined();
    act(CONTINUE); // no Continue at step 1: the pulsing key leads on
    act({ type: 'digit', digit: key === 4 ? 3 : 4 });
    expect(state.step).toBe(1);
    act({ type: 'digit', digit: key });
    expect(state.step).toBe(2);
    expect(at()).toMatchObject({
      pulse: [5],
      autoSelect: { target: { cell: 8, half: kind }, afterMs: 1500 },
    });
    act({ type: 'selected', target: { cell: 8 } }); // not the script's selection
    expect(act({ type: 'digit', digit: 5 })).toEqual([]); // before the selection is made
    act({ type: 'selected', target: { cell: 8, half: kind } });
    expect(at().autoSelect).toBeUndefined();
    expect(onboardingDone(state)).toBe(false);
    const effects = act({ type: 'digit', digit: 5 });
    expect(state.step).toBe(3);
    expect(onboardingDone(state)).toBe(true);
    expect(at().enabled).toEqual({
      board: true,
      pad: true,
      notes: true,
      undo: true,
      hint: true,
      reveal: true,
    });
    expect(effects).toEqual([
      { type: 'puzzleNumberCount', value: 4 },
      {
        type: 'analytics',
        eventName: 'onboardingSeen',
        data: {
          onboardingType: kind === 'add' ? 'Deduction by +Clues' : 'Deduction by xClues',
          puzzleNumber: 2,
        },
      },
      { type: 'smartHint', deduction: true, afterMs: 1200 },
    ]);
    expect(act({ type: 'digit', digit: 5 })).toEqual([]); // effects happen once
    const lessons = RESOURCES.en.lessons as Record<string, Record<string, Record<string, string>>>;
    expect(texts.size).toBe(5);
    for (const key of texts) {
      const [, k, step] = key.split('.');
      expect({ key, text: typeof lessons.onboarding[k][step] }).toEqual({ key, text: 'string' });
    }
  });

  it('gives the first smart hint after 1200 ms and later ones after 800 ms', () => {
    expect([0, 1, 5].map(smartHintDelayMs)).toEqual([1200, 800, 800]);
    expect(ONBOARDING.continueAfterMs).toBe(1000);
  });
});
