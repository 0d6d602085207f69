import { playTimeText } from './time-format';

describe('a play time', () => {
  it('reads as minutes and seconds, in the language’s digits', () => {
    expect(playTimeText(65.4, 'en')).toBe('1:05');
    expect(playTimeText(9, 'en')).toBe('0:09');
    expect(playTimeText(65, 'fa')).toBe('۱:۰۵');
  });
});
