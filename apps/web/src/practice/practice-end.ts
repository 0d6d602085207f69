import { useEndDue } from '../play/end-due';

/** Spec section 4: the practice end card opens about 1.5 s after the end (the later reading). */
export const PRACTICE_END_DELAY_MS = 1500;

/** Whether the practice end card is due (play/end-due.ts, at the practice's shorter delay). */
export const usePracticeEndDue = () => useEndDue(PRACTICE_END_DELAY_MS);

/**
 * Where Exit leads: the practice chooser, or in the school variant (the practice route opened
 * with `?school`) the school's practice page, set at build time as VITE_PRACTICE_EXIT_URL;
 * the school variant without one exits to the practice chooser too.
 */
export const PRACTICE_EXIT_URL: string | undefined = import.meta.env.VITE_PRACTICE_EXIT_URL;
