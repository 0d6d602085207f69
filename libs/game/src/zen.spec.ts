import { decodePuzzle } from '@czeus/puzzle';
import { LIVES, REVEAL_PRICE, SMART_HINT_PRICE } from './constants.js';
import type { GameEvent } from './events.js';
import { type Applied, applyEvent } from './reducer.js';
import { replay } from './replay.js';
import { type GameState, INITIAL_STATE } from './state.js';
import { puzzleRecord, solvingEvents, wrongDigit } from './testing.js';

const record = puzzleRecord(2, 4, 2); // 4-squares, medium
const puzzle = decodePuzzle(record);
const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
const solutionAt = (cell: number) => puzzle.cells[cell].solution as number;

/** Plays `events` in a zen game loaded at 0 with 500 gems; throws at the first refusal. */
function zen(events: GameEvent[], gems = 500): { state: GameState; last: Applied } {
  const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record, gems, zen: true });
  if (!loaded.ok) throw new Error(loaded.reason);
  let state = loaded.state;
  let last: Applied = loaded;
  for (const event of events) {
    last = applyEvent(state, event);
    if (!last.ok) throw new Error(`${event.type}: ${last.reason}`);
    state = last.state;
  }
  return { state, last };
}

/** Enters `digitOf(cell)` in each open mystery, 1 s apart from t = 2000. */
const entries = (digitOf: (cell: number) => number, cells = open, from = 2000): GameEvent[] =>
  cells.flatMap((cell, i) => [
    { type: 'cellSelected', at: from + 1000 * i, cell },
    { type: 'digitEntered', at: from + 1000 * i, digit: digitOf(cell) },
  ]);

const start: GameEvent = { type: 'countdownFinished', at: 1000 };

describe('zen', () => {
  it('a wrong number costs no life, says nothing and stays the player’s own', () => {
    const [cell] = open;
    const { state, last } = zen([start, ...entries(() => wrongDigit(solutionAt(cell)), [cell])]);
    expect(last.ok && last.outcome).toEqual({ kind: 'guessed', cell, digit: wrongDigit(solutionAt(cell)) });
    expect(state).toMatchObject({ lives: LIVES, errorsMade: 0, points: 0, lastVerdict: null });
    expect(state.values[cell]).toBe(0);
    expect(state.guesses[cell]).toBe(wrongDigit(solutionAt(cell)));
    expect(state.tries[cell]).toEqual([]);
  });

  it('a right number looks the same as a wrong one until checked: no points, not found', () => {
    const [cell] = open;
    const { state, last } = zen([start, ...entries(solutionAt, [cell])]);
    expect(last.ok && last.outcome.kind).toBe('guessed');
    expect(state.values[cell]).toBe(0);
    expect(state.points).toBe(0);
  });

  it('a number can be changed, and Undo puts the one before back', () => {
    const [cell] = open;
    const { state } = zen([
      start,
      ...entries(() => wrongDigit(solutionAt(cell)), [cell]),
      { type: 'digitEntered', at: 3000, digit: solutionAt(cell) },
      { type: 'undone', at: 3500 },
    ]);
    expect(state.guesses[cell]).toBe(wrongDigit(solutionAt(cell)));
    const cleared = applyEvent(state, { type: 'undone', at: 4000 });
    expect(cleared.ok && cleared.state.guesses[cell]).toBe(0);
  });

  it('ends when every mystery holds a number; the end shows which were wrong, and pays nothing', () => {
    const wrongCells = open.slice(0, 2);
    const { state, last } = zen([
      start,
      ...entries((cell) => (wrongCells.includes(cell) ? wrongDigit(solutionAt(cell)) : solutionAt(cell))),
    ]);
    expect(last.ok && last.outcome).toEqual({ kind: 'finished', finishType: 'errors_fail' });
    expect(state).toMatchObject({ phase: 'finished', stars: null, score: 0, gemsEarned: 0, lives: LIVES });
    expect(state.errorsMade).toBe(2);
    // The wrong numbers stay on the board as the player's; the right ones are found.
    for (const cell of open) {
      if (wrongCells.includes(cell)) expect(state.guesses[cell]).toBe(wrongDigit(solutionAt(cell)));
      else expect([state.values[cell], state.guesses[cell]]).toEqual([solutionAt(cell), 0]);
    }
  });

  it('all right: a success with no star, score or gems', () => {
    const { state } = zen([start, ...entries(solutionAt)]);
    expect(state).toMatchObject({
      phase: 'finished',
      finishType: 'success',
      stars: null,
      score: 0,
      gemsEarned: 0,
    });
  });

  it('no clock: play goes on long past the time allowed, and the end still pays nothing', () => {
    const late = record.timeAllowed * 1000 * 5;
    const { state } = zen([start, { type: 'ticked', at: late }, ...entries(solutionAt, open, late)]);
    expect(state).toMatchObject({ phase: 'finished', finishType: 'success', score: 0, gemsEarned: 0 });
  });

  it('a smart hint costs its price and checks the board: wrong numbers come off as tries, right ones are found', () => {
    const [wrongCell, rightCell] = open;
    const { state, last } = zen([
      start,
      ...entries(() => wrongDigit(solutionAt(wrongCell)), [wrongCell]),
      ...entries(() => solutionAt(rightCell), [rightCell], 3000),
      { type: 'hintRequested', at: 5000 },
    ]);
    expect(last.ok && last.outcome).toEqual({
      kind: 'hintBought',
      price: SMART_HINT_PRICE,
      wrong: [wrongCell],
    });
    expect(state.gems).toBe(500 - SMART_HINT_PRICE);
    expect(state.guesses[wrongCell]).toBe(0);
    expect(state.tries[wrongCell]).toEqual([wrongDigit(solutionAt(wrongCell))]);
    expect(state.values[rightCell]).toBe(solutionAt(rightCell));
    expect(state.errorsMade).toBe(1);
    expect(state.lives).toBe(LIVES);
    // A number found wrong is not tried again on that cell; what the check settled Undo leaves.
    const selected = applyEvent(state, { type: 'cellSelected', at: 6000, cell: wrongCell });
    if (!selected.ok) throw new Error(selected.reason);
    const again = applyEvent(selected.state, {
      type: 'digitEntered',
      at: 6000,
      digit: wrongDigit(solutionAt(wrongCell)),
    });
    expect(again).toMatchObject({ ok: false, reason: 'already tried on this cell' });
    expect(applyEvent(state, { type: 'undone', at: 6000 })).toMatchObject({ ok: false });
  });

  it('a smart hint with too few gems is refused as elsewhere, and checks nothing', () => {
    const [cell] = open;
    const { state } = zen([start, ...entries(() => wrongDigit(solutionAt(cell)), [cell])], 50);
    const asked = applyEvent(state, { type: 'hintRequested', at: 5000 });
    expect(asked).toMatchObject({ ok: false, outcome: { kind: 'adOffered', for: 'hint' } });
  });

  it('a reveal costs its price and places the solution over the player’s number', () => {
    const [cell] = open;
    const { state, last } = zen([
      start,
      ...entries(() => wrongDigit(solutionAt(cell)), [cell]),
      { type: 'revealRequested', at: 4000 },
    ]);
    expect(last.ok && last.outcome).toEqual({ kind: 'revealed', cell, price: REVEAL_PRICE });
    expect([state.values[cell], state.guesses[cell], state.gems]).toEqual([
      solutionAt(cell),
      0,
      500 - REVEAL_PRICE,
    ]);
  });

  it('is fixed when the puzzle loads: the server’s replay of the same log is a regular game', () => {
    // A zen log sent as a scored game: the server loads the puzzle itself, never in zen, so
    // every wrong number costs a life there and earns what a regular game with it earns.
    const wrongCells = open.slice(0, LIVES);
    const log: GameEvent[] = [start, ...entries((cell) => wrongDigit(solutionAt(cell)), wrongCells)];
    const played = replay(record, log, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.state.zen).toBe(false);
    expect(played.summary).toMatchObject({ finishType: 'errors_fail', stars: 0, score: 0, gemsEarned: 0 });
    // And the honest solving log replays the same in both: zen only takes away.
    const honest = replay(record, solvingEvents(record), 500);
    expect(honest.ok && honest.summary.stars).toBe(3);
    expect(zen(solvingEvents(record)).state).toMatchObject({ score: 0, gemsEarned: 0, stars: null });
  });
});
