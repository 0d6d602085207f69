import { RESOURCES } from '@czeus/i18n';
import {
  countSolutions,
  decodePuzzle,
  hintSolve,
  layoutOf,
  LAND_SHAPES,
  MESSAGE_PARAMS,
  ruleBreaks,
  type Puzzle,
} from '@czeus/puzzle';
import { ONBOARDING_TEXT } from './onboarding.js';
import { LANDS, LESSON_PAGES, lessonPage } from './pages/index.js';
import type { CellRef } from './script.js';

const ALL = LANDS.flatMap((land) => LESSON_PAGES[land]);
const named = ALL.map((page) => [`${page.land} ${page.page}`, page] as const);
const LEVEL = { summerland: 1, autumnland: 2, winterland: 3 } as const;

const lessons = RESOURCES.en.lessons as Record<string, Record<string, string>>;
const textOf = (key: string) =>
  key.split('.').reduce<unknown>((t, k) => (t as Record<string, unknown>)?.[k], lessons);

/** A cell reference names something on the board: a mystery without a half, or a clue half. */
function isReal(puzzle: Puzzle, ref: CellRef): boolean {
  const cell = puzzle.cells[ref.cell];
  if (!cell || cell.kind === 'empty') return false;
  return cell.kind === 'mystery' ? ref.half === undefined : ref.half === 'add' || ref.half === 'mult';
}

describe('the tutorial pages', () => {
  it('are 6, 6 and 4 pages, numbered from 1 in each land (spec section 9)', () => {
    expect(LANDS.map((land) => LESSON_PAGES[land].length)).toEqual([6, 6, 4]);
    for (const land of LANDS) {
      expect(LESSON_PAGES[land].map((p) => [p.land, p.page])).toEqual(
        LESSON_PAGES[land].map((_, i) => [land, i + 1]),
      );
      expect(lessonPage(land, 1)).toBe(LESSON_PAGES[land][0]);
    }
    expect(lessonPage('winterland', 5)).toBeUndefined();
    expect(new Set(ALL.map((p) => p.record.puzzleId)).size).toBe(ALL.length);
  });

  it.each(named)("%s is played on its land's boards, served untransposed", (_, page) => {
    expect(page.record.level).toBe(LEVEL[page.land]);
    expect(LAND_SHAPES[page.record.level]).toContain(decodePuzzle(page.record).shape);
    expect(page.record.r).toBe(0);
  });

  it.each(named)('%s is a valid puzzle with exactly one solution, its givens from it', (_, page) => {
    const puzzle = decodePuzzle(page.record);
    expect(countSolutions(puzzle, 2)).toBe(1);
    const solution = puzzle.cells.map((c) => c.solution ?? 0);
    expect(ruleBreaks(layoutOf(puzzle.shape), solution)).toEqual([]);
    for (const m of puzzle.mysteries) {
      const given = puzzle.cells[m].given ?? 0;
      expect(given === 0 || given === puzzle.cells[m].solution).toBe(true);
    }
    // The hint engine alone finishes it: every step the page teaches is one the hints know.
    expect(hintSolve(puzzle).solved).toBe(true);
    // Something is left to do on every board.
    expect(puzzle.mysteries.some((m) => !puzzle.cells[m].given)).toBe(true);
  });

  it.each(named)("%s asks only for the solution's digits and the clues' true values", (_, page) => {
    const puzzle = decodePuzzle(page.record);
    for (const step of page.steps) {
      const e = step.expect;
      if (e.type === 'digit') {
        expect({ cell: e.cell, digit: e.digit }).toEqual({
          cell: e.cell,
          digit: puzzle.cells[e.cell].solution,
        });
        expect(puzzle.cells[e.cell].given).toBe(0);
      }
      if (e.type === 'note') {
        expect(puzzle.cells[e.cell].kind).toBe('mystery');
        expect(e.digits.length).toBeGreaterThan(0);
        expect(new Set(e.digits).size).toBe(e.digits.length);
      }
      if (e.type === 'clueValue') {
        const clue = puzzle.cells[e.target.cell];
        expect(e.value).toBe(clue[e.target.half]);
        expect(clue[`${e.target.half}Shown`]).toBe(false); // the game answers only hidden halves
      }
    }
  });

  it.each(named)('%s lights and targets only real cells', (_, page) => {
    const puzzle = decodePuzzle(page.record);
    for (const step of page.steps) {
      for (const ref of step.highlight ?? [])
        expect({ ref, real: isReal(puzzle, ref) }).toEqual({ ref, real: true });
      const e = step.expect;
      if (e.type === 'select' || e.type === 'clueValue')
        expect({ ref: e.target, real: isReal(puzzle, e.target) }).toEqual({ ref: e.target, real: true });
      if (e.type === 'digit' || e.type === 'note') expect(puzzle.cells[e.cell].kind).toBe('mystery');
    }
  });

  it.each(named)('%s has an English text for its title and every step', (_, page) => {
    for (const key of [page.title, ...page.steps.map((s) => s.text)])
      expect({ key, text: typeof textOf(key) }).toEqual({ key, text: 'string' });
  });

  it.each(named)("%s explains with the hint engine's own messages and numbers", (_, page) => {
    for (const step of page.steps) {
      if (!step.why) continue;
      const wanted = MESSAGE_PARAMS[step.why.key as keyof typeof MESSAGE_PARAMS];
      expect({ key: step.why.key, params: Object.keys(step.why.params).sort() }).toEqual({
        key: step.why.key,
        params: [...(wanted ?? ['not a message of the engine'])].sort(),
      });
    }
  });

  it.each(named)(
    "%s: each step's why tells true arithmetic, and a digit step's why ends in its digit",
    (_, page) => {
      const n = (v: number | string | undefined) => Number(v);
      for (const step of page.steps) {
        if (!step.why) continue;
        const p = step.why.params;
        const e = step.expect;
        const answer = e.type === 'digit' ? e.digit : undefined;
        const checks: Record<string, () => [boolean, number | undefined]> = {
          'hint-pair-add-known': () => [n(p.a) + n(p.b) === n(p.add), n(p.b)],
          'hint-pair-mult-known': () => [n(p.a) * n(p.b) === n(p.mult), n(p.b)],
          'hint-square-fourth-add': () => [n(p.add) - n(p.sum) === n(p.d), n(p.d)],
          'hint-square-fourth-mult': () => [n(p.mult) / n(p.product) === n(p.d), n(p.d)],
          'hint-square-all-equal': () => [n(p.d) ** 4 === n(p.mult), n(p.d)],
          'hint-square-all-equal-both': () => [n(p.d) ** 4 === n(p.mult), n(p.d)],
          'hint-square-minus-pair-add': () => [n(p.whole) - n(p.part) === n(p.value), n(p.value)],
          'hint-pair-both-halves': () => [
            n(p.a) + n(p.b) === n(p.add) && n(p.a) * n(p.b) === n(p.mult),
            undefined,
          ],
          'hint-common-factor': () => [
            String(p.clues)
              .split(', ')
              .every((c) => Number(c) % n(p.d) === 0),
            n(p.d),
          ],
        };
        const check = checks[step.why.key];
        if (!check) continue;
        const [sound, gives] = check();
        expect({ why: step.why, sound }).toEqual({ why: step.why, sound: true });
        if (gives !== undefined && answer !== undefined)
          expect({ why: step.why, gives }).toEqual({ why: step.why, gives: answer });
      }
    },
  );

  it('have English texts for every nudge and for the clue onboarding', () => {
    const nudges = ['read', 'select', 'stay', 'digit', 'note', 'notesOn', 'notesOff', 'clue', 'undo'];
    const onboarding = Object.values(ONBOARDING_TEXT).flatMap((s) => [
      `onboarding.add.${s}`,
      `onboarding.mult.${s}`,
    ]);
    for (const key of [...nudges.map((n) => `wrong.${n}`), ...onboarding, 'common.done'])
      expect({ key, text: typeof textOf(key) }).toEqual({ key, text: 'string' });
  });

  it('turn with the screen only where no text says where a cell lies, and a turnable board that is drawn small does', () => {
    const where = /\b(left|right|above|below|top|bottom|upper|lower|row|column)\b/i;
    for (const page of ALL.filter((p) => p.turns)) {
      const texts = [page.title, ...page.steps.map((s) => s.text)].map((key) => String(textOf(key)));
      for (const text of texts)
        expect({ page: page.title, text, where: where.test(text) }).toMatchObject({ where: false });
    }
    // The largest board is the one an upright phone draws too small unturned.
    expect(ALL.filter((p) => p.turns).map((p) => decodePuzzle(p.record).shape)).toEqual(['6-squares']);
  });

  it('cover every shape a land brings to the tutorial: the largest winter board too', () => {
    const shapes = ALL.map((p) => decodePuzzle(p.record).shape);
    expect(shapes).toEqual(expect.arrayContaining(['single-pair', 'one-square', '2-squares', '6-squares']));
  });
});
