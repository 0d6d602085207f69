import { decodePuzzle } from '@czeus/puzzle';
import { ENTRY_FLOOR_MS, LIVES, REVEAL_PRICE, SMART_HINT_PRICE, THREE_STAR_BONUS } from './constants.js';
import type { GameEvent } from './events.js';
import { availableGems } from './prizes.js';
import { applyEvent } from './reducer.js';
import { replay, summaryOf } from './replay.js';
import { INITIAL_STATE } from './state.js';
import { puzzleRecord, solvingEvents, wrongDigit } from './testing.js';

const record = puzzleRecord(2, 4, 2); // 4-squares, medium
const puzzle = decodePuzzle(record);
const first = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
const solutionAt = (cell: number) => puzzle.cells[cell].solution as number;

describe('a game from the spec', () => {
  it('perfect: every number right in time, no hint: three stars, the bonus, all the gems', () => {
    const played = replay(record, solvingEvents(record), 500);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const { summary, state } = played;
    expect(summary).toMatchObject({
      finished: true,
      finishType: 'success',
      stars: 3,
      errorsMade: 0,
      hintsUsed: 0,
    });
    expect(summary.score).toBe(state.points + state.bonusPoints + state.czeusBonus + THREE_STAR_BONUS);
    expect(summary.gemsEarned).toBe(availableGems(record.difficultyLevel));
    // The k-th number came 2k s into play (solvingEvents' gap): by the spec, 300 points plus 2
    // for each second then left, worked out here rather than by the game's own pointsForNumber.
    const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given).length;
    const byHand = Array.from({ length: open }, (_, i) => 300 + 2 * (record.timeAllowed - 2 * (i + 1)));
    expect(state.points).toBe(byHand.reduce((sum, points) => sum + points, 0));
  });

  it('hinted: a smart hint costs 100 gems and 5 % of every later number', () => {
    const [countdown, ...rest] = solvingEvents(record);
    const events: GameEvent[] = [countdown, { type: 'hintRequested', at: 1000 }, ...rest];
    const played = replay(record, events, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.summary).toMatchObject({ stars: 3, hintsUsed: 1, gemsSpent: SMART_HINT_PRICE });
    const perfect = replay(record, solvingEvents(record), 500);
    if (!perfect.ok) throw new Error(perfect.reason);
    expect(played.state.points).toBeLessThan(perfect.state.points);
    expect(played.state.gems).toBe(500 - SMART_HINT_PRICE);
  });

  it('errors_fail: three wrong numbers end the game with no stars, score 0 and no gems', () => {
    const cells = puzzle.mysteries.filter((m) => !puzzle.cells[m].given).slice(0, LIVES);
    const events: GameEvent[] = [{ type: 'countdownFinished', at: 1000 }];
    cells.forEach((cell, i) =>
      events.push(
        { type: 'cellSelected', at: 2000 + 1000 * i, cell },
        { type: 'digitEntered', at: 2000 + 1000 * i, digit: wrongDigit(solutionAt(cell)) },
      ),
    );
    const played = replay(record, events, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.summary).toMatchObject({
      finishType: 'errors_fail',
      score: 0,
      stars: 0,
      gemsEarned: 0,
      errorsMade: 3,
    });
    expect(played.state.stars).toEqual({ finished: false, time: false, noErrors: false });
  });

  it('a wrong number costs a life, keeps the try and says why; the same number cannot be tried twice', () => {
    const events: GameEvent[] = [
      { type: 'countdownFinished', at: 1000 },
      { type: 'cellSelected', at: 1100, cell: first },
      { type: 'digitEntered', at: 1200, digit: wrongDigit(solutionAt(first)) },
    ];
    const played = replay(record, events, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.state.lives).toBe(LIVES - 1);
    expect(played.state.tries[first]).toEqual([wrongDigit(solutionAt(first))]);
    const again = replay(
      record,
      [...events, { type: 'digitEntered', at: 1300, digit: wrongDigit(solutionAt(first)) }],
      500,
    );
    expect(again).toMatchObject({ ok: false, reason: 'already tried on this cell' });
  });

  it('pauses are not play time', () => {
    const events = solvingEvents(record, 1000);
    const paused = [
      events[0],
      { type: 'paused', at: 1500 } as GameEvent,
      { type: 'resumed', at: 601_500 } as GameEvent,
      ...events.slice(1).map((e) => ({ ...e, at: e.at + 600_000 })),
    ];
    const a = replay(record, events, 500);
    const b = replay(record, paused, 500);
    if (!a.ok || !b.ok) throw new Error('rejected');
    expect(b.summary.playTime).toBeCloseTo(a.summary.playTime, 3);
    expect(b.summary.stars).toBe(3);
  });

  it('loses the time star past timeAllowed + 1 s, keeping the others', () => {
    const slow = solvingEvents(
      record,
      Math.ceil(((record.timeAllowed + 2) * 1000) / puzzle.mysteries.length),
    );
    const played = replay(record, slow, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.state.stars).toEqual({ finished: true, time: false, noErrors: true });
    expect(played.summary.score).toBe(
      played.state.points + played.state.bonusPoints + played.state.czeusBonus,
    );
  });

  it('gives the square bonus only when a square is done within its shape time (30 s for 4-squares)', () => {
    const fast = replay(record, solvingEvents(record, 500), 500);
    const slow = replay(record, solvingEvents(record, 10_000), 500);
    if (!fast.ok || !slow.ok) throw new Error('rejected');
    expect(fast.state.bonusPoints).toBeGreaterThan(0);
    expect(fast.state.bonusPoints % 100).toBe(0);
    expect(slow.state.bonusPoints).toBeLessThan(fast.state.bonusPoints);
  });

  it('a cZeus square earns its bonus', () => {
    const czeus = puzzleRecord(2, 2, 1, 0); // every tenth puzzle of a square shape has one
    const played = replay(czeus, solvingEvents(czeus), 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.state.czeusBonus).toBe(200);
  });

  it('reveal needs a selected mystery and 200 gems; without them the ad is offered', () => {
    const select: GameEvent[] = [
      { type: 'countdownFinished', at: 1000 },
      { type: 'cellSelected', at: 1100, cell: first },
    ];
    const poor = replay(record, select, REVEAL_PRICE - 1);
    if (!poor.ok) throw new Error(poor.reason);
    expect(applyEvent(poor.state, { type: 'revealRequested', at: 1300 })).toEqual({
      ok: false,
      reason: 'not enough gems for a reveal',
      outcome: { kind: 'adOffered', for: 'reveal' },
    });
    // A log holding a reveal the player could not pay for is forged.
    expect(replay(record, [...select, { type: 'revealRequested', at: 1200 }], REVEAL_PRICE - 1)).toEqual({
      ok: false,
      reason: 'not enough gems for a reveal',
      index: 2,
    });
    const rich = replay(record, [...select, { type: 'revealRequested', at: 1200 }], 500);
    if (!rich.ok) throw new Error(rich.reason);
    expect(rich.state.values[first]).toBe(solutionAt(first));
    expect(rich.state.gems).toBe(500 - REVEAL_PRICE);
    expect(
      replay(
        record,
        [
          { type: 'countdownFinished', at: 1000 },
          { type: 'revealRequested', at: 1200 },
        ],
        500,
      ),
    ).toMatchObject({ ok: false, reason: 'reveal needs a selected mystery' });
  });

  it("reveals are as many as the puzzle's hintsNo; the next is refused as depleted, and a log holding it is forged", () => {
    const two = { ...record, hintsNo: 2 };
    const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
    const events: GameEvent[] = [{ type: 'countdownFinished', at: 1000 }];
    open
      .slice(0, 3)
      .forEach((cell, i) =>
        events.push(
          { type: 'cellSelected', at: 1100 + i * 200, cell },
          { type: 'revealRequested', at: 1200 + i * 200 },
        ),
      );
    const twoRevealed = replay(two, events.slice(0, 5), 5000);
    if (!twoRevealed.ok) throw new Error(twoRevealed.reason);
    expect(twoRevealed.state).toMatchObject({ revealsUsed: 2, revealsLeft: 0 });
    const third = applyEvent(twoRevealed.state, events[5]);
    if (!third.ok) throw new Error(third.reason);
    expect(applyEvent(third.state, events[6])).toEqual({
      ok: false,
      reason: 'no reveal left',
      outcome: { kind: 'depleted' },
    });
    expect(replay(two, events, 5000)).toMatchObject({ ok: false, reason: 'no reveal left', index: 6 });
    // The generator's puzzles allow three (spec: "Default hints 3 (from hintsNo)").
    const loaded = replay(record, [], 500);
    expect(loaded.ok && loaded.state.revealsLeft).toBe(3);
  });
  it('a smart hint needs 100 gems and one left; without them the ad is offered and a log holding it is forged', () => {
    const start: GameEvent[] = [{ type: 'countdownFinished', at: 1000 }];
    const poor = replay(record, start, SMART_HINT_PRICE - 1);
    if (!poor.ok) throw new Error(poor.reason);
    expect(applyEvent(poor.state, { type: 'hintRequested', at: 1100 })).toEqual({
      ok: false,
      reason: 'not enough gems for a smart hint',
      outcome: { kind: 'adOffered', for: 'hint' },
    });
    expect(replay(record, [...start, { type: 'hintRequested', at: 1100 }], 0)).toMatchObject({
      ok: false,
      reason: 'not enough gems for a smart hint',
      index: 1,
    });
    const spent = applyEvent(
      { ...poor.state, gems: 10_000, smartHintsLeft: 0 },
      { type: 'hintRequested', at: 1100 },
    );
    expect(spent).toEqual({
      ok: false,
      reason: 'no smart hint left',
      outcome: { kind: 'adOffered', for: 'hint' },
    });
  });

  it('a practice game gives smart hints for nothing, still as many as the puzzle allows; a replay never does', () => {
    const loaded = applyEvent(INITIAL_STATE, {
      type: 'puzzleLoaded',
      at: 0,
      record,
      gems: 0,
      hintsFree: true,
    });
    if (!loaded.ok) throw new Error(loaded.reason);
    let state = applyEvent(loaded.state, { type: 'countdownFinished', at: 1000 });
    if (!state.ok) throw new Error(state.reason);
    const allowed = state.state.smartHintsLeft;
    expect(allowed).toBeGreaterThan(0);
    for (let i = 0; i < allowed; i++) {
      state = applyEvent(state.state, { type: 'hintRequested', at: 1100 + i });
      expect(state).toMatchObject({ ok: true, outcome: { kind: 'hintBought', price: 0 } });
      if (!state.ok) return;
    }
    expect(state.state).toMatchObject({ gems: 0, gemsSpent: 0, hintsUsed: allowed, smartHintsLeft: 0 });
    expect(applyEvent(state.state, { type: 'hintRequested', at: 1200 })).toMatchObject({
      ok: false,
      reason: 'no smart hint left',
    });
    // The server's replay loads the puzzle itself: a log cannot make its hints free.
    expect(
      replay(
        record,
        [
          { type: 'countdownFinished', at: 1000 },
          { type: 'hintRequested', at: 1100 },
        ],
        0,
      ),
    ).toMatchObject({
      ok: false,
      reason: 'not enough gems for a smart hint',
    });
  });
  it('gems credited mid-game (an ad watched) can pay for a hint; a credit is a whole number from 1', () => {
    const poor = replay(record, [{ type: 'countdownFinished', at: 1000 }], SMART_HINT_PRICE - 1);
    if (!poor.ok) throw new Error(poor.reason);
    const credited = applyEvent(poor.state, { type: 'gemsCredited', at: 1050, amount: 400 });
    if (!credited.ok) throw new Error(credited.reason);
    expect(credited.state.gems).toBe(SMART_HINT_PRICE - 1 + 400);
    expect(applyEvent(credited.state, { type: 'hintRequested', at: 1100 })).toMatchObject({
      ok: true,
      outcome: { kind: 'hintBought', price: SMART_HINT_PRICE },
    });
    for (const amount of [0, -5, 2.5]) {
      expect(applyEvent(poor.state, { type: 'gemsCredited', at: 1050, amount })).toEqual({
        ok: false,
        reason: 'a credit is a whole number from 1',
      });
    }
  });

  it('single-pair takes either order while it stays consistent', () => {
    const pair = puzzleRecord(1, 1, 1);
    const p = decodePuzzle(pair);
    const [a, b] = p.mysteries;
    const [x, y] = [p.cells[a].solution as number, p.cells[b].solution as number];
    const swapped: GameEvent[] = [
      { type: 'countdownFinished', at: 1000 },
      { type: 'cellSelected', at: 1100, cell: a },
      { type: 'digitEntered', at: 1200, digit: y },
      { type: 'cellSelected', at: 1300, cell: b },
      { type: 'digitEntered', at: 1400, digit: x },
    ];
    const played = replay(pair, swapped, 500);
    if (!played.ok) throw new Error(played.reason);
    expect(played.summary.finishType).toBe('success');
  });
});

describe('selection and notes', () => {
  const start = (() => {
    const played = replay(record, [{ type: 'countdownFinished', at: 1000 }], 500);
    if (!played.ok) throw new Error(played.reason);
    return played.state;
  })();
  const square = puzzle.clues.find((c) => puzzle.cells[c].kind === 'square') as number;

  it('selecting the selected cell deselects it; a clue needs a half', () => {
    const once = applyEvent(start, { type: 'cellSelected', at: 1100, cell: first });
    if (!once.ok) throw new Error(once.reason);
    expect(once.state.selection).toEqual({ cell: first });
    const twice = applyEvent(once.state, { type: 'cellSelected', at: 1200, cell: first });
    expect(twice.ok && twice.state.selection).toBeNull();
    expect(applyEvent(start, { type: 'cellSelected', at: 1100, cell: square })).toMatchObject({ ok: false });
  });

  it('notes toggle, undo, cap square times notes at 4, and a single note enters as the number', () => {
    let state = start;
    const run = (event: GameEvent) => {
      const applied = applyEvent(state, event);
      if (!applied.ok) throw new Error(applied.reason);
      state = applied.state;
    };
    run({ type: 'cellSelected', at: 1100, cell: square, half: 'mult' });
    for (const d of [1, 2, 3, 4]) run({ type: 'digitEntered', at: 1200, digit: d });
    expect(state.notes.mult[square]).toEqual([1, 2, 3, 4]);
    expect(applyEvent(state, { type: 'noteToggled', at: 1300, digit: 5 })).toMatchObject({
      ok: false,
      reason: 'a square times note holds 4 numbers',
    });
    run({ type: 'undone', at: 1300 });
    expect(state.notes.mult[square]).toEqual([1, 2, 3]);
    run({ type: 'cellSelected', at: 1400, cell: first });
    run({ type: 'noteToggled', at: 1500, digit: solutionAt(first) });
    run({ type: 'notesSubmitted', at: 1600 });
    expect(state.values[first]).toBe(solutionAt(first));
    expect(applyEvent(state, { type: 'cellSelected', at: 1700, cell: first })).toMatchObject({
      ok: true,
      state: { selection: null },
    });
  });
});

describe('what the reducer refuses', () => {
  const started = replay(
    record,
    [
      { type: 'countdownFinished', at: 1000 },
      { type: 'cellSelected', at: 1100, cell: first },
    ],
    500,
  );
  if (!started.ok) throw new Error(started.reason);
  const state = started.state;

  it.each([
    ['time going backwards', { type: 'ticked', at: 500 }, 'time goes backwards'],
    ['a digit out of range', { type: 'digitEntered', at: 1200, digit: 10 }, 'a number is 1 to 9'],
    ['a second countdown', { type: 'countdownFinished', at: 1200 }, 'no countdown running'],
    ['a resume without pause', { type: 'resumed', at: 1200 }, 'not paused'],
    ['an undo with nothing to undo', { type: 'undone', at: 1200 }, 'nothing to undo'],
    ['a second puzzle mid-game', { type: 'puzzleLoaded', at: 1200, record, gems: 1 }, 'a game is running'],
  ] as [string, GameEvent, string][])('%s', (_, event, reason) => {
    expect(applyEvent(state, event)).toEqual({ ok: false, reason });
  });

  it('an entry on a solved cell', () => {
    const solved = applyEvent(state, { type: 'digitEntered', at: 1200, digit: solutionAt(first) });
    if (!solved.ok) throw new Error(solved.reason);
    const reselect = applyEvent(solved.state, { type: 'cellSelected', at: 1300, cell: first });
    if (!reselect.ok) throw new Error(reselect.reason);
    expect(applyEvent(reselect.state, { type: 'digitEntered', at: 1400, digit: 3 })).toEqual({
      ok: false,
      reason: 'no mystery selected',
    });
  });

  it('a number sooner than the floor after the start of play or the last number', () => {
    const early = replay(
      record,
      [
        { type: 'countdownFinished', at: 1000 },
        { type: 'cellSelected', at: 1000, cell: first },
        { type: 'digitEntered', at: 1000 + ENTRY_FLOOR_MS - 1, digit: solutionAt(first) },
      ],
      500,
    );
    expect(early).toMatchObject({ ok: false, reason: 'too soon after the last number', index: 2 });
    const wrong = applyEvent(state, { type: 'digitEntered', at: 1200, digit: wrongDigit(solutionAt(first)) });
    if (!wrong.ok) throw new Error(wrong.reason);
    const quick = { type: 'digitEntered', at: 1200 + ENTRY_FLOOR_MS - 1, digit: solutionAt(first) } as const;
    expect(applyEvent(wrong.state, quick)).toEqual({ ok: false, reason: 'too soon after the last number' });
    expect(applyEvent(wrong.state, { ...quick, at: 1200 + ENTRY_FLOOR_MS }).ok).toBe(true);
  });

  it('a game squeezed into no time at all', () => {
    const squeezed = solvingEvents(record).map((e) => ({ ...e, at: 1000 }));
    expect(replay(record, squeezed, 500)).toMatchObject({
      ok: false,
      reason: 'too soon after the last number',
    });
  });

  it('play before the countdown and after the end', () => {
    const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record, gems: 500 });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(applyEvent(loaded.state, { type: 'cellSelected', at: 1, cell: first })).toEqual({
      ok: false,
      reason: 'no play while start',
    });
  });
});

describe('clue solving', () => {
  const hidden = puzzle.clues.flatMap((c) =>
    (['add', 'mult'] as const)
      .filter((h) => !puzzle.cells[c][`${h}Shown`])
      .map((half) => ({ cell: c, half })),
  )[0];

  it('a right answer fills a hidden half, a wrong one clears its notes; neither costs a life', () => {
    const started = replay(record, [{ type: 'countdownFinished', at: 1000 }], 500);
    if (!started.ok) throw new Error(started.reason);
    const truth = puzzle.cells[hidden.cell][hidden.half] as number;
    const wrong = applyEvent(started.state, {
      type: 'clueAnswerChosen',
      at: 1100,
      ...hidden,
      value: truth + 1,
    });
    expect(wrong.ok && wrong.outcome).toEqual({ kind: 'clueAnswered', ...hidden, right: false });
    const right = applyEvent(started.state, { type: 'clueAnswerChosen', at: 1100, ...hidden, value: truth });
    if (!right.ok) throw new Error(right.reason);
    expect(right.state.clueAnswers).toEqual([`${hidden.cell}:${hidden.half}`]);
    expect(right.state.lives).toBe(started.state.lives);
    expect(applyEvent(right.state, { type: 'clueAnswerChosen', at: 1200, ...hidden, value: truth })).toEqual({
      ok: false,
      reason: 'that half is already known',
    });
  });

  it('works after a failed game while halves stay hidden, not before the game starts', () => {
    const around = puzzle.cells[hidden.cell].mysteries ?? [];
    const cells = puzzle.mysteries
      .filter((m) => !puzzle.cells[m].given && !around.includes(m))
      .slice(0, LIVES);
    const events: GameEvent[] = [{ type: 'countdownFinished', at: 1000 }];
    cells.forEach((cell, i) =>
      events.push(
        { type: 'cellSelected', at: 2000 + 1000 * i, cell },
        { type: 'digitEntered', at: 2000 + 1000 * i, digit: wrongDigit(solutionAt(cell)) },
      ),
    );
    const failed = replay(record, events, 500);
    if (!failed.ok) throw new Error(failed.reason);
    expect(failed.state.phase).toBe('finished');
    const truth = puzzle.cells[hidden.cell][hidden.half] as number;
    // The hidden half can be chosen, to answer it from the pad of choices; no mystery can.
    const chosen = applyEvent(failed.state, { type: 'cellSelected', at: 999_998, ...hidden });
    expect(chosen.ok && chosen.state.selection).toEqual(hidden);
    expect(applyEvent(failed.state, { type: 'cellSelected', at: 999_998, cell: around[0] })).toEqual({
      ok: false,
      reason: 'no play while finished',
    });
    const answered = applyEvent(failed.state, {
      type: 'clueAnswerChosen',
      at: 999_999,
      ...hidden,
      value: truth,
    });
    if (!answered.ok) throw new Error(answered.reason);
    // Solving clues after the end does not add to the time played.
    expect(summaryOf(answered.state).playTime).toBe(summaryOf(failed.state).playTime);
    const solved = replay(record, solvingEvents(record), 500);
    if (!solved.ok) throw new Error(solved.reason);
    expect(
      applyEvent(solved.state, { type: 'clueAnswerChosen', at: 999_999, ...hidden, value: truth }),
    ).toMatchObject({ ok: false });
    const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record, gems: 0 });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(applyEvent(loaded.state, { type: 'clueAnswerChosen', at: 1, ...hidden, value: truth })).toEqual({
      ok: false,
      reason: 'no clue answers while start',
    });
  });
});
