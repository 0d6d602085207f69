import fc from 'fast-check';
import { decodePuzzle, generatePuzzle } from '@czeus/puzzle';
import { parseEventLog } from './event-log.js';
import type { GameEvent } from './events.js';
import { replay } from './replay.js';

describe('parseEventLog', () => {
  it('accepts well-formed events', () => {
    const log = [
      { type: 'countdownFinished', at: 0 },
      { type: 'cellSelected', at: 10, cell: 4, half: 'add' },
      { type: 'cellSelected', at: 11, cell: 2 },
      { type: 'digitEntered', at: 20, digit: 7 },
    ];
    expect(parseEventLog(log)).toEqual({ ok: true, events: log });
  });

  it.each([
    ['not a list', { type: 'ticked' }],
    ['an unknown type', [{ type: 'gemsGranted', at: 1 }]],
    ['a loaded puzzle inside', [{ type: 'puzzleLoaded', at: 1, gems: 9999 }]],
    ['an extra field', [{ type: 'ticked', at: 1, bonus: 100 }]],
    ['a missing field', [{ type: 'digitEntered', at: 1 }]],
    ['a bad half', [{ type: 'cellSelected', at: 1, cell: 2, half: 'both' }]],
    ['a negative time', [{ type: 'ticked', at: -1 }]],
  ])('refuses %s', (_, log) => {
    expect(parseEventLog(log).ok).toBe(false);
  });

  // JSON.parse makes `__proto__` an own key, as a request body does; a literal would not.
  it.each(['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty'])(
    'refuses the prototype name %s as a type or a field',
    (name) => {
      expect(parseEventLog(JSON.parse(`[{"type":"${name}","at":1}]`)).ok).toBe(false);
      expect(parseEventLog(JSON.parse(`[{"type":"ticked","at":1,"${name}":1}]`)).ok).toBe(false);
    },
  );

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const parsed = parseEventLog(junk);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});

describe('event logs are compact', () => {
  it('a 6-squares expert game with three notes on every cell fits in 4 kB of JSON and replays', () => {
    const record = generatePuzzle({ level: 3, shape: 4, band: 4, seed: 'log-size' });
    const puzzle = decodePuzzle(record);
    const events: GameEvent[] = [{ type: 'countdownFinished', at: 3000 }];
    let at = 3000;
    for (const cell of puzzle.mysteries.filter((m) => !puzzle.cells[m].given)) {
      at += 9000;
      events.push({ type: 'cellSelected', at, cell });
      for (const digit of [1, 2, 3]) events.push({ type: 'noteToggled', at: at + 100 * digit, digit });
      events.push({ type: 'digitEntered', at: at + 500, digit: puzzle.cells[cell].solution as number });
    }
    expect(JSON.stringify(events).length).toBeLessThan(4096);
    const played = replay(record, events, 500);
    expect(played.ok && played.summary.finishType).toBe('success');
  });
});
