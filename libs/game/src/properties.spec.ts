import fc from 'fast-check';
import { decodePuzzle } from '@czeus/puzzle';
import { ENTRY_FLOOR_MS, LIVES, TIME_ALLOWANCE_EXTRA_S } from './constants.js';
import type { GameEvent } from './events.js';
import { applyEvent } from './reducer.js';
import { replay } from './replay.js';
import { INITIAL_STATE, type GameState, playSeconds } from './state.js';
import { puzzleRecord, wrongDigit } from './testing.js';

const record = puzzleRecord(3, 1, 3);
const puzzle = decodePuzzle(record);
const cells = puzzle.cells.map((c) => c.index);

/** Any event, mostly plausible, sometimes absurd. */
const anyEvent = (at: fc.Arbitrary<number>): fc.Arbitrary<GameEvent> =>
  fc.oneof(
    at.map((t) => ({ type: 'countdownFinished', at: t }) as GameEvent),
    at.map((t) => ({ type: 'ticked', at: t }) as GameEvent),
    fc
      .tuple(at, fc.constantFrom(...cells, -1, 999), fc.constantFrom(undefined, 'add', 'mult'))
      .map(([t, cell, half]) => ({ type: 'cellSelected', at: t, cell, half }) as GameEvent),
    fc
      .tuple(at, fc.integer({ min: -1, max: 11 }))
      .map(([t, digit]) => ({ type: 'digitEntered', at: t, digit }) as GameEvent),
    fc
      .tuple(at, fc.integer({ min: 0, max: 10 }))
      .map(([t, digit]) => ({ type: 'noteToggled', at: t, digit }) as GameEvent),
    fc
      .constantFrom<GameEvent['type']>(
        'notesSubmitted',
        'noteModeToggled',
        'hintRequested',
        'revealRequested',
        'paused',
        'resumed',
        'undone',
      )
      .chain((type) => at.map((t) => ({ type, at: t }) as GameEvent)),
    fc
      .tuple(at, fc.integer({ min: -5, max: 800 }))
      .map(([t, amount]) => ({ type: 'gemsCredited', at: t, amount }) as GameEvent),
  );

/** Events with rising times (and now and then a time going back). */
const soup = fc.array(anyEvent(fc.integer({ min: 0, max: 400_000 })), { maxLength: 120 }).map((events) => {
  let t = 0;
  return events.map((e, i) => ({ ...e, at: i % 17 === 16 ? t - 1 : (t += Math.abs(e.at % 5000)) }));
});

function play(events: GameEvent[]): { states: GameState[]; accepted: GameEvent[] } {
  const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at: 0, record, gems: 700 });
  if (!loaded.ok) throw new Error(loaded.reason);
  const states = [loaded.state];
  const accepted: GameEvent[] = [];
  for (const event of events) {
    const applied = applyEvent(states[states.length - 1], event);
    if (applied.ok) {
      states.push(applied.state);
      accepted.push(event);
    }
  }
  return { states, accepted };
}

/** Every unknown mystery solved in order, with random gaps, pauses and wrong tries between. */
const open = puzzle.mysteries.filter((m) => !puzzle.cells[m].given);
const solvingGame: fc.Arbitrary<GameEvent[]> = fc
  .tuple(
    fc.integer({ min: 0, max: 5000 }),
    fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: Math.ceil((2 * record.timeAllowed * 1000) / open.length) }),
        pause: fc.option(fc.integer({ min: 1, max: 120_000 })),
        wrong: fc.boolean(),
      }),
      { minLength: open.length, maxLength: open.length },
    ),
  )
  .map(([countdown, steps]) => {
    let at = countdown;
    const events: GameEvent[] = [{ type: 'countdownFinished', at }];
    let lives = LIVES;
    open.forEach((cell, i) => {
      const { gap, pause, wrong } = steps[i];
      if (pause !== null) {
        events.push({ type: 'paused', at }, { type: 'resumed', at: (at += pause) });
      }
      const solution = puzzle.cells[cell].solution as number;
      events.push({ type: 'cellSelected', at: (at += gap), cell });
      if (wrong && --lives > 0)
        events.push({ type: 'digitEntered', at: (at += ENTRY_FLOOR_MS), digit: wrongDigit(solution) });
      events.push({ type: 'digitEntered', at: (at += ENTRY_FLOOR_MS), digit: solution });
    });
    return events;
  });

/**
 * Play time from the accepted events alone, as a stopwatch would count it: from the end of the
 * countdown to the latest event, less the pauses. Not the game's own playSeconds.
 */
function playClock() {
  let started: number | null = null;
  let latest = 0;
  let pausedAt: number | null = null;
  let pausedTotal = 0;
  return {
    see(event: GameEvent) {
      latest = event.at;
      if (event.type === 'countdownFinished') started = event.at;
      if (event.type === 'paused') pausedAt = event.at;
      if (event.type === 'resumed' && pausedAt !== null) {
        pausedTotal += event.at - pausedAt;
        pausedAt = null;
      }
    },
    seconds() {
      if (started === null) return 0;
      const pausing = pausedAt === null ? 0 : latest - pausedAt;
      return (latest - started - pausedTotal - pausing) / 1000;
    },
  };
}

describe('game properties', () => {
  it('random event soup never throws: every event is applied or rejected with a reason', () => {
    fc.assert(
      fc.property(soup, (events) => {
        let state = INITIAL_STATE;
        for (const event of events) {
          const applied = applyEvent(state, event);
          if (applied.ok) state = applied.state;
          else expect(applied.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('score and points are never negative, lives never rise, gems rise only by a credit', () => {
    fc.assert(
      fc.property(soup, (events) => {
        const { states, accepted } = play(events);
        for (let i = 1; i < states.length; i++) {
          expect(states[i].score).toBeGreaterThanOrEqual(0);
          expect(states[i].points).toBeGreaterThanOrEqual(0);
          expect(states[i].lives).toBeLessThanOrEqual(states[i - 1].lives);
          const event = accepted[i - 1];
          const credit = event.type === 'gemsCredited' ? event.amount : 0;
          expect(states[i].gems).toBeLessThanOrEqual(states[i - 1].gems + credit);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a star once out of reach never comes back: no time star past the limit, no error star after an error', () => {
    fc.assert(
      fc.property(fc.oneof(soup, solvingGame), (events) => {
        const { states, accepted } = play(events);
        const clock = playClock();
        let erred = false;
        for (let i = 0; i < states.length; i++) {
          const state = states[i];
          if (i > 0) clock.see(accepted[i - 1]);
          erred ||= state.errorsMade > 0;
          if (!state.stars) continue;
          if (clock.seconds() >= record.timeAllowed + TIME_ALLOWANCE_EXTRA_S)
            expect(state.stars.time).toBe(false);
          if (erred) expect(state.stars.noErrors).toBe(false);
          if (state.finishType !== 'success')
            expect(state.stars).toEqual({ finished: false, time: false, noErrors: false });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the time star holds exactly while play time (counted from the log alone) is under the limit', () => {
    let late = 0;
    let early = 0;
    fc.assert(
      fc.property(solvingGame, (events) => {
        const { states, accepted } = play(events);
        const end = states[states.length - 1];
        if (end.finishType !== 'success') return;
        const clock = playClock();
        accepted.forEach((e) => clock.see(e));
        const inTime = clock.seconds() < record.timeAllowed + TIME_ALLOWANCE_EXTRA_S;
        if (inTime) early++;
        else late++;
        expect(end.stars?.time).toBe(inTime);
      }),
      { numRuns: 200 },
    );
    // Both sides of the limit were reached, or the property said little.
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(0);
  });

  it('replaying the log of accepted events reproduces the game exactly', () => {
    fc.assert(
      fc.property(soup, (events) => {
        const { states, accepted } = play(events);
        const again = replay(record, accepted, 700);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state).toEqual(states[states.length - 1]);
      }),
      { numRuns: 200 },
    );
  });

  it('numbers are entered at least the floor of play apart, so play lasts at least entries × floor', () => {
    fc.assert(
      fc.property(soup, (events) => {
        const { states, accepted } = play(events);
        const found = (s: GameState) => s.values.filter(Boolean).length + s.errorsMade;
        let lastEntry = 0;
        let entries = 0;
        for (let i = 1; i < states.length; i++) {
          const type = accepted[i - 1].type;
          if (type !== 'digitEntered' && type !== 'notesSubmitted') continue;
          if (found(states[i]) === found(states[i - 1])) continue; // a note, not a number
          const at = playSeconds(states[i]) * 1000;
          expect(at - lastEntry).toBeGreaterThanOrEqual(ENTRY_FLOOR_MS - 1e-6);
          lastEntry = at;
          entries++;
        }
        const end = states[states.length - 1];
        expect(playSeconds(end) * 1000).toBeGreaterThanOrEqual(entries * ENTRY_FLOOR_MS - 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});
