import { loadLate } from './load-late';

/** An idle callback the test runs by hand. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  return {
    idle: (run: () => void) => void waiting.push(run),
    run: () => waiting.splice(0).forEach((r) => r()),
  };
}

describe('loadLate: the sounds load after the first input or when idle once the board plays', () => {
  it('loads nothing while the screen loads, and once at the first touch', () => {
    const input = new EventTarget();
    const load = jest.fn();
    const { idle } = manualIdle();
    loadLate(load, input, idle);
    expect(load).not.toHaveBeenCalled();
    input.dispatchEvent(new Event('pointerdown'));
    input.dispatchEvent(new Event('keydown'));
    input.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a key counts as the first input too', () => {
    const input = new EventTarget();
    const load = jest.fn();
    loadLate(load, input, manualIdle().idle);
    input.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the board plays, loads at the next idle moment, not before', () => {
    const input = new EventTarget();
    const load = jest.fn();
    const idle = manualIdle();
    const late = loadLate(load, input, idle.idle);
    late.boardPlaying();
    late.boardPlaying();
    expect(load).not.toHaveBeenCalled();
    idle.run();
    expect(load).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a cue due before then loads at once; stop forgets every trigger', () => {
    const input = new EventTarget();
    const load = jest.fn();
    const late = loadLate(load, input, manualIdle().idle);
    late.now();
    late.now();
    expect(load).toHaveBeenCalledTimes(1);

    const stopped = jest.fn();
    const idle = manualIdle();
    const other = loadLate(stopped, input, idle.idle);
    other.boardPlaying();
    other.stop();
    idle.run();
    input.dispatchEvent(new Event('pointerdown'));
    other.now();
    expect(stopped).not.toHaveBeenCalled();
  });
});
