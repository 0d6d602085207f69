import { LANGUAGES, RESOURCES } from '@czeus/i18n';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { DEDUCTION_PUZZLES } from '@czeus/puzzle/builtin/deduction';
import {
  type OnboardingCells,
  type OnboardingKind,
  type OnboardingState,
  ONBOARDING,
  ONBOARDING_TEXT,
  onboardingAct,
  onboardingCellsOf,
  onboardingDirections,
  onboardingDone,
  smartHintDelayMs,
  startOnboarding,
} from './onboarding.js';
import type { Directions, LessonAction } from './script.js';

const CONTINUE: LessonAction = { type: 'continue' };
const KINDS: OnboardingKind[] = ['add', 'mult'];
const CLASS: Record<OnboardingKind, 1 | 2> = { add: 1, mult: 2 };

type Texts = Record<string, Record<OnboardingKind, Record<string, string>>>;
const textsOf = (code: string) => (RESOURCES as unknown as Record<string, { lessons: Texts }>)[code].lessons;

/** The English text as the player reads it, with the step's numbers in. */
function english(d: Directions): string {
  const [, kind, key] = d.text.split('.');
  const text = textsOf('en').onboarding[kind as OnboardingKind][key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(d.textParams?.[name]));
}

/** Every step's directions, from Continue to the pulsing keys, without waiting for a selection. */
function walk(kind: OnboardingKind, cells: OnboardingCells): Directions[] {
  let state: OnboardingState = startOnboarding(kind);
  const seen: Directions[] = [];
  while (!onboardingDone(state)) {
    const d = onboardingDirections(state, cells);
    seen.push(d);
    const action: LessonAction = d.continueAfterMs
      ? CONTINUE
      : { type: 'digit', digit: d.pulse[0] as number };
    const next = onboardingAct(state, action, 1, cells).state;
    expect(next.step).toBe(state.step + 1);
    state = next;
  }
  seen.push(onboardingDirections(state, cells));
  return seen;
}

describe('the clue onboarding (addcluestep / multcluestep)', () => {
  describe.each(KINDS)('%s, over every board of the deduction practice', (kind) => {
    const boards = DEDUCTION_PUZZLES.map((record) => ({ record, cells: onboardingCellsOf(record, kind) }));

    it('runs on the first board of its kind and on nearly all of its kind (else it waits for the next)', () => {
      const ofKind = boards.filter((b) => b.record.class === CLASS[kind]);
      expect(ofKind[0].cells).toBeDefined();
      expect(ofKind.filter((b) => b.cells).length).toBeGreaterThanOrEqual(ofKind.length * 0.9);
    });

    it.each(boards.filter((b) => b.cells).map((b) => [b.record.puzzleId, b.record, b.cells] as const))(
      '%s: every lit clue half shows on the board, and each key is the number its text names',
      (_, record, cells) => {
        const puzzle = decodePuzzle(record);
        const shown = (cell: number, half: OnboardingKind) =>
          half === 'add' ? puzzle.cells[cell].addShown : puzzle.cells[cell].multShown;
        const steps = walk(kind, cells as OnboardingCells);
        expect(steps).toHaveLength(7);
        for (const d of steps) {
          for (const ref of d.highlight) {
            if (ref.half) expect({ ref, shown: shown(ref.cell, ref.half) }).toEqual({ ref, shown: true });
            else expect(puzzle.cells[ref.cell].kind).toBe('mystery');
          }
        }
        const { pair, square, first, second } = cells as OnboardingCells;
        // The values the texts name are the board's own.
        expect(steps[0].textParams).toEqual({ value: puzzle.cells[pair][kind] });
        expect(steps[1].textParams).toEqual({ value: puzzle.cells[square][kind] });
        expect(puzzle.cells[pair].mysteries).toEqual([first.cell, second.cell]);
        // Step 1: the key is the mystery's number, as the text says.
        expect(steps[4].pulse).toEqual([puzzle.cells[first.cell].solution]);
        expect(steps[4].textParams).toEqual({ digit: first.digit });
        // Step 2: the key is the other mystery's number, and the clue's arithmetic gives it.
        const p = steps[5].textParams as { value: number; first: number; digit: number };
        expect(steps[5].pulse).toEqual([puzzle.cells[second.cell].solution]);
        expect(p.digit).toBe(puzzle.cells[second.cell].solution);
        expect(p.first).toBe(puzzle.cells[first.cell].solution);
        expect(p.value).toBe(kind === 'add' ? p.first + p.digit : p.first * p.digit);
        expect(p.value).toBe(puzzle.cells[pair][kind]);
        // One thing per step: no text repeats, as written or as read.
        expect(new Set(steps.map((d) => d.text)).size).toBe(7);
        expect(new Set(steps.map(english)).size).toBe(7);
      },
    );
  });

  it.each(KINDS)(
    '%s: the steps, their delays and the closing effects; each right key is taken at once',
    (kind) => {
      const record = DEDUCTION_PUZZLES.find((r) => r.class === CLASS[kind]) as PuzzleRecord;
      const cells = onboardingCellsOf(record, kind) as OnboardingCells;
      const { first, second } = cells;
      let state = startOnboarding(kind);
      const at = () => onboardingDirections(state, cells);
      const act = (action: LessonAction) => {
        const r = onboardingAct(state, action, 2, cells);
        state = r.state;
        return r.effects;
      };
      for (const step of [-3, -2, -1, 0]) {
        expect(state.step).toBe(step);
        expect(at()).toMatchObject({ continueAfterMs: 1000, pulse: [], enabled: { pad: false } });
        act({ type: 'digit', digit: first.digit }); // no key before the key steps
        expect(state.step).toBe(step);
        act(CONTINUE);
      }
      // Step 1: the mystery is selected at once and its key pulses; the right key goes in at once.
      expect(at()).toMatchObject({
        pulse: [first.digit],
        autoSelect: { target: { cell: first.cell }, afterMs: 0 },
        enabled: { pad: true, board: false },
      });
      expect(at().continueAfterMs).toBeUndefined();
      act(CONTINUE); // no Continue at a key step
      act({ type: 'digit', digit: first.digit === 9 ? 8 : first.digit + 1 });
      expect(state.step).toBe(1);
      expect(act({ type: 'digit', digit: first.digit })).toEqual([
        { type: 'enter', cell: first.cell, digit: first.digit },
      ]);
      // Step 2: its selection comes after the spec's 1.5 s, but the right key is taken before it.
      expect(state.step).toBe(2);
      expect(at()).toMatchObject({
        pulse: [second.digit],
        autoSelect: { target: { cell: second.cell }, afterMs: 1500 },
      });
      act({ type: 'selected', target: { cell: second.cell, half: kind } }); // not the step's selection
      expect(at().autoSelect).toBeDefined();
      act({ type: 'selected', target: { cell: second.cell } });
      expect(at().autoSelect).toBeUndefined();
      expect(state.step).toBe(2);
      expect(onboardingDone(state)).toBe(false);
      const effects = act({ type: 'digit', digit: second.digit });
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
        { type: 'enter', cell: second.cell, digit: second.digit },
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
      expect(act({ type: 'digit', digit: second.digit })).toEqual([]); // effects happen once
    },
  );

  it('step 2 takes its key before its own selection comes', () => {
    const record = DEDUCTION_PUZZLES[0];
    const cells = onboardingCellsOf(record, 'add') as OnboardingCells;
    const state: OnboardingState = { kind: 'add', step: 2, selected: false };
    expect(onboardingAct(state, { type: 'digit', digit: cells.second.digit }, 1, cells).state.step).toBe(3);
  });

  it('has every step text in every language, with the same numbers in it', () => {
    const params = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const kind of KINDS)
      for (const key of Object.values(ONBOARDING_TEXT)) {
        const en = textsOf('en').onboarding[kind][key];
        for (const { code } of LANGUAGES) {
          const text = textsOf(code).onboarding[kind][key];
          expect({ code, kind, key, text: typeof text }).toEqual({ code, kind, key, text: 'string' });
          expect({ code, kind, key, params: params(text) }).toEqual({ code, kind, key, params: params(en) });
        }
      }
  });

  it('gives the first smart hint after 1200 ms and later ones after 800 ms', () => {
    expect([0, 1, 5].map(smartHintDelayMs)).toEqual([1200, 800, 800]);
    expect(ONBOARDING.continueAfterMs).toBe(1000);
  });
});
