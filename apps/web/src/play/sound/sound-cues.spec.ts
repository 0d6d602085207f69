import { type GameState, INITIAL_STATE, type Outcome } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { secondsLeft } from '../play-slice';
import { cueFor, TIME_WARNING_S } from './sound-cues';

const playing = (nowMs: number, level = 2): GameState => ({
  ...INITIAL_STATE,
  phase: 'progress',
  record: { timeAllowed: 60, level } as PuzzleRecord,
  startedAt: 0,
  pausedMs: 0,
  now: nowMs,
});

describe('sound cues', () => {
  const game = playing(1000);
  const at = (outcome: Outcome | null, g = game) => ({ game: g, outcome });

  it.each<[Outcome, string]>([
    [{ kind: 'correct', cell: 0, digit: 3, points: 10 }, 'correct'],
    [{ kind: 'wrong', cell: 0, digit: 3 }, 'wrong'],
    [{ kind: 'finished', finishType: 'success' }, 'win'],
    [{ kind: 'finished', finishType: 'errors_fail' }, 'fail'],
    [{ kind: 'hintBought', price: 100 }, 'gem'],
    [{ kind: 'adOffered', for: 'hint' }, 'depleted'],
    [{ kind: 'depleted' }, 'depleted'],
  ])('a new %j sounds %s', (outcome, name) => {
    expect(cueFor(at(null), at(outcome))).toBe(name);
  });

  it('a finish with all three stars has its own sound (spec: "Sounds differ for full stars")', () => {
    const finished = (stars: GameState['stars']) => ({ ...game, phase: 'finished' as const, stars });
    const success: Outcome = { kind: 'finished', finishType: 'success' };
    const three = { finished: true, time: true, noErrors: true };
    expect(cueFor(at(null), at(success, finished(three)))).toBe('star');
    expect(cueFor(at(null), at(success, finished({ ...three, time: false })))).toBe('win');
  });

  it('the same answer object does not sound again; an equal new one does', () => {
    const wrong: Outcome = { kind: 'wrong', cell: 0, digit: 3 };
    expect(cueFor(at(wrong), at(wrong))).toBeNull();
    expect(cueFor(at(wrong), at({ ...wrong }))).toBe('wrong');
  });

  it('land 1 has no time warning (spec: above level 1)', () => {
    const before = playing((60 - TIME_WARNING_S - 1) * 1000, 1);
    const after = playing((60 - TIME_WARNING_S) * 1000, 1);
    expect(cueFor(at(null, before), at(null, after))).toBeNull();
  });

  it('warns once, when the clock crosses the warning', () => {
    const before = playing((60 - TIME_WARNING_S - 1) * 1000);
    const after = playing((60 - TIME_WARNING_S) * 1000);
    expect(secondsLeft(after)).toBe(TIME_WARNING_S);
    expect(cueFor(at(null, before), at(null, after))).toBe('warning');
    expect(cueFor(at(null, after), at(null, playing((60 - TIME_WARNING_S + 1) * 1000)))).toBeNull();
  });

  it('does not warn during the countdown at the start, while paused, or after the end', () => {
    const countdown: GameState = { ...playing(0), phase: 'start', startedAt: null };
    expect(secondsLeft(countdown)).toBe(Infinity);
    expect(cueFor(at(null, countdown), at(null, { ...countdown, now: 60_000 }))).toBeNull();

    // Paused with 20 s left; an event later in the pause (an ad's gems) moves the store's time.
    const pausedAt = (60 - 2 * TIME_WARNING_S) * 1000;
    const paused: GameState = { ...playing(pausedAt), pausedAt };
    const later = { ...paused, now: pausedAt + 60_000 };
    expect(secondsLeft(later)).toBe(2 * TIME_WARNING_S);
    expect(cueFor(at(null, paused), at(null, later))).toBeNull();

    const before = playing((60 - TIME_WARNING_S - 1) * 1000);
    const ended: GameState = { ...playing((60 - TIME_WARNING_S) * 1000), phase: 'finished' };
    expect(cueFor(at(null, before), at(null, ended))).toBeNull();
  });
});
