import { useEffect, useState } from 'react';
import { selectGameId, selectHint, selectPhase } from '../play/play-slice';
import { useAppSelector } from '../store/hooks';

/** Spec section 4: the practice end card opens about 1.5 s after the end (the later reading). */
export const PRACTICE_END_DELAY_MS = 1500;

/**
 * Whether the practice end card is due: the game ended PRACTICE_END_DELAY_MS ago and no smart
 * hint shows (an open hint holds it, and the wait starts again when the hint closes). Until
 * then the finished board stays in view.
 */
export function usePracticeEndDue(): boolean {
  const phase = useAppSelector(selectPhase);
  const hint = useAppSelector(selectHint);
  const gameId = useAppSelector(selectGameId);
  const waiting = phase === 'finished' && !hint;
  const [due, setDue] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setDue(gameId), PRACTICE_END_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, gameId]);
  return waiting && due === gameId;
}

/**
 * Where Exit leads: the practice chooser, or in the school variant (the practice route opened
 * with `?school`) the school's practice page, set at build time as VITE_PRACTICE_EXIT_URL;
 * the school variant without one exits to the practice chooser too.
 */
export const PRACTICE_EXIT_URL: string | undefined = import.meta.env.VITE_PRACTICE_EXIT_URL;
