import { runTime } from './run-time';

describe('runTime', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(runTime(0)).toBe('0:00');
    expect(runTime(65.4)).toBe('1:05');
    expect(runTime(3600 + 62)).toBe('1:01:02');
    expect(runTime(-3)).toBe('0:00');
  });
});
