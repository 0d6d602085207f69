import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec: "End-screen countdown default 6" (seconds before the card continues by itself). */
export const END_COUNTDOWN_S = 6;

/** What the player does to keep the card: any touch, key or scroll, anywhere on the page. */
const STAY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Seconds left before the card continues by itself, or null once it will not. It counts only
 * while `running` (the card settled, shown, and the tab in view), and stops for good at the
 * player's first touch, key or scroll from the card's start: whoever reads the card keeps it.
 */
export function useEndCountdown(running: boolean, onDone: () => void): number | null {
  const [left, setLeft] = useState(END_COUNTDOWN_S);
  const [stayed, setStayed] = useState(false);
  // The latest callback, so a new one on each render does not restart the second under way.
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (stayed) return;
    const stay = () => setStayed(true);
    for (const type of STAY_EVENTS) window.addEventListener(type, stay, { capture: true, passive: true });
    return () => {
      for (const type of STAY_EVENTS) window.removeEventListener(type, stay, { capture: true });
    };
  }, [stayed]);

  useEffect(() => {
    if (!running || stayed) return;
    if (left <= 0) {
      setStayed(true);
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, stayed, left]);

  return running && !stayed && left > 0 ? left : null;
}
