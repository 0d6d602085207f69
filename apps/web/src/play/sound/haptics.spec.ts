import { buzzFor, WRONG_BUZZ_MS } from './haptics';

describe('buzzFor', () => {
  const device = () => {
    const patterns: number[][] = [];
    return { patterns, vibrate: (pattern: number[]) => patterns.push(pattern) > 0 };
  };

  it('buzzes a wrong answer when vibration is on', () => {
    const phone = device();
    expect(buzzFor('wrong', true, phone)).toBe(true);
    expect(phone.patterns).toEqual([WRONG_BUZZ_MS]);
  });

  it('stays still for other cues, when switched off, and where nothing can vibrate', () => {
    const phone = device();
    expect(buzzFor('correct', true, phone)).toBe(false);
    expect(buzzFor('win', true, phone)).toBe(false);
    expect(buzzFor(null, true, phone)).toBe(false);
    expect(buzzFor('wrong', false, phone)).toBe(false);
    expect(phone.patterns).toEqual([]);
    expect(buzzFor('wrong', true, {})).toBe(false);
    expect(buzzFor('wrong', true, undefined)).toBe(false);
  });
});
