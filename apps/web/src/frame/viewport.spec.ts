import fc from 'fast-check';
import { boardBlocked, isLandscape, MIN_TOUCH_SIDE, PAUSE_HEIGHT } from './viewport';

describe('when the board is blocked by the window', () => {
  it('lets a phone in landscape play, though it is far below 530 px high', () => {
    expect(boardBlocked({ width: 844, height: 390, finePointer: false }, false)).toBe(false);
    expect(boardBlocked({ width: 568, height: 320, finePointer: false }, false)).toBe(false);
  });

  it('lets a phone and a tablet held upright play; a window too small for a board asks', () => {
    expect(boardBlocked({ width: 390, height: 844, finePointer: false }, false)).toBe(false);
    expect(boardBlocked({ width: 320, height: 568, finePointer: false }, false)).toBe(false);
    expect(boardBlocked({ width: 820, height: 1180, finePointer: false }, false)).toBe(false);
    expect(boardBlocked({ width: MIN_TOUCH_SIDE - 1, height: 700, finePointer: false }, false)).toBe(true);
    expect(boardBlocked({ width: 700, height: MIN_TOUCH_SIDE - 1, finePointer: false }, false)).toBe(true);
  });

  it('pauses a desktop window below 530 px and resumes it above 531 px', () => {
    const desk = (height: number) => ({ width: 1200, height, finePointer: true });
    expect(boardBlocked(desk(529), false)).toBe(true);
    expect(boardBlocked(desk(530), false)).toBe(false);
    expect(boardBlocked(desk(530), true)).toBe(true);
    expect(boardBlocked(desk(531), true)).toBe(false);
  });

  it('never blocks a desktop window at least 531 px high, whatever its width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: PAUSE_HEIGHT + 1, max: 4000 }),
        fc.boolean(),
        (w, h, was) => !boardBlocked({ width: w, height: h, finePointer: true }, was),
      ),
    );
  });

  it('calls a window landscape above the spec ratio of 1.45', () => {
    expect(isLandscape({ width: 844, height: 390, finePointer: false })).toBe(true);
    expect(isLandscape({ width: 1180, height: 820, finePointer: false })).toBe(false);
  });
});
