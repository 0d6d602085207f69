import fc from 'fast-check';
import { parseEventLog } from './event-log.js';

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

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const parsed = parseEventLog(junk);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});
