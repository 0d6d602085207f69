import { RESOURCES } from '@czeus/i18n';
import { applyEvent, type GameEvent, type GameState, INITIAL_STATE } from '@czeus/game';
import { decodePuzzle, MESSAGE_PARAMS, type Puzzle } from '@czeus/puzzle';
import { expectedAction, lessonAct, lessonDirections, lessonDone, startLesson } from './engine.js';
import { LANDS, LESSON_PAGES } from './pages/index.js';
import type { LessonAction, LessonPage, LessonState } from './script.js';

const named = LANDS.flatMap((land) => LESSON_PAGES[land]).map((p) => [`${p.land} ${p.page}`, p] as const);

/** A real game of the page's record, as the web plays a tutorial (no countdown wait). */
function startGame(page: LessonPage): { game: GameState; at: number } {
  const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record: page.record, gems: 0 });
  if (!loaded.ok) throw new Error(loaded.reason);
  const started = applyEvent(loaded.state, { type: 'countdownFinished', at: 0 });
  if (!started.ok) throw new Error(started.reason);
  return { game: started.state, at: 0 };
}

/** A try a player could make at this step that is not the step (one per kind of step). */
function wrongAction(puzzle: Puzzle, page: LessonPage, state: LessonState): LessonAction {
  const e = page.steps[state.step].expect;
  const otherMystery = puzzle.mysteries.find(
    (m) => !state.values[m] && !(e.type === 'select' && e.target.cell === m),
  );
  const otherClue = puzzle.clues.find(
    (c) => !(puzzle.cells[c].mysteries ?? []).every((m) => state.values[m]),
  );
  const elsewhere: LessonAction =
    otherMystery !== undefined
      ? { type: 'selected', target: { cell: otherMystery } }
      : { type: 'selected', target: { cell: otherClue as number, half: 'add' } };
  switch (e.type) {
    case 'digit':
      return { type: 'digit', digit: e.digit === 9 ? 1 : e.digit + 1 };
    case 'note':
      return {
        type: 'note',
        digit: [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !e.digits.includes(d)) as number,
      };
    case 'clueValue':
      return { type: 'clueValue', target: e.target, value: e.value + 1 };
    default:
      return elsewhere;
  }
}

/** One try of every kind that is not the step; each must be refused or ignored. */
function everyOtherTry(puzzle: Puzzle, page: LessonPage, state: LessonState): LessonAction[] {
  const right = expectedAction(page, state);
  const hidden = puzzle.clues.find(
    (c) => !puzzle.cells[c].addShown && !(puzzle.cells[c].mysteries ?? []).every((m) => state.values[m]),
  );
  const tries: LessonAction[] = [
    wrongAction(puzzle, page, state),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((d): LessonAction[] => [
      { type: 'digit', digit: d },
      { type: 'note', digit: d },
    ]),
    ...puzzle.mysteries.map((cell): LessonAction => ({ type: 'selected', target: { cell } })),
    { type: 'undo' },
    { type: 'continue' },
  ];
  if (hidden !== undefined)
    tries.push({
      type: 'clueValue',
      target: { cell: hidden, half: 'add' },
      value: (puzzle.cells[hidden].add as number) + 1,
    });
  const same = (a: LessonAction, b: LessonAction | null) => JSON.stringify(a) === JSON.stringify(b);
  const expectation = page.steps[state.step].expect;
  // A note step takes any of its digits still to note; those are right, not tries.
  return tries.filter(
    (t) =>
      !same(t, right) &&
      !(
        expectation.type === 'note' &&
        t.type === 'note' &&
        expectation.digits.includes(t.digit) &&
        !state.noted.includes(t.digit)
      ),
  );
}

const isEngineMessage = (key: string, params: Record<string, unknown>) => {
  const wanted = MESSAGE_PARAMS[key as keyof typeof MESSAGE_PARAMS] as readonly string[] | undefined;
  return !!wanted && [...wanted].sort().join() === Object.keys(params).sort().join();
};

describe('the lesson engine', () => {
  it.each(named)(
    '%s: every step is done by its action (after one wrong try), and the game accepts each move',
    (_, page) => {
      const puzzle = decodePuzzle(page.record);
      let state = startLesson(page);
      let { game, at } = startGame(page);
      expect(lessonDone(state)).toBe(false);
      let guard = 0;
      while (!lessonDone(state) && guard++ < 100) {
        const directions = lessonDirections(page, state);
        expect(directions.text).toBe(page.steps[state.step].text);
        expect(directions.enabled.hint || directions.enabled.reveal).toBe(false);
        const e = page.steps[state.step].expect;
        const target =
          e.type === 'select' || e.type === 'clueValue' ? e.target : 'cell' in e ? { cell: e.cell } : null;
        if (target) expect(directions.highlight).toContainEqual(target);

        const wrong = wrongAction(puzzle, page, state);
        const tried = lessonAct(page, state, wrong);
        expect({ step: state.step, wrong, verdict: tried.verdict }).toEqual({
          step: state.step,
          wrong,
          verdict: 'wrong',
        });
        expect(tried.state).toBe(state);
        expect(tried.move).toBeUndefined();
        const wrongTexts = (RESOURCES.en.lessons as Record<string, Record<string, string>>).wrong;
        expect(typeof wrongTexts[String(tried.reminder).replace('wrong.', '')]).toBe('string');
        const messages = tried.explanation?.steps.flatMap((s) => s.messages) ?? [];
        expect(messages.length).toBeGreaterThan(0);
        for (const m of messages)
          expect({ m, engine: isEngineMessage(m.key, m.params) }).toEqual({ m, engine: true });
        if (wrong.type === 'digit') expect(tried.explanation?.type).toBe('error');

        for (const other of everyOtherTry(puzzle, page, state)) {
          const r = lessonAct(page, state, other);
          expect({ other, verdict: r.verdict === 'advanced' ? 'advanced' : 'refused' }).toEqual({
            other,
            verdict: 'refused',
          });
          expect(r.state).toBe(state);
          if (r.verdict === 'wrong') expect(r.explanation?.steps[0]?.messages.length).toBeGreaterThan(0);
        }

        const right = expectedAction(page, state) as LessonAction;
        const done = lessonAct(page, state, right);
        expect({ step: state.step, verdict: done.verdict }).toEqual({
          step: state.step,
          verdict: 'advanced',
        });
        if (right.type === 'continue') {
          expect(directions.continueAfterMs).toBeGreaterThan(0);
          expect(done.move).toBeUndefined();
        } else {
          at += 1000;
          const applied = applyEvent(game, { ...done.move, at } as GameEvent);
          expect({ move: done.move, ok: applied.ok }).toEqual({ move: done.move, ok: true });
          if (!applied.ok) break;
          game = applied.state;
          if (right.type === 'digit') expect(applied.outcome.kind).toMatch(/correct|finished/);
          if (right.type === 'clueValue') expect(applied.outcome).toMatchObject({ right: true });
        }
        state = done.state;
        // The lesson follows the game: the same digits, notes and selection.
        expect(state.values).toEqual(game.values);
        expect(state.notes).toEqual(game.notes.mystery);
        expect(state.selection ?? null).toEqual(game.selection);
      }
      expect(lessonDone(state)).toBe(true);
      expect(lessonAct(page, state, { type: 'continue' }).verdict).toBe('ignored');
      expect(expectedAction(page, state)).toBeNull();
    },
  );

  const s5 = LESSON_PAGES.summerland[4];

  it('lights the target and pulses notes and undo on their steps, with Continue after 1 s to read', () => {
    let state = startLesson(s5);
    const seen = [];
    while (!lessonDone(state)) {
      seen.push(lessonDirections(s5, state));
      state = lessonAct(s5, state, expectedAction(s5, state) as LessonAction).state;
    }
    expect(seen[0].highlight).toContainEqual({ cell: 0 });
    expect(seen[0].enabled).toMatchObject({ board: true, pad: false });
    expect(seen[1].pulse).toEqual(['notes']);
    expect(seen[1].enabled).toMatchObject({ pad: true, notes: true });
    expect(seen[2].pulse).toEqual(['notes']); // the second note of the same step
    expect(seen[3].pulse).toEqual(['undo']);
    expect(seen[3].enabled).toMatchObject({ undo: true, board: false, pad: false });
    expect(seen[4].continueAfterMs).toBe(1000);
    expect(lessonDirections(s5, state)).toMatchObject({ text: 'common.done', highlight: [], pulse: [] });
  });

  it('keeps a note step open until all its notes are made, in either order', () => {
    let state = startLesson(s5);
    state = lessonAct(s5, state, { type: 'selected', target: { cell: 0 } }).state;
    const four = lessonAct(s5, state, { type: 'note', digit: 4 });
    expect(four).toMatchObject({ verdict: 'advanced', move: { type: 'noteToggled', digit: 4 } });
    expect(four.state.step).toBe(1);
    expect(lessonAct(s5, four.state, { type: 'note', digit: 4 }).verdict).toBe('wrong');
    const three = lessonAct(s5, four.state, { type: 'note', digit: 3 });
    expect(three.state.step).toBe(2);
    const undone = lessonAct(s5, three.state, { type: 'undo' });
    expect(undone).toMatchObject({ verdict: 'advanced', move: { type: 'undone' } });
    expect(undone.state.notes[0]).toEqual([4]); // the last note made was 3
  });

  it('answers a digit in note mode with a nudge to turn notes off, and a wrong clue value with the complementary pair', () => {
    const w2 = LESSON_PAGES.winterland[1];
    let state = startLesson(w2);
    state = lessonAct(w2, state, { type: 'continue' }).state;
    state = lessonAct(w2, state, { type: 'selected', target: { cell: 11, half: 'add' } }).state;
    const wrong = lessonAct(w2, state, { type: 'clueValue', target: { cell: 11, half: 'add' }, value: 9 });
    expect(wrong.verdict).toBe('wrong');
    expect(wrong.explanation?.steps[0].messages).toEqual([
      { key: 'hint-square-minus-pair-add', params: { whole: 20, part: 9, value: 11 } },
    ]);
    const s1 = LESSON_PAGES.summerland[0];
    let first = startLesson(s1);
    first = lessonAct(s1, first, { type: 'continue' }).state;
    first = lessonAct(s1, first, { type: 'selected', target: { cell: 2 } }).state;
    const noted = lessonAct(s1, first, { type: 'note', digit: 5 });
    expect(noted).toMatchObject({ verdict: 'wrong', reminder: 'wrong.notesOn' });
    const four = lessonAct(s1, first, { type: 'digit', digit: 4 });
    expect(four.explanation?.steps[0].messages[0]).toEqual({
      key: 'pair-add-error-1',
      params: { a: 4, b: 3, add: 8 },
    });
  });

  it('ignores what the game could not take: nothing selected, an empty cell, Continue without its button', () => {
    const s1 = LESSON_PAGES.summerland[0];
    const state = startLesson(s1);
    expect(lessonAct(s1, state, { type: 'digit', digit: 5 }).verdict).toBe('ignored');
    expect(lessonAct(s1, state, { type: 'selected', target: { cell: 0 } }).verdict).toBe('ignored'); // given
    expect(lessonAct(s1, state, { type: 'selected', target: { cell: 7 } }).verdict).toBe('ignored');
    expect(lessonAct(s1, state, { type: 'undo' }).verdict).toBe('ignored');
    const selecting = lessonAct(s1, state, { type: 'continue' }).state;
    expect(lessonAct(s1, selecting, { type: 'continue' }).verdict).toBe('ignored');
  });
});
