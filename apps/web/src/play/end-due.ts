import { useEffect, useState } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectGameId, selectHint, selectPhase } from './play-slice';

/**
 * Spec section 4: "End screen opens about 2.5 s after state 3 … once no smart hint shows": the
 * finished board stays in view that long (the last number lands, the square lights).
 */
export const END_DELAY_MS = 2500;

/**
 * Whether a finished game's end card is due: the game ended `delayMs` ago and no smart hint
 * shows (an open hint holds it, and the wait starts again when the hint closes).
 */
export function useEndDue(delayMs: number): boolean {
  const phase = useAppSelector(selectPhase);
  const hint = useAppSelector(selectHint);
  const gameId = useAppSelector(selectGameId);
  const waiting = phase === 'finished' && !hint;
  const [due, setDue] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setDue(gameId), delayMs);
    return () => clearTimeout(timer);
  }, [waiting, gameId, delayMs]);
  return waiting && due === gameId;
}
