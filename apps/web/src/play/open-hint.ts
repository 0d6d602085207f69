import { useEffect, useMemo, useState } from 'react';
import type { Hint } from '@czeus/puzzle';
import { marksOf } from './stage/hint-marks';

/** Spec: a hint's steps (an error's chain above all) appear one after another, this far apart. */
export const HINT_STEP_MS = 300;

interface OpenHint {
  gentle: Hint;
  full?: Hint;
  showFull: boolean;
  /** Steps shown so far of the hint in view. */
  shown: number;
  /** The player went back to the board with the hint still open. */
  acting: boolean;
}

/**
 * The smart hint on screen: gentle first, More for the whole step, its steps appearing at
 * HINT_STEP_MS, and what they mark on the board. While the player reads it the game pauses
 * (spec: hint popups pause); the first touch of the board resumes play and keeps the hint in
 * view, so the player can act on it.
 */
export function useOpenHint() {
  const [hint, setHint] = useState<OpenHint | null>(null);
  const all = hint ? (hint.showFull && hint.full ? hint.full : hint.gentle) : null;
  const total = all?.steps.length ?? 0;

  useEffect(() => {
    if (!hint || hint.shown >= total) return;
    const timer = setTimeout(() => setHint((h) => h && { ...h, shown: h.shown + 1 }), HINT_STEP_MS);
    return () => clearTimeout(timer);
  }, [hint, total]);

  const steps = useMemo(() => (all && hint ? all.steps.slice(0, hint.shown) : []), [all, hint]);
  const marks = useMemo(() => (all ? marksOf(steps) : null), [all, steps]);

  return {
    /** The hint in view (gentle or full) with only its shown steps, or null. */
    hint: all && { ...all, steps },
    hasMore: !!hint?.full && all?.type !== 'error',
    showFull: hint?.showFull ?? false,
    marks,
    reading: hint !== null && !hint.acting,
    open: (gentle: Hint, full?: Hint) => setHint({ gentle, full, showFull: false, shown: 1, acting: false }),
    toggle: () => setHint((h) => h && { ...h, showFull: !h.showFull, shown: 1 }),
    close: () => setHint(null),
    act: () => setHint((h) => (h && !h.acting ? { ...h, acting: true } : h)),
  };
}
