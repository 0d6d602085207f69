import { useRef, useSyncExternalStore } from 'react';

/** Spec: the layout is landscape when width / height > 1.45. */
export const LANDSCAPE_RATIO = 1.45;
/** Spec: play pauses below this window height and resumes above RESUME_HEIGHT. */
export const PAUSE_HEIGHT = 530;
export const RESUME_HEIGHT = 531;

export interface Viewport {
  width: number;
  height: number;
  /** A mouse or trackpad: a desktop window, not a phone or tablet. */
  finePointer: boolean;
}

/**
 * A touch screen narrower or lower than this cannot hold a board and its pad (a phone's
 * split-screen half, a watch): the smallest phones are 320 px on their short side.
 */
export const MIN_TOUCH_SIDE = 300;

/**
 * Whether the board cannot be played in this window and the rotate/pause prompt shows.
 * Touch devices play either way round (beyond the spec, which pauses below 530 px high: a phone
 * in landscape is about 390 px high, and most casual play is upright): only a window
 * too small for a board asks. Desktop windows: the spec's rule, below 530 px high, with a 1 px
 * band of hysteresis so a window resized to the edge does not flicker.
 */
export function boardBlocked(view: Viewport, wasBlocked: boolean): boolean {
  if (!view.finePointer) return Math.min(view.width, view.height) < MIN_TOUCH_SIDE;
  return wasBlocked ? view.height <= RESUME_HEIGHT - 1 : view.height < PAUSE_HEIGHT;
}

export const isLandscape = (view: Viewport) => view.width / view.height > LANDSCAPE_RATIO;

let cached: Viewport | undefined;
function read(): Viewport {
  const next = {
    width: window.innerWidth,
    height: window.innerHeight,
    finePointer: window.matchMedia('(pointer: fine)').matches,
  };
  if (
    !cached ||
    cached.width !== next.width ||
    cached.height !== next.height ||
    cached.finePointer !== next.finePointer
  ) {
    cached = next;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's size, re-read on resize and rotation (one render per change, not per frame). */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read);
}

/** Whether the board is blocked now, remembering the last answer for the spec's hysteresis. */
export function useBoardBlocked(): boolean {
  const view = useViewport();
  const last = useRef(false);
  last.current = boardBlocked(view, last.current);
  return last.current;
}
