import fc from 'fast-check';
import { clueDrill, decodePuzzle, type DrillFamily, type PuzzleRecord } from '@czeus/puzzle';
import { CLUE_DRILL_CHOICES, clueChoices } from './clue-choices.js';
import { clueHalfKnown, openClueHalves } from './clue-goal.js';
import { LIVES } from './constants.js';
import { applyEvent } from './reducer.js';
import { type GameState, INITIAL_STATE } from './state.js';
import { puzzleRecord } from './testing.js';

function started(record: PuzzleRecord, clueGoal: boolean): GameState {
  const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record, gems: 500, clueGoal });
  if (!loaded.ok) throw new Error(loaded.reason);
  const playing = applyEvent(loaded.state, { type: 'countdownFinished', at: 10 });
  if (!playing.ok) throw new Error(playing.reason);
  return playing.state;
}

const drills: [DrillFamily, PuzzleRecord][] = [
  ['pair', clueDrill(puzzleRecord(2, 4, 1), 'pair')],
  ['square', clueDrill(puzzleRecord(2, 1, 1), 'square')],
  ['pair', clueDrill(puzzleRecord(3, 4, 2), 'pair')],
];

describe('a clue drill (clueGoal)', () => {
  it('keeps the halves of given mysteries hidden until answered; a game that is not a drill shows them', () => {
    const [, record] = drills[0];
    const puzzle = decodePuzzle(record);
    const hidden = puzzle.clues.filter((c) => !puzzle.cells[c].addShown);
    expect(hidden.length).toBeGreaterThan(0);
    expect(openClueHalves(puzzle, started(record, true)).length).toBeGreaterThan(0);
    expect(openClueHalves(puzzle, started(record, false))).toEqual([]);
    expect(clueHalfKnown(started(record, false), puzzle.cells[hidden[0]], 'add')).toBe(true);
    expect(clueHalfKnown(started(record, true), puzzle.cells[hidden[0]], 'add')).toBe(false);
  });

  it('ends when the last hidden half is answered right, whatever the order and the wrong tries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...drills),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.boolean(), { maxLength: 40 }),
        ([family, record], picks, wrongFirst) => {
          const puzzle = decodePuzzle(record);
          let state = started(record, true);
          let at = 100;
          let wrongs = 0;
          const iterator = picks[Symbol.iterator]();
          for (let step = 0; openClueHalves(puzzle, state).length > 0; step++) {
            expect(state.phase).toBe('progress');
            const open = openClueHalves(puzzle, state);
            const { cell, half } = open[iterator.next().value % open.length];
            const truth = puzzle.cells[cell][half] as number;
            if (wrongFirst[step]) {
              const choices = clueChoices(puzzle, cell, half, CLUE_DRILL_CHOICES[family]);
              const wrong = applyEvent(state, {
                type: 'clueAnswerChosen',
                at: (at += 100),
                cell,
                half,
                value: choices.find((v) => v !== truth) as number,
              });
              if (!wrong.ok) throw new Error(wrong.reason);
              expect(wrong.outcome).toEqual({ kind: 'clueAnswered', cell, half, right: false });
              state = wrong.state;
              wrongs += 1;
            }
            const right = applyEvent(state, {
              type: 'clueAnswerChosen',
              at: (at += 100),
              cell,
              half,
              value: truth,
            });
            if (!right.ok) throw new Error(right.reason);
            state = right.state;
            const last = openClueHalves(puzzle, state).length === 0;
            expect(right.outcome.kind).toBe(last ? 'finished' : 'clueAnswered');
          }
          expect(state.phase).toBe('finished');
          expect(state.finishType).toBe('success');
          expect(state.errorsMade).toBe(wrongs);
          expect(state.lives).toBe(LIVES);
          expect(state.stars?.noErrors).toBe(wrongs === 0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('selects a hidden half of a clue whose mysteries are all given, and not a shown one', () => {
    const [, record] = drills[1];
    const puzzle = decodePuzzle(record);
    const state = started(record, true);
    const [first] = openClueHalves(puzzle, state);
    const selected = applyEvent(state, { type: 'cellSelected', at: 20, ...first });
    if (!selected.ok) throw new Error(selected.reason);
    expect(selected.state.selection).toEqual(first);
    const shownPair = puzzle.clues.find((c) => puzzle.cells[c].kind !== 'square') as number;
    const shown = applyEvent(state, { type: 'cellSelected', at: 20, cell: shownPair, half: 'add' });
    if (!shown.ok) throw new Error(shown.reason);
    expect(shown.state.selection).toBeNull();
  });

  it('takes no answer before play, while paused, for a known half, or after the end', () => {
    const [, record] = drills[1];
    const puzzle = decodePuzzle(record);
    const loaded = applyEvent(INITIAL_STATE, {
      type: 'puzzleLoaded',
      at: 0,
      record,
      gems: 0,
      clueGoal: true,
    });
    if (!loaded.ok) throw new Error(loaded.reason);
    const [first] = openClueHalves(puzzle, started(record, true));
    const answer = (state: GameState, at: number, value = puzzle.cells[first.cell][first.half] as number) =>
      applyEvent(state, { type: 'clueAnswerChosen', at, ...first, value });
    expect(answer(loaded.state, 5).ok).toBe(false);
    const paused = applyEvent(started(record, true), { type: 'paused', at: 20 });
    if (!paused.ok) throw new Error(paused.reason);
    expect(answer(paused.state, 30)).toEqual({ ok: false, reason: 'paused' });
    const once = answer(started(record, true), 40);
    if (!once.ok) throw new Error(once.reason);
    expect(answer(once.state, 50)).toEqual({ ok: false, reason: 'that half is already known' });
  });
});
