import { hintTexts, isLongHint, LONG_HINT_CHARS, shortHint } from './hint-text';

const long =
  'The add clue 11 and the times clue 24 leave only 3 and 8 for this pair, so this square is 3 or 8.';

describe('the hint box long-text rule (spec: threshold 60 characters)', () => {
  it('60 characters is not long; 61 is', () => {
    expect(isLongHint('x'.repeat(LONG_HINT_CHARS))).toBe(false);
    expect(isLongHint('x'.repeat(LONG_HINT_CHARS + 1))).toBe(true);
    // Counted as characters, not UTF-16 units: 60 Chinese characters (and a surrogate pair) are not long.
    expect(isLongHint('数'.repeat(59) + '𠀀')).toBe(false);
  });

  it('a long text is shortened at a word break within 60 characters, with an ellipsis', () => {
    const short = shortHint(long);
    // The 60th character may end a word or fall inside one: the word goes either way.
    expect(short).toBe('The add clue 11 and the times clue 24 leave only 3 and 8…');
    expect(Array.from(short).length).toBeLessThanOrEqual(LONG_HINT_CHARS + 1);
    expect(shortHint(long.replace('for this', 'forever this'))).toBe(
      'The add clue 11 and the times clue 24 leave only 3 and 8…',
    );
    expect(shortHint('数'.repeat(70))).toBe('数'.repeat(60) + '…');
    expect(shortHint('A short hint.')).toBe('A short hint.');
  });

  it('More shows a long text whole, Back shortens it; a short one-step hint offers no toggle', () => {
    expect(hintTexts([long], false, false)).toEqual({ texts: [shortHint(long)], toggle: true });
    expect(hintTexts([long], true, false)).toEqual({ texts: [long], toggle: true });
    expect(hintTexts(['A short hint.'], false, false)).toEqual({ texts: ['A short hint.'], toggle: false });
    // A fuller hint (more steps) still opens with More, however short its first step.
    expect(hintTexts(['A short hint.'], false, true).toggle).toBe(true);
  });
});
