import { type Application, Ticker } from 'pixi.js';
import { Motion, tweens } from './motion';

/**
 * A stage's application as Motion uses it: Pixi's real ticker, and animation frames the test
 * runs itself, each with the time its frame began (what a browser passes).
 */
function setUp() {
  const frames: FrameRequestCallback[] = [];
  globalThis.requestAnimationFrame = (callback) => frames.push(callback);
  const ticker = new Ticker();
  ticker.autoStart = false;
  const render = jest.fn();
  ticker.add(render);
  const app = { ticker, render, renderer: {} } as unknown as Application;
  const runFrame = (began: number) => frames.splice(0).forEach((callback) => callback(began));
  return { motion: new Motion(app), ticker, render, runFrame };
}

describe('the stage draws a tween from the first frame after it starts', () => {
  afterEach(() => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    tweens.globalTimeline.clear();
  });

  it('draws the frame that began while the task starting the tween still ran', () => {
    const { motion, ticker, render, runFrame } = setUp();
    // The board is built in a long task: the next frame began before the ticker started.
    const began = performance.now();
    motion.track(tweens.to({ x: 0 }, { x: 1, duration: 1 }));
    expect(ticker.started).toBe(true);
    runFrame(began);
    expect(render).toHaveBeenCalledTimes(1);
    expect(motion.frames).toBe(1);
  });

  it('keeps drawing on later frames, once a frame each', () => {
    const { motion, render, runFrame } = setUp();
    motion.track(tweens.to({ x: 0 }, { x: 1, duration: 1 }));
    const start = performance.now();
    runFrame(start + 16);
    runFrame(start + 33);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
